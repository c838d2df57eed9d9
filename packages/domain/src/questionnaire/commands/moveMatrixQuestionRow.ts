import { moveRow } from '../rowOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface MoveMatrixQuestionRowArgs {
  matrixTitleLk: string;
  questionLk: string;
  toPosition: number;
}

/** Moves a matrix row to another position. */
export function moveMatrixQuestionRow(
  q: Questionnaire,
  args: MoveMatrixQuestionRowArgs,
  ctx: CommandContext,
): Questionnaire {
  return moveRow(q, args.matrixTitleLk, args.questionLk, args.toPosition, ctx);
}
