import { replaceEntry, textCardEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { requireMedia } from '../guards.ts';
import type { MediaType, Questionnaire } from '../model.ts';

export interface SetTextCardMediaArgs {
  textCardLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null;
}

/** Sets the image or video of a text card (replacing any). */
export function setTextCardMedia(
  q: Questionnaire,
  args: SetTextCardMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  const media = requireMedia(args);
  const entry = textCardEntry(q, args.textCardLk);
  return replaceEntry(
    q,
    { ...entry, entryItem: { ...entry.entryItem, questionMedia: media } },
    ctx,
  );
}
