import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SharedView } from '@survey/domain/sharing/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/apiError.ts';
import { sharedApi } from '../../../lib/sharingApi.ts';
import { ResultsSourceContext } from '../data/resultsSource.ts';
import { SharedFailed, SharedLinkGone, SharedPasswordForm } from './SharedGate.tsx';
import { SHARED_TEXTS } from './sharedTexts.ts';
import { SharedProgressLine } from './SharedProgressLine.tsx';
import { useRobotsNoindex } from './useRobotsNoindex.ts';

// The results page's body and the crosstab load in their own chunks, as on the dashboard.
const ResultsBody = lazy(async () => ({
  default: (await import('../body/ResultsBody.tsx')).ResultsBody,
}));
const SharedTable = lazy(async () => ({
  default: (await import('./SharedTable.tsx')).SharedTable,
}));

type Loaded =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'failed' }
  | { status: 'locked' }
  | { status: 'open'; view: Extract<SharedView, { locked: false }> };

/** The unlock key stays for the tab's life (it expires on the server after an hour anyway). */
const keyName = (token: string) => `share-key:${token}`;

/**
 * `/shared/{token}` (issue 39 §1): a share link's read-only results, without a login. The results
 * page's own components read the link's routes (ResultsSourceContext); nothing that writes shows.
 */
export function SharedResultsPage() {
  const { token = '' } = useParams();
  useRobotsNoindex();
  const [key, setKey] = useState<string | null>(() => sessionStorage.getItem(keyName(token)));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    sharedApi.view(token, key, controller.signal).then(
      (view) => setLoaded(view.locked ? { status: 'locked' } : { status: 'open', view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const gone = error instanceof ApiError && error.status === 404;
        setLoaded({ status: gone ? 'gone' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, key, attempt]);
  const unlocked = (next: string) => {
    sessionStorage.setItem(keyName(token), next);
    setLoaded({ status: 'loading' });
    setKey(next);
  };
  const retry = () => {
    setLoaded({ status: 'loading' });
    setAttempt((a) => a + 1);
  };

  switch (loaded.status) {
    case 'loading':
      return <LinearProgress aria-label={SHARED_TEXTS.loading} />;
    case 'gone':
      return <SharedLinkGone />;
    case 'failed':
      return <SharedFailed onRetry={retry} />;
    case 'locked':
      return <SharedPasswordForm token={token} onUnlocked={unlocked} />;
    case 'open':
      return <SharedResults token={token} unlockKey={key} view={loaded.view} />;
  }
}

function SharedResults(props: {
  token: string;
  unlockKey: string | null;
  view: Extract<SharedView, { locked: false }>;
}) {
  const { token, unlockKey, view } = props;
  // A link across a multi-market project's markets (issue 37 §3): the server reads them combined
  // whatever the page sends; the page shows them as the dashboard's 'All markets' does.
  const acrossMarkets = view.markets === 'all';
  const source = useMemo(
    () => ({ api: sharedApi.results(token, () => unlockKey), readOnly: true, acrossMarkets }),
    [token, unlockKey, acrossMarkets],
  );
  const live = view.surveyState === 'live';
  return (
    <ResultsSourceContext.Provider value={source}>
      <Box
        component="header"
        sx={{
          px: 6,
          pt: 4,
          pb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 2,
          alignItems: 'baseline',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h1">{view.surveyName}</Typography>
        <Chip size="small" label={SHARED_TEXTS.readOnly} />
        {acrossMarkets ? <Chip size="small" label={SHARED_TEXTS.allMarkets} /> : null}
        <SharedProgressLine surveyId={view.surveyId} state={view.surveyState} live={live} />
      </Box>
      <Suspense fallback={<LinearProgress aria-label={SHARED_TEXTS.loading} />}>
        {view.kind === 'crosstab' && view.crosstab ? (
          <SharedTable
            surveyId={view.surveyId}
            projectName={view.surveyName}
            table={view.crosstab}
            live={live}
          />
        ) : (
          <ResultsBody
            surveyId={view.surveyId}
            projectName={view.surveyName}
            surveyState={view.surveyState}
          />
        )}
      </Suspense>
    </ResultsSourceContext.Provider>
  );
}
