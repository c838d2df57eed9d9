import { updateMatrixItem } from '../access.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { requireStyling, requireText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface UpdateMatrixQuestionArgs {
  matrixTitleLk: string;
  title: string;
  titleStyling?: unknown;
}

/** Changes a matrix's title and its styling. */
export function updateMatrixQuestion(
  q: Questionnaire,
  args: UpdateMatrixQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const title = requireText(args.title, 'title', TEXT_LIMITS.title);
  const titleStyling = requireStyling(args.titleStyling, 'titleStyling');
  return updateMatrixItem(q, args.matrixTitleLk, ctx, (item) => ({
    ...item,
    matrixTitle: { ...item.matrixTitle, title, titleStyling },
  }));
}
