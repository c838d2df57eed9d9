/** Shared body of the duplicate commands: a fresh copy inserted at a position. */
import { insertEntries } from './access.ts';
import { type CommandContext, clock, idSource } from './context.ts';
import { copyEntry } from './copy.ts';
import { reserveEntryNumbers } from './factories.ts';
import { requireInt } from './guards.ts';
import type { Entry, Questionnaire } from './model.ts';
import { pruneReferences } from './prune.ts';
import { renumber } from './renumber.ts';

/**
 * Inserts a copy of the entry at `position` (the editor passes the original's position + 1).
 * Decision: the copy keeps text, settings, media, options with their masking and routes, display
 * logic and fork groups; anything its new place makes invalid (e.g. logic on a later question when
 * placed above it) is dropped from the copy.
 */
export function duplicateEntry(
  q: Questionnaire,
  original: Entry,
  position: unknown,
  ctx: CommandContext,
): Questionnaire {
  requireInt(position, 'position', 0, q.entries.length);
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  const { numbers, lastEntryNumber } = reserveEntryNumbers(q, 1);
  const copy = copyEntry(original, {
    newId,
    nextNumber: () => numbers[0] ?? lastEntryNumber,
    now,
    maps: { ids: new Map(), numbers: new Map() },
  });
  return renumber(pruneReferences({ ...insertEntries(q, position, [copy]), lastEntryNumber }));
}
