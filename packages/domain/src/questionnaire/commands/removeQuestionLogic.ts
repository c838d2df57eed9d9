import { questionEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { type LogicInfoRef, removeLogic } from '../logicOps.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveQuestionLogicArgs {
  questionLk: string;
  /** Omitted: removes all display logic of the card. */
  logicInfoRef?: LogicInfoRef | null;
}

/** Removes display logic from a question: one condition, one clause, or all of it. */
export function removeQuestionLogic(
  q: Questionnaire,
  args: RemoveQuestionLogicArgs,
  ctx: CommandContext,
): Questionnaire {
  return removeLogic(q, questionEntry(q, args.questionLk), args.logicInfoRef, ctx);
}
