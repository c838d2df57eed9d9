/** Which targets the editor offers for a skip route on an option (spec 2 §4 "Skip route", §5). */
import { questionEntry } from './access.ts';
import { END_OF_SURVEY_TARGET } from './constants.ts';
import type { Questionnaire } from './model.ts';
import { buildReferenceIndex } from './refIndex.ts';
import { routeIsBackward, routeProblem } from './references.ts';
import { flattenEntries } from './walk.ts';

export interface RouteTargets {
  /** Later cards a route may go to (questions, matrices, text cards; never forks), in order. */
  upcoming: number[];
  /**
   * Target numbers offered for a new route: the upcoming cards and END_OF_SURVEY_TARGET, or only
   * the target another option of the question already routes to. Empty when nothing is upcoming
   * (the editor disables 'Add skip logic' then).
   */
  offered: number[];
}

/**
 * The targets for a route on `responseOptionLk` of a question, by the same checks setRoute makes,
 * so that the editor never offers a target the command refuses.
 */
export function routeTargets(
  q: Questionnaire,
  questionLk: string,
  responseOptionLk: string,
): RouteTargets {
  const entry = questionEntry(q, questionLk);
  const index = buildReferenceIndex(q);
  const own = index.entries.get(entry.number)?.order ?? 0;
  const upcoming = flattenEntries(q.entries)
    .filter((e) => routeProblem(index, { targetNumber: e.number }, own) === null)
    .map((e) => e.number);
  if (upcoming.length === 0) return { upcoming, offered: [] };
  // Spec 2 §4: once one option routes somewhere, only that target is offered. A route a move
  // left pointing backwards is flagged instead and does not bind the others (setRoute agrees).
  const bound = entry.entryItem.responseOptions.find(
    (o) =>
      o.responseOptionLk !== responseOptionLk &&
      o.route !== null &&
      !routeIsBackward(index, o.route, own),
  )?.route;
  if (bound) return { upcoming, offered: [bound.targetNumber] };
  return { upcoming, offered: [...upcoming, END_OF_SURVEY_TARGET] };
}
