import { replaceEntry } from '../access.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { requireText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { sectionByNumber } from '../sections.ts';

export interface RenameSectionArgs {
  number: number;
  name: string;
}

/** Renames a section (trimmed; blank allowed, as a new section's). */
export function renameSection(
  q: Questionnaire,
  args: RenameSectionArgs,
  ctx: CommandContext,
): Questionnaire {
  const section = sectionByNumber(q, args.number);
  const name = requireText(args.name, 'name', TEXT_LIMITS.name).trim();
  if (name === section.entryItem.name) return q;
  return replaceEntry(q, { ...section, entryItem: { ...section.entryItem, name } }, ctx);
}
