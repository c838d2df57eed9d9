import { entryByNumber } from '../access.ts';
import { type CommandContext, clock } from '../context.ts';
import { fail } from '../errors.ts';
import { questionLksOf, refuseQuotaInLoop } from '../loopQuotas.ts';
import { requireInt } from '../guards.ts';
import type { Entry, Questionnaire, SectionEntry } from '../model.ts';
import { renumber } from '../renumber.ts';
import { fitsInSection, refuseBrokenReferences, sectionByNumber } from '../sections.ts';
import { mapEntries, removeEntries } from '../walk.ts';

export interface MoveEntryToSectionArgs {
  /** The card to move: a question, matrix or text card, at the top level or in a section. */
  number: number;
  /** The section to move it into, or null to move it out to the top level. */
  sectionNumber: number | null;
  /** Its 0-based position in that list (the list without the card). */
  toPosition: number;
}

/** The section's cards and pins without the card `number`. */
function withoutCard(section: SectionEntry, number: number): SectionEntry {
  const pinned = section.entryItem.pinnedCards;
  if (pinned === undefined || !pinned.includes(number)) return section;
  return {
    ...section,
    entryItem: { ...section.entryItem, pinnedCards: pinned.filter((n) => n !== number) },
  };
}

/**
 * Moves a card into a section, out of it to the top level, or to another place in the same list
 * (issue 38 §1: "filled by moving cards in and out"). A card leaving a section loses its pin there.
 * As with moveQuestionnaireEntry, a move that would make display logic, masking or a fork group
 * point at a later item is refused (MOVE_BREAKS_REFERENCES); a route left pointing backwards is
 * kept and shown as the validation error.
 */
export function moveEntryToSection(
  q: Questionnaire,
  args: MoveEntryToSectionArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = entryByNumber(q, args.number);
  if (!fitsInSection(entry)) {
    fail('SECTION_CONTENT_INVALID', 'Only questions, matrices and text cards go in a section');
  }
  const target = args.sectionNumber === null ? null : sectionByNumber(q, args.sectionNumber);
  let entries = removeEntries(q.entries, (e) => e.number === entry.number);
  // A pin stays while the card is reordered within its section; it goes when the card leaves.
  entries = mapEntries(entries, (e) =>
    e.entryType === 'section' && e.number !== target?.number ? withoutCard(e, entry.number) : e,
  );
  const moved: Entry = { ...entry, sinceDate: clock(ctx) };
  if (target === null) {
    const to = requireInt(args.toPosition, 'toPosition', 0, entries.length);
    if (q.entries[to]?.number === entry.number) return q;
    entries = [...entries.slice(0, to), moved, ...entries.slice(to)];
  } else {
    const list = target.entryItem.entries.filter((e) => e.number !== entry.number);
    const to = requireInt(args.toPosition, 'toPosition', 0, list.length);
    if (target.entryItem.entries[to]?.number === entry.number) return q;
    entries = entries.map((e) =>
      e.number === target.number && e.entryType === 'section'
        ? {
            ...e,
            entryItem: {
              ...e.entryItem,
              entries: [...list.slice(0, to), moved, ...list.slice(to)],
            },
          }
        : e,
    );
  }
  return refuseQuotaInLoop(
    refuseBrokenReferences(renumber({ ...q, entries })),
    questionLksOf([entry]),
  );
}
