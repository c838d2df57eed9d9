import { entryByNumber } from '../access.ts';
import { type CommandContext, clock } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { renumber } from '../renumber.ts';
import { refuseBrokenReferences } from '../sections.ts';

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
  return refuseBrokenReferences(renumber({ ...q, entries }));
}
