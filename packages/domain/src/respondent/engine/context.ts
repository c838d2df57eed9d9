/** Reading a session: answers by lk, fork branches, and the presented entry of a step. */
import type { Entry } from '../../questionnaire/model.ts';
import { forkRandom, assignForkBranch } from './forkAssignment.ts';
import { forksHold, logicHolds } from './logic.ts';
import { presentedEntry, type AnswerContext } from './presentation.ts';
import { loopKey } from './loopItems.ts';
import type { LoopStep, SurveySteps, Step } from './steps.ts';
import type { SessionState } from './state.ts';

/** The answers of a session as presentation and logic read them. */
export function answerContext(
  survey: SurveySteps,
  state: SessionState,
  loop?: LoopStep,
): AnswerContext {
  const stepOf = (lk: string): Step | null => {
    const key = survey.keyByLk.get(lk);
    const index = key === undefined ? undefined : survey.indexByKey.get(key);
    return index === undefined ? null : (survey.steps[index] ?? null);
  };
  return {
    answerOf: (lk) => {
      const key = survey.keyByLk.get(lk);
      if (key === undefined) return null;
      // Issue 38 §2: inside an iteration, a card of the loop answers for the same item.
      const own = loop === undefined ? undefined : loopKey(key, loop.item.key);
      if (own !== undefined && Object.hasOwn(state.answers, own)) return state.answers[own] ?? null;
      return state.answers[key] ?? null;
    },
    entryOf: (lk) => stepOf(lk)?.entry ?? null,
    ...(loop === undefined ? {} : { loopItem: loop.item.text }),
  };
}

/** The seed string of option order (the same one the page hands to the runner). */
export const orderSeed = (state: SessionState): string => String(state.seed);

/** The state with a branch drawn for every fork in `forkIds` that has none yet. */
export function withForks(
  survey: SurveySteps,
  state: SessionState,
  forkIds: readonly string[],
): SessionState {
  let forks = state.forks;
  for (const forkId of forkIds) {
    const fork = survey.forks.get(forkId);
    if (forks[forkId] !== undefined || fork === undefined) continue;
    const branch = assignForkBranch(fork, forkRandom(state.seed, forkId));
    if (branch !== null) forks = { ...forks, [forkId]: branch };
  }
  return forks === state.forks ? state : { ...state, forks };
}

/**
 * The entry of a questionnaire step as this respondent would see it now, or null when it is not
 * shown: not on their fork branch, display logic false, or masked down to nothing. Forks named by
 * the entry must already be assigned (withForks).
 */
export function shownEntry(
  survey: SurveySteps,
  state: SessionState,
  entry: Entry,
  loop?: LoopStep,
): Entry | null {
  if (entry.entryType === 'fork' || entry.entryType === 'section') return null;
  if (!forksHold(entry.forks, (id) => state.forks[id] ?? null)) return null;
  const ctx = answerContext(survey, state, loop);
  if (!logicHolds(entry.questionLogic, ctx.answerOf)) return null;
  return presentedEntry(entry, ctx, orderSeed(state));
}
