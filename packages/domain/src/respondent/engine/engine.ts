/**
 * The respondent path engine (issue 11 item 4): which page comes next, and what an answer does.
 * Pure: the server stores the state between requests and decides with these functions; the runner
 * and the editor's preview call the same ones, so every path is decided in one place.
 */
import { END_OF_SURVEY_TARGET } from '../../questionnaire/constants.ts';
import type { Entry } from '../../questionnaire/model.ts';
import type { Answer } from '../answers.ts';
import { answerKind, respondentOptions, respondentRows } from '../respondentItems.ts';
import { validateAnswer } from '../validateAnswer.ts';
import { passesScreening, profilePicks } from './audienceQuestions.ts';
import { orderSeed, shownEntry, withForks } from './context.ts';
import type { EngineError } from './errors.ts';
import type { Page } from './pages.ts';
import { titleOf } from './presentation.ts';
import type { PublishedSurvey } from './published.ts';
import { sameJson } from './sameJson.ts';
import {
  SESSION_SCHEMA_VERSION,
  type EndOutcome,
  type PageKey,
  type PanelProfile,
  type SessionState,
} from './state.ts';
import { sessionOrder, type SessionLayout, type SessionOrder } from './sectionLayout.ts';
import { surveySteps, type SurveySteps } from './steps.ts';
import { chooseLoopItems } from './loopItems.ts';

/** The stored state does not belong to this published survey (a server bug, never user input). */
export class SessionStateError extends Error {
  override readonly name = 'SessionStateError';
}

export interface StartOptions {
  respondentId: string;
  /** uint32; the server draws it once per session (e.g. from the respondent id). */
  seed: number;
  /** The panel's known answers to audience questions (used for hidden ones). */
  profile?: PanelProfile;
  /** The sections' order and selection (chooseLayout); null or absent: document order. */
  layout?: SessionLayout | null;
}

export type SubmitResult =
  | { ok: true; state: SessionState; page: Page; replayed: boolean }
  | { ok: false; error: EngineError; state: SessionState };

const shown = (s: SessionState, key: PageKey): SessionState => ({
  ...s,
  current: key,
  seen: [...s.seen, key],
});
const ended = (s: SessionState, outcome: EndOutcome): SessionState => ({
  ...s,
  status: outcome,
  current: null,
});

/**
 * Walks from place `from` of the session's order (sectionLayout.ts) to the next page to show,
 * answering hidden audience questions on the way.
 */
function advance(survey: SurveySteps, state: SessionState, from: number): SessionState {
  let s = state;
  let { order } = sessionOrder(survey, state.layout, state.loops);
  for (let place = from; place < order.length; place++) {
    const i = order[place] ?? survey.steps.length;
    const step = survey.steps[i];
    if (step === undefined) break;
    if (i >= survey.screeningCount && !s.qualified) s = { ...s, qualified: true };
    if (step.kind === 'audience') {
      const q = step.question;
      const picks = q.hidden ? profilePicks(q, s.profile) : null;
      // A hidden question the panel cannot answer is asked: better than guessing either way.
      if (picks === null) return shown(s, step.key);
      s = {
        ...s,
        answers: { ...s.answers, [step.key]: { kind: 'choice', selected: picks, texts: {} } },
        profiled: [...s.profiled, step.key],
      };
      if (!passesScreening(q, picks)) return ended(s, 'screened_out');
      continue;
    }
    const entry = step.entry;
    const loop = entry.entryType === 'section' ? survey.loops.get(entry.number) : undefined;
    if (loop !== undefined && entry.entryType === 'section' && !s.loops?.[entry.number]) {
      // Issue 38 §2: the items are chosen as the walk reaches the section; its iterations follow.
      const items = chooseLoopItems(entry, loop.items, s, loop.sourceKey);
      s = { ...s, loops: { ...s.loops, [entry.number]: items } };
      ({ order } = sessionOrder(survey, s.layout, s.loops));
      continue;
    }
    if (entry.entryType === 'fork') {
      s = withForks(survey, s, [entry.entryItem.fork.forkId]);
      continue;
    }
    s = withForks(
      survey,
      s,
      entry.forks.map((f) => f.forkId),
    );
    if (shownEntry(survey, s, entry, step.loop) !== null) return shown(s, step.key);
  }
  return ended({ ...s, qualified: true }, 'complete');
}

function currentStep(survey: SurveySteps, state: SessionState) {
  const index = state.current === null ? undefined : survey.indexByKey.get(state.current);
  const step = index === undefined ? undefined : survey.steps[index];
  if (index === undefined || step === undefined) {
    throw new SessionStateError(`Page ${state.current ?? 'none'} is not in this survey`);
  }
  const walk = sessionOrder(survey, state.layout, state.loops);
  const place = walk.placeOf.get(index);
  const entry =
    step.kind === 'audience' ? step.entry : shownEntry(survey, state, step.entry, step.loop);
  if (entry === null || place === undefined) {
    throw new SessionStateError(`Page ${step.key} is not shown to this session`);
  }
  return { place, walk, step, entry };
}

