import { useMessages } from '@survey/survey-ui/i18n/MessagesContext.tsx';
import { useMemo, type ReactNode } from 'react';
import type { Transport } from './api.ts';
import { EndScreen } from './EndScreen.tsx';
import { Localised } from './Localised.tsx';
import { QuestionPage } from './QuestionPage.tsx';
import { endPageOutcome, isOwnEndPage, parseSurveyLink } from './surveyLink.ts';
import { previewTransport, sessionTransport, takePreviewToken } from './transports.ts';
import { useRunner } from './useRunner.ts';

/** The transport the link asks for, or null when the link is incomplete. */
function transportOf(search: string): { transport: Transport; preview: boolean } | null {
  const link = parseSurveyLink(search);
  if (!link.surveyId || !link.respondentId) return null;
  if (link.preview) {
    const token = takePreviewToken(link.surveyId, link.respondentId);
    const transport = previewTransport(link.surveyId, link.respondentId, token, link.lang);
    return { transport, preview: true };
  }
  if (!link.supplierCode || !link.signature) return null;
  return {
    transport: sessionTransport({
      surveyId: link.surveyId,
      respondentId: link.respondentId,
      supplierCode: link.supplierCode,
      signature: link.signature,
      ...(link.lang && { lang: link.lang }),
    }),
    preview: false,
  };
}

/** The respondent runner: `/end?outcome=` (the panel's way back) or a survey link. */
export function App() {
  const { pathname, search } = window.location;
  const outcome = endPageOutcome(pathname, search);
  const found = useMemo(() => (outcome === null ? transportOf(search) : null), [outcome, search]);
  if (outcome !== null)
    return (
      <Localised locale={null}>
        <Shell preview={false}>
          <EndScreen ending={outcome} />
        </Shell>
      </Localised>
    );
  if (found === null) {
    return (
      <Localised locale={null}>
        <Shell preview={false}>
          <EndScreen ending="invalid_link" />
        </Shell>
      </Localised>
    );
  }
  return <Runner transport={found.transport} preview={found.preview} />;
}

function Shell({ preview, children }: { preview: boolean; children: ReactNode }) {
  const t = useMessages();
  return (
    <>
      {preview && (
        <p className="preview-banner" role="note">
          {t.text('previewBanner')}
        </p>
      )}
      <main className="card">{children}</main>
    </>
  );
}

/** The survey's pages in its language (the locale comes with every page from the server). */
function Runner({ transport, preview }: { transport: Transport; preview: boolean }) {
  const { locale, ...runner } = useRunner(transport);
  return (
    <Localised locale={locale}>
      <Shell preview={preview}>
        <RunnerPhase {...runner} />
      </Shell>
    </Localised>
  );
}

function RunnerPhase({
  phase,
  status,
  problem,
  submit,
}: Omit<ReturnType<typeof useRunner>, 'locale'>) {
  const t = useMessages();
  switch (phase.kind) {
    case 'loading':
      return (
        <p className="status" role="status">
          {t.text(status === 'reconnecting' ? 'reconnecting' : 'loading')}
        </p>
      );
    case 'page':
      return (
        <QuestionPage
          key={phase.page.key}
          page={phase.page}
          status={status}
          problem={problem}
          onSubmit={(answer) => void submit(phase.page.key, answer)}
        />
      );
    case 'end': {
      const { redirectUrl } = phase;
      const away =
        redirectUrl !== null && !isOwnEndPage(redirectUrl, window.location.origin)
          ? redirectUrl
          : null;
      return <EndScreen ending={phase.outcome} redirectUrl={away} />;
    }
    case 'stopped':
      return <EndScreen ending={phase.stop} />;
  }
}
