import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import type { EndOutcome } from '@survey/domain/respondent/engine/state';
import type { AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, withRetry, type RunnerLocale, type RunnerView, type Transport } from './api.ts';

/** Why the runner cannot go on, as the respondent is told. */
export type Stop = 'invalid_link' | 'not_open' | 'preview_link' | 'failed';

export type Phase =
  | { kind: 'loading' }
  | { kind: 'page'; page: EntryPage }
  | { kind: 'end'; outcome: EndOutcome; redirectUrl: string | null }
  | { kind: 'stopped'; stop: Stop };

/** What the respondent sees about the last answer on its way: nothing, 'Saving…', 'Reconnecting…'. */
export type SendStatus = 'idle' | 'saving' | 'reconnecting';

function phaseOf(view: RunnerView): Phase {
  return view.page.kind === 'end'
    ? { kind: 'end', outcome: view.page.outcome, redirectUrl: view.redirectUrl }
    : { kind: 'page', page: view.page };
}

function stopOf(error: unknown): Stop {
  if (!(error instanceof ApiError)) return 'failed';
  // Only the preview is authenticated (by its own token): a 401 is a missing or expired one.
  if (error.status === 401) return 'preview_link';
  if (error.reason === 'SURVEY_NOT_OPEN') return 'not_open';
  if (error.reason === 'INVALID_LINK' || error.status === 403 || error.status === 404) {
    return 'invalid_link';
  }
  return 'failed';
}

/**
 * The runner's state: start (or resume) the session, then send each answer until the server has
 * it. The page stays on screen while an answer is on its way, so nothing typed is lost.
 */
export function useRunner(transport: Transport) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [status, setStatus] = useState<SendStatus>('idle');
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  // The survey's locale from the last view: the runner's texts follow its language.
  const [locale, setLocale] = useState<RunnerLocale | null>(null);
  const show = useCallback((view: RunnerView) => {
    if (view.locale !== null) setLocale(view.locale);
    setPhase(phaseOf(view));
  }, []);
  const sending = useRef(false);
  const onRetrying = useCallback(
    (retrying: boolean) => setStatus(retrying ? 'reconnecting' : 'saving'),
    [],
  );

  const load = useCallback(
    (isCurrent: () => boolean = () => true) =>
      withRetry(() => transport.start(), onRetrying)
        .then(
          (view) => isCurrent() && show(view),
          (error: unknown) => isCurrent() && setPhase({ kind: 'stopped', stop: stopOf(error) }),
        )
        .finally(() => isCurrent() && setStatus('idle')),
    [transport, onRetrying, show],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const submit = useCallback(
    async (pageKey: string, answer: Answer | null) => {
      if (sending.current) return;
      sending.current = true;
      setStatus('saving');
      setProblem(null);
      try {
        show(await withRetry(() => transport.answer(pageKey, answer), onRetrying));
      } catch (error) {
        if (error instanceof ApiError && error.problem) {
          setProblem(error.problem);
        } else if (
          error instanceof ApiError &&
          ['NOT_CURRENT_PAGE', 'ALREADY_ANSWERED', 'SESSION_ENDED'].includes(error.reason ?? '')
        ) {
          // Another tab moved this session on: show where it stands now.
          await load();
        } else {
          setPhase({ kind: 'stopped', stop: stopOf(error) });
        }
      } finally {
        sending.current = false;
        setStatus('idle');
      }
    },
    [transport, onRetrying, load, show],
  );

  return { phase, status, problem, locale, submit };
}
