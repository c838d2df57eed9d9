import {
  createBrowserRouter,
  Navigate,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { prefetchDraft } from '../features/questionnaire/store/draftPrefetch.ts';
import { prefetchSurveyProject } from '../features/survey/projectPrefetch.ts';
import { isSurveyId } from '../features/survey/surveyPages.ts';
import { sharedApolloClient } from '../lib/apolloClient.ts';
import { sessionCheck } from '../lib/sessionCheck.ts';
import { storedSession } from '../lib/storage.ts';
import { RouteError } from './RouteError.tsx';

/** Public routes (spec 1 §2); each area's pages load on demand. */
const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/signup',
    lazy: () =>
      import('../features/auth/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: '/success-message/:email/:requestId',
    lazy: () =>
      import('../features/auth/SuccessMessagePage.tsx').then((m) => ({
        Component: m.SuccessMessagePage,
      })),
  },
  {
    path: '/create-password/:requestId',
    lazy: () =>
      import('../features/auth/CreatePasswordPage.tsx').then((m) => ({
        Component: m.CreatePasswordPage,
      })),
  },
  {
    path: '/forgot-password',
    lazy: () =>
      import('../features/auth/ForgotPasswordPage.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  ...['/forgot-password-successful', '/forgot-password-successful/:email'].map((path) => ({
    path,
    lazy: () =>
      import('../features/auth/ForgotPasswordSuccessfulPage.tsx').then((m) => ({
        Component: m.ForgotPasswordSuccessfulPage,
      })),
  })),
  {
    path: '/reset-password',
    lazy: () =>
      import('../features/auth/ResetPasswordPage.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    // Issue 39 §1: a share link's read-only results, for people without an account.
    path: '/shared/:token',
    lazy: () =>
      import('../features/results/shared/SharedResultsPage.tsx').then((m) => ({
        Component: m.SharedResultsPage,
      })),
  },
  {
    path: '/terms',
    lazy: () => import('../features/terms/TermsPage.tsx').then((m) => ({ Component: m.TermsPage })),
  },
];

const surveyPage = () =>
  import('../features/survey/SurveyPlaceholderPage.tsx').then((m) => ({
    Component: m.SurveyPlaceholderPage,
  }));

/**
 * P5: a survey page's first requests start with the route, beside its scripts rather than after
 * them: the survey's project (every survey page's frame waits for it) and, for the editor, the
 * draft. They are in the first bundle (the query documents are ~1 KB gzipped): behind a dynamic
 * import they queued behind the editor's ~60 chunks (6 connections per host over HTTP/1.1). Only
 * with a usable token (else the session gate refreshes it first and the page asks itself); the
 * loader does not wait for the answers, so the page renders as before.
 */
function surveyIdToPrefetch({ params }: LoaderFunctionArgs): string | null {
  const { surveyId } = params;
  const check = sessionCheck(storedSession.email(), storedSession.accessToken(), Date.now());
  return check === 'ok' && isSurveyId(surveyId) ? surveyId : null;
}

function prefetchSurveyPage(args: LoaderFunctionArgs): null {
  const surveyId = surveyIdToPrefetch(args);
  if (surveyId) prefetchSurveyProject(sharedApolloClient(), surveyId);
  return null;
}

function prefetchQuestionnaire(args: LoaderFunctionArgs): null {
  const surveyId = surveyIdToPrefetch(args);
  if (!surveyId) return null;
  // The project first: the server works on both on one thread, and the draft's execution
  // (~500 KB of fields) held the small project answer behind it when the draft went first.
  prefetchSurveyProject(sharedApolloClient(), surveyId);
  prefetchDraft(sharedApolloClient(), surveyId);
  return null;
}

/** A survey page's loader runs again only for another survey (not for a filter in its address). */
const sameSurvey = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.surveyId !== nextParams.surveyId;

/** Everything else sits behind the session gate; unknown paths show the 404 page. */
const protectedRoutes: RouteObject = {
  lazy: () =>
    import('./layout/ProtectedLayout.tsx').then((m) => ({ Component: m.ProtectedLayout })),
  children: [
    { index: true, element: <Navigate to="/projects" replace /> },
    {
      path: 'projects',
      lazy: () =>
        import('../features/projects/ProjectsPage.tsx').then((m) => ({
          Component: m.ProjectsPage,
        })),
    },
    {
      path: 'survey/:surveyId/audience',
      loader: prefetchSurveyPage,
      shouldRevalidate: sameSurvey,
      lazy: () =>
        import('../features/audience/AudiencePage.tsx').then((m) => ({
          Component: m.AudiencePage,
        })),
    },
    {
      path: 'survey/:surveyId/questionnaire',
      loader: prefetchQuestionnaire,
      shouldRevalidate: sameSurvey,
      lazy: () =>
        import('../features/questionnaire/QuestionnairePage.tsx').then((m) => ({
          Component: m.QuestionnairePage,
        })),
    },
    {
      path: 'survey/:surveyId/confirm',
      loader: prefetchSurveyPage,
      shouldRevalidate: sameSurvey,
      lazy: () =>
        import('../features/confirm/ConfirmPage.tsx').then((m) => ({
          Component: m.ConfirmPage,
        })),
    },
    {
      path: 'survey/:surveyId/markets',
      loader: prefetchSurveyPage,
      shouldRevalidate: sameSurvey,
      lazy: () =>
        import('../features/markets/MarketsPurchasePage.tsx').then((m) => ({
          Component: m.MarketsPurchasePage,
        })),
    },
    {
      path: 'survey/:surveyId/results',
      loader: prefetchSurveyPage,
      shouldRevalidate: sameSurvey,
      lazy: () =>
        import('../features/results/ResultsPage.tsx').then((m) => ({
          Component: m.ResultsPage,
        })),
    },
    {
      path: 'account/api-keys',
      lazy: () =>
        import('../features/apiKeys/ApiKeysPage.tsx').then((m) => ({
          Component: m.ApiKeysPage,
        })),
    },
    {
      path: 'account/webhooks',
      lazy: () =>
        import('../features/webhooks/WebhooksPage.tsx').then((m) => ({
          Component: m.WebhooksPage,
        })),
    },
    {
      path: 'trackers/:trackerId',
      lazy: () =>
        import('../features/trackers/TrackerPage.tsx').then((m) => ({
          Component: m.TrackerPage,
        })),
    },
    { path: 'survey/:surveyId/:page', lazy: surveyPage },
    // The 404 page is in the first bundle anyway: the route error boundary needs it.
    { path: '*', element: <NotFoundPage /> },
  ],
};

export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [...publicRoutes, protectedRoutes],
  },
]);
