import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { requireText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { updateRow } from '../rowOps.ts';

export interface UpdateMatrixQuestionRowArgs {
  matrixTitleLk: string;
  questionLk: string;
  text: string;
}

/** Changes the text of a matrix row. */
export function updateMatrixQuestionRow(
  q: Questionnaire,
  args: UpdateMatrixQuestionRowArgs,
  ctx: CommandContext,
): Questionnaire {
  const text = requireText(args.text, 'text', TEXT_LIMITS.option);
  return updateRow(q, args.matrixTitleLk, args.questionLk, ctx, (r) => ({
    ...r,
    question: { ...r.question, text },
  }));
}
