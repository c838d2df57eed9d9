import { questionEntry } from '../access.ts';
import { END_OF_SURVEY_TARGET } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';
import { buildReferenceIndex } from '../refIndex.ts';
import { routeIsBackward, routeProblem } from '../references.ts';

export interface SetRouteArgs {
  questionLk: string;
  responseOptionLk: string;
  /** Number of a later question, matrix or text card, or 100000 for the end of the survey. */
  targetNumber: number;
}

/**
 * Skip logic on an option of a single/multi select question. Routes go only forward. As the editor
 * offers only that target once one option of a question routes somewhere, all routes of one
 * question share one target (ROUTE_TARGET_MISMATCH otherwise). A route a move left pointing
 * backwards does not count: it is flagged, and re-targeting the options one by one fixes it.
 */
export function setRoute(q: Questionnaire, args: SetRouteArgs, ctx: CommandContext): Questionnaire {
  const targetNumber = requireInt(args.targetNumber, 'targetNumber', 1, END_OF_SURVEY_TARGET);
  const entry = questionEntry(q, args.questionLk);
  if (entry.entryItem.questionTypeCode !== 'Basic') {
    fail('WRONG_QUESTION_TYPE', 'Routing is set on single or multi select options');
  }
  const index = buildReferenceIndex(q);
  const own = index.entries.get(entry.number)?.order ?? 0;
  const problem = routeProblem(index, { targetNumber }, own);
  if (problem === 'the target is not later') {
    fail('ROUTE_BACKWARD', "You can't route a response to a previous question");
  }
  if (problem !== null) fail('ROUTE_TARGET_INVALID', `Cannot route there: ${problem}`);
  const other = entry.entryItem.responseOptions.find(
    (o) =>
      o.route !== null &&
      o.route.targetNumber !== targetNumber &&
      o.responseOptionLk !== args.responseOptionLk &&
      !routeIsBackward(index, o.route, own),
  );
  if (other) {
    fail('ROUTE_TARGET_MISMATCH', 'Another option of this question already routes elsewhere', {
      targetNumber: other.route?.targetNumber ?? 0,
    });
  }
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o) => ({
    ...o,
    route: { targetNumber },
  }));
}
