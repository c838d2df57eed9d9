/**
 * Issue 38 §1: what dropping a sidebar row on another does (drag, or dnd-kit's keyboard: Space,
 * arrows, Space). A card dropped on a section's row goes into that section (at its end), on a
 * card inside a section into that section at that card's place, on a top-level row out to (or
 * within) the top level there. A section or fork only moves among the top-level rows: dropped on
 * a card inside a section, it takes that section's place.
 */
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Entry, Questionnaire } from '@survey/domain/questionnaire/model';
import type { CommandArgs } from '@survey/domain/questionnaire/registry';
import { fitsInSection } from '@survey/domain/questionnaire/sections';

export type DropCommand =
  | { name: 'moveQuestionnaireEntry'; args: CommandArgs<'moveQuestionnaireEntry'> }
  | { name: 'moveEntryToSection'; args: CommandArgs<'moveEntryToSection'> };

interface Place {
  entry: Entry;
  /** The section holding it, or null at the top level. */
  section: Entry | null;
  /** Its index in its list. */
  index: number;
}

function placeOf(q: Questionnaire, number: number): Place | null {
  for (const [index, entry] of q.entries.entries()) {
    if (entry.number === number) return { entry, section: null, index };
    if (entry.entryType !== 'section') continue;
    const inner = entry.entryItem.entries.findIndex((c) => c.number === number);
    const card = entry.entryItem.entries[inner];
    if (card) return { entry: card, section: entry, index: inner };
  }
  return null;
}

/** The command a drop of row `active` on row `over` sends, or null when it changes nothing. */
export function dropCommand(q: Questionnaire, active: number, over: number): DropCommand | null {
  const from = placeOf(q, active);
  const to = placeOf(q, over);
  if (!from || !to || active === over) return null;
  if (!fitsInSection(from.entry)) {
    const target = to.section ?? to.entry;
    const toPosition = q.entries.findIndex((e) => e.number === target.number);
    if (from.section !== null || toPosition === from.index) return null;
    return { name: 'moveQuestionnaireEntry', args: { number: active, toPosition } };
  }
  if (to.entry.entryType === 'section') {
    if (from.section?.number === to.entry.number) return null;
    const toPosition = to.entry.entryItem.entries.length;
    return {
      name: 'moveEntryToSection',
      args: { number: active, sectionNumber: to.entry.number, toPosition },
    };
  }
  if (to.section === null && from.section === null) {
    return { name: 'moveQuestionnaireEntry', args: { number: active, toPosition: to.index } };
  }
  // Within a section, or into another list: the card takes the place of the row dropped on
  // (arrayMove's rule, as moveQuestionnaireEntry: the list without the card, then insert).
  return {
    name: 'moveEntryToSection',
    args: { number: active, sectionNumber: to.section?.number ?? null, toPosition: to.index },
  };
}

/** A sidebar row's name for announcements: its label and title ('S3 Concept C'). */
export interface RowNames {
  get(entryNumber: number): string | undefined;
}

/**
 * What a screen reader hears while a sidebar row is moved (dnd-kit's defaults name only ids):
 * which row it is over, so a keyboard user knows whether a drop goes into a section.
 */
export function sidebarAnnouncements(names: RowNames): Announcements {
  const name = (id: UniqueIdentifier) => names.get(Number(id)) ?? String(id);
  return {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}. Use the arrow keys to move it, space to drop, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over ${name(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped on ${name(over.id)}.`
        : `${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${name(active.id)} is back in its place.`,
  };
}
