import { textCardEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { duplicateEntry } from '../duplicate.ts';
import type { Questionnaire } from '../model.ts';

export interface DuplicateTextCardArgs {
  textCardLk: string;
  position: number;
}

/** Copies a text card to a position (an empty text card may be copied too). */
export function duplicateTextCard(
  q: Questionnaire,
  args: DuplicateTextCardArgs,
  ctx: CommandContext,
): Questionnaire {
  return duplicateEntry(q, textCardEntry(q, args.textCardLk), args.position, ctx);
}
