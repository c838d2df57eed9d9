import type { CommandContext } from '../context.ts';
import { requireMedia } from '../guards.ts';
import type { MediaType, Questionnaire } from '../model.ts';
import { updateRow } from '../rowOps.ts';

export interface SetMatrixRowMediaArgs {
  matrixTitleLk: string;
  questionLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null;
}

/** Sets the image or video of a matrix row (replacing any). */
export function setMatrixRowMedia(
  q: Questionnaire,
  args: SetMatrixRowMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  const media = requireMedia(args);
  return updateRow(q, args.matrixTitleLk, args.questionLk, ctx, (r) => ({
    ...r,
    questionMedia: media,
  }));
}