/** Starts a session: the first page is the first audience question or entry this respondent sees. */
export function startSession(published: PublishedSurvey, options: StartOptions): SessionState {
  const survey = surveySteps(published);
  // Only what the audience asks about is kept: a panel profile holds every attribute it knows.
  const profile: Record<string, string[]> = {};
  for (const step of survey.steps.slice(0, survey.screeningCount)) {
    if (step.kind !== 'audience') continue;
    const value = options.profile?.[step.question.key];
    if (value !== undefined)
      profile[step.question.key] = typeof value === 'string' ? [value] : [...value];
  }
  const state: SessionState = {
    ...(options.layout ? { layout: options.layout } : {}),
    schemaVersion: SESSION_SCHEMA_VERSION,
    respondentId: options.respondentId,
    seed: options.seed >>> 0,
    status: 'in_progress',
    qualified: false,
    profile,
    forks: {},
    answers: {},
    profiled: [],
    seen: [],
    current: null,
  };
  return advance(survey, state, 0);
}

/** The page waiting for the respondent, or the end and its outcome. */
export function nextPage(published: PublishedSurvey, state: SessionState): Page {
  if (state.status !== 'in_progress') return { kind: 'end', outcome: state.status };
  const survey = surveySteps(published);
  const { place, walk, step, entry } = currentStep(survey, state);
  const seed = orderSeed(state);
  return {
    kind: 'entry',
    key: step.key,
    questionKind: step.kind === 'audience' ? 'audience' : 'questionnaire',
    label: entry.label,
    entry,
    title: titleOf(entry),
    options: respondentOptions(entry, seed),
    rows: respondentRows(entry, seed),
    answerKind: answerKind(entry),
    seed,
    progress: place / walk.order.length,
  };
}

/**
 * Where the answer routes to: the place in the session's order of the first chosen option's
 * target (the editor gives every route of a question one target), END for the end of the survey,
 * or null to go on in order. A route that does not point forward in this respondent's order (a
 * move left it behind, or rotation put the target earlier) or whose target this respondent is not
 * shown (k of n) is ignored, so a path can never loop.
 */
function routeOf(
  survey: SurveySteps,
  walk: SessionOrder,
  entry: Entry,
  place: number,
  answer: Answer | null,
): number | 'END' | null {
  if (entry.entryType !== 'question' || answer?.kind !== 'choice') return null;
  const chosen = new Set(answer.selected);
  for (const o of entry.entryItem.responseOptions) {
    if (o.route === null || !chosen.has(o.responseOptionLk)) continue;
    if (o.route.targetNumber === END_OF_SURVEY_TARGET) return 'END';
    const index = survey.indexByNumber.get(o.route.targetNumber);
    const target = index === undefined ? undefined : walk.placeOf.get(index);
    if (target !== undefined && target > place) return target;
  }
  return null;
}

function refuse(state: SessionState, error: EngineError): SubmitResult {
  return { ok: false, error, state };
}

/**
 * Records the answer to the waiting page and moves on. A wrong answer, or one for another page,
 * is refused with a typed error and the state unchanged; the same answer sent again for a page
 * already answered is accepted as a replay and changes nothing (retries are idempotent).
 */
export function submitAnswer(
  published: PublishedSurvey,
  state: SessionState,
  pageKey: PageKey,
  answer: Answer | null,
): SubmitResult {
  if (state.current !== pageKey || state.status !== 'in_progress') {
    const recorded = Object.hasOwn(state.answers, pageKey);
    if (recorded && sameJson(state.answers[pageKey] ?? null, answer)) {
      return { ok: true, state, page: nextPage(published, state), replayed: true };
    }
    if (state.status !== 'in_progress') {
      return refuse(state, {
        code: 'SESSION_ENDED',
        message: 'This survey session has ended.',
        outcome: state.status,
      });
    }
    if (recorded) {
      return refuse(state, {
        code: 'ALREADY_ANSWERED',
        message: 'This question was already answered.',
      });
    }
    return refuse(state, {
      code: 'NOT_CURRENT_PAGE',
      message: 'This is not the question waiting for an answer.',
      current: state.current,
    });
  }
  const survey = surveySteps(published);
  const { place, walk, step, entry } = currentStep(survey, state);
  const check = validateAnswer(entry, answer);
  if (!check.ok) {
    return refuse(state, {
      code: 'INVALID_ANSWER',
      message: check.problem.message,
      problem: check.problem,
    });
  }
  let next: SessionState = { ...state, answers: { ...state.answers, [pageKey]: answer } };
  if (step.kind === 'audience') {
    const picks = answer?.kind === 'choice' ? answer.selected : [];
    next = passesScreening(step.question, picks)
      ? advance(survey, next, place + 1)
      : ended(next, 'screened_out');
  } else {
    const target = routeOf(survey, walk, step.entry, place, answer);
    if (target === 'END') next = ended(next, 'complete');
    else next = advance(survey, next, target ?? place + 1);
  }
  return { ok: true, state: next, page: nextPage(published, next), replayed: false };
}

/** Ends a session from outside the path: 'quota_full' when its cell is full, 'dropped' on timeout. */
export function endSession(state: SessionState, outcome: 'quota_full' | 'dropped'): SessionState {
  return state.status === 'in_progress' ? ended(state, outcome) : state;
}
