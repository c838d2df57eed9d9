import { detachRow } from '../rowOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface DetachMatrixQuestionRowArgs {
  matrixTitleLk: string;
  questionLk: string;
}

/** Deletes a matrix row (refused at 2 or fewer). */
export function detachMatrixQuestionRow(
  q: Questionnaire,
  args: DetachMatrixQuestionRowArgs,
  ctx: CommandContext,
): Questionnaire {
  return detachRow(q, args.matrixTitleLk, args.questionLk, ctx);
}
