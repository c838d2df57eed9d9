import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface RemoveResponseOptionMediaArgs {
  questionLk: string;
  responseOptionLk: string;
}

/** Removes the media of an option. */
export function removeResponseOptionMedia(
  q: Questionnaire,
  args: RemoveResponseOptionMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o) => ({
    ...o,
    media: null,
  }));
}
