import { entryByNumber } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';
import { pruneReferences } from '../prune.ts';
import { renumber } from '../renumber.ts';
import { removeEntries } from '../walk.ts';

export interface DetachQuestionnaireEntryArgs {
  number: number;
}

/**
 * Deletes an entry (a section with its nested entries). Routes to it, display logic and masking
 * on it, and fork groups of a deleted fork are removed with it; later entries move up.
 */
export function detachQuestionnaireEntry(
  q: Questionnaire,
  args: DetachQuestionnaireEntryArgs,
  _ctx: CommandContext,
): Questionnaire {
  const entry = entryByNumber(q, args.number);
  const entries = removeEntries(q.entries, (e) => e.number === entry.number);
  return renumber(pruneReferences({ ...q, entries }));
}
