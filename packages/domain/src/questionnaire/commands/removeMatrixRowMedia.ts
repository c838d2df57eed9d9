import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';
import { updateRow } from '../rowOps.ts';

export interface RemoveMatrixRowMediaArgs {
  matrixTitleLk: string;
  questionLk: string;
}

/** Removes the media of a matrix row. */
export function removeMatrixRowMedia(
  q: Questionnaire,
  args: RemoveMatrixRowMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateRow(q, args.matrixTitleLk, args.questionLk, ctx, (r) => ({
    ...r,
    questionMedia: null,
  }));
}
