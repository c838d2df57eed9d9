import { insertNewEntry } from '../access.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { requireText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface AddSectionArgs {
  position: number;
  name: string;
}

/**
 * Adds an empty section (S{n}) at a top-level position (issue 38 §1). Cards are moved in with
 * moveEntryToSection. A blank name is allowed: the editor shows the label then.
 */
export function addSection(
  q: Questionnaire,
  args: AddSectionArgs,
  ctx: CommandContext,
): Questionnaire {
  const name = requireText(args.name, 'name', TEXT_LIMITS.name).trim();
  return insertNewEntry(q, args.position, ctx, (base, newId) => ({
    ...base,
    entryType: 'section',
    entryItem: { sectionId: newId(), name, entries: [] },
  }));
}
