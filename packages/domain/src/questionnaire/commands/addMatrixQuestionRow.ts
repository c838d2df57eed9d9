import { addRow } from '../rowOps.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface AddMatrixQuestionRowArgs {
  matrixTitleLk: string;
  position: number;
  text?: string;
}

/** Adds a matrix row with a text at a position. */
export function addMatrixQuestionRow(
  q: Questionnaire,
  args: AddMatrixQuestionRowArgs,
  ctx: CommandContext,
): Questionnaire {
  return addRow(q, args.matrixTitleLk, args.position, args.text, ctx);
}
