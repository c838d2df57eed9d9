import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface RemoveRouteArgs {
  questionLk: string;
  responseOptionLk: string;
}

/** Removes the skip route of an option. */
export function removeRoute(
  q: Questionnaire,
  args: RemoveRouteArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o) => ({
    ...o,
    route: null,
  }));
}
