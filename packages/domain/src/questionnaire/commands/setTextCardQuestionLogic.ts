import { textCardEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { type SetLogicInput, setLogic } from '../logicOps.ts';
import type { Questionnaire } from '../model.ts';

export interface SetTextCardQuestionLogicArgs extends SetLogicInput {
  textCardLk: string;
}

/** Adds a display-logic condition to a text card (a new clause, or OR-ed into logicInfoRef's clause). */
export function setTextCardQuestionLogic(
  q: Questionnaire,
  args: SetTextCardQuestionLogicArgs,
  ctx: CommandContext,
): Questionnaire {
  return setLogic(q, textCardEntry(q, args.textCardLk), args, ctx);
}
