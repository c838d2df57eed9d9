import { entryByNumber } from '../access.ts';
import { type CommandContext, clock } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { brokenReferences } from '../prune.ts';
import { renumber } from '../renumber.ts';
import { flattenEntries } from '../walk.ts';

export interface MoveQuestionnaireEntryArgs {
  number: number;
  toPosition: number;
}

/**
 * Moves a top-level entry to another position. A route that the move leaves pointing backwards is
 * kept and shown as the spec's validation error ("You can't route a response to a previous
 * question", spec 2 §5) until the user changes it. Decision: a move that would make display logic,
 * masking or a fork group point at a later item is refused (MOVE_BREAKS_REFERENCES) rather than
 * silently dropping the user's logic: the spec allows those only on earlier items and has no
 * validation message for them (see the README).
 */
export function moveQuestionnaireEntry(
  q: Questionnaire,
  args: MoveQuestionnaireEntryArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = entryByNumber(q, args.number);
  const from = q.entries.findIndex((e) => e.number === entry.number);
  if (from < 0) fail('ENTRY_NOT_FOUND', 'Only top-level entries can be moved');
  const to = requireInt(args.toPosition, 'toPosition', 0, q.entries.length - 1);
  if (from === to) return q;
  const entries = [...q.entries];
  entries.splice(from, 1);
  entries.splice(to, 0, { ...entry, sinceDate: clock(ctx) });
  const moved = renumber({ ...q, entries });
  const broken = brokenReferences(moved);
  const first = broken[0];
  if (first) {
    const label = flattenEntries(moved.entries).find((e) => e.number === first.entryNumber)?.label;
    fail(
      'MOVE_BREAKS_REFERENCES',
      `This move would break the ${first.kind} of ${label ?? 'a card'} (${first.message}). ` +
        'Remove it before moving the card.',
      { entryNumber: first.entryNumber },
    );
  }
  return moved;
}
