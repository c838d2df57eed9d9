import type { CommandContext } from '../context.ts';
import { requireMedia } from '../guards.ts';
import type { MediaType, Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface SetResponseOptionMediaArgs {
  questionLk: string;
  responseOptionLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null;
}

/** Sets the image or video of an option of a choice question (replacing any). */
export function setResponseOptionMedia(
  q: Questionnaire,
  args: SetResponseOptionMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  const media = requireMedia(args);
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o) => ({
    ...o,
    media,
  }));
}
