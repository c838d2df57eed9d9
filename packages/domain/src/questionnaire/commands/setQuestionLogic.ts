import { questionEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { type SetLogicInput, setLogic } from '../logicOps.ts';
import type { Questionnaire } from '../model.ts';

export interface SetQuestionLogicArgs extends SetLogicInput {
  questionLk: string;
}

/** Adds a display-logic condition to a question (a new clause, or OR-ed into logicInfoRef's clause). */
export function setQuestionLogic(
  q: Questionnaire,
  args: SetQuestionLogicArgs,
  ctx: CommandContext,
): Questionnaire {
  return setLogic(q, questionEntry(q, args.questionLk), args, ctx);
}
