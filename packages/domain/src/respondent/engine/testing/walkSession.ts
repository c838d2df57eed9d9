/** Walks a session to its end with an answering strategy, recording what the respondent met. */
import type { Answer } from '../../answers.ts';
import { nextPage, startSession, submitAnswer, type StartOptions } from '../engine.ts';
import type { EntryPage } from '../pages.ts';
import type { PublishedSurvey } from '../published.ts';
import type { SessionState } from '../state.ts';

export interface Visit {
  page: EntryPage;
  answer: Answer | null;
  /** The session before the answer (what the page was decided from). */
  before: SessionState;
}

export interface Walk {
  visits: Visit[];
  state: SessionState;
}

/** Answers every page with `answer` until the end; fails if a page refuses or the walk never ends. */
export function walkSession(
  published: PublishedSurvey,
  start: StartOptions,
  answer: (page: EntryPage) => Answer | null,
  maxPages = 10_000,
): Walk {
  let state = startSession(published, start);
  const visits: Visit[] = [];
  for (let n = 0; n < maxPages; n++) {
    const page = nextPage(published, state);
    if (page.kind === 'end') return { visits, state };
    const given = answer(page);
    const result = submitAnswer(published, state, page.key, given);
    if (!result.ok) throw new Error(`${page.key} refused: ${result.error.message}`);
    visits.push({ page, answer: given, before: state });
    state = result.state;
  }
  throw new Error('the session never ended');
}
