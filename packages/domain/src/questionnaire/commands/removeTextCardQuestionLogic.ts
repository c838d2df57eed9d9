import { textCardEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { type LogicInfoRef, removeLogic } from '../logicOps.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveTextCardQuestionLogicArgs {
  textCardLk: string;
  /** Omitted: removes all display logic of the card. */
  logicInfoRef?: LogicInfoRef | null;
}

/** Removes display logic from a text card: one condition, one clause, or all of it. */
export function removeTextCardQuestionLogic(
  q: Questionnaire,
  args: RemoveTextCardQuestionLogicArgs,
  ctx: CommandContext,
): Questionnaire {
  return removeLogic(q, textCardEntry(q, args.textCardLk), args.logicInfoRef, ctx);
}
