import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useResultsSource } from '../data/resultsSource.ts';
import { combinedProgress } from '../markets/marketScope.ts';
import { sharedProgressLine } from './sharedTexts.ts';

/** How often a live survey's count is read again (as the results header does). */
const PROGRESS_POLL_MS = 10_000;

/**
 * The header's completes, read through the link and again every 10 s while live; a link across
 * markets answers each market's, added up as the dashboard's header does.
 */
export function SharedProgressLine(props: { surveyId: string; state: string; live: boolean }) {
  const { api, acrossMarkets } = useResultsSource();
  const { surveyId, state, live } = props;
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    const read = () =>
      api.progress([surveyId]).then(
        (rows) => {
          const found = acrossMarkets ? combinedProgress(surveyId, rows) : rows[0];
          if (!stopped && found) setLine(sharedProgressLine(state, found));
        },
        () => undefined,
      );
    void read();
    const timer = live ? setInterval(() => void read(), PROGRESS_POLL_MS) : undefined;
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, acrossMarkets, surveyId, state, live]);
  return line ? (
    <Typography color="text.secondary" data-testid="shared-progress">
      {line}
    </Typography>
  ) : null;
}
