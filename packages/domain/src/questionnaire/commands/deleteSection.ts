import type { CommandContext } from '../context.ts';
import { requireBoolean } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { pruneReferences } from '../prune.ts';
import { renumber } from '../renumber.ts';
import { sectionByNumber } from '../sections.ts';

export interface DeleteSectionArgs {
  number: number;
  /** True: the section's cards stay, at the section's place; false: they are deleted with it. */
  keepCards: boolean;
}

/**
 * Deletes a section, keeping its cards at its place (document order unchanged, so no reference
 * breaks) or deleting them as detachQuestionnaireEntry does. Routes to the section itself, and
 * everything that pointed at deleted cards, are removed.
 */
export function deleteSection(
  q: Questionnaire,
  args: DeleteSectionArgs,
  _ctx: CommandContext,
): Questionnaire {
  const section = sectionByNumber(q, args.number);
  const keep = requireBoolean(args.keepCards, 'keepCards');
  const entries = q.entries.flatMap((e) => {
    if (e.number !== section.number) return [e];
    return keep ? section.entryItem.entries : [];
  });
  return renumber(pruneReferences({ ...q, entries }));
}
