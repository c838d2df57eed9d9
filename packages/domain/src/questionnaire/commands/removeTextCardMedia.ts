import { replaceEntry, textCardEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveTextCardMediaArgs {
  textCardLk: string;
}

/** Removes the media of a text card. */
export function removeTextCardMedia(
  q: Questionnaire,
  args: RemoveTextCardMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = textCardEntry(q, args.textCardLk);
  return replaceEntry(q, { ...entry, entryItem: { ...entry.entryItem, questionMedia: null } }, ctx);
}
