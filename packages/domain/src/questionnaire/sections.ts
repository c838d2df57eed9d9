/**
 * Sections (spec 2 §3 `S{n}`; issue 38 §1): what the section commands share. A section is a
 * top-level entry holding questions, matrices and text cards; it may be in the survey's rotating
 * group (`rotate`), shuffle its own cards (`randomiseCards`, `pinnedCards` keep their place), and
 * `Questionnaire.sectionsShown` shows each respondent k of the rotating sections.
 */
import { entryByNumber } from './access.ts';
import { fail } from './errors.ts';
import type { Entry, Questionnaire, SectionEntry } from './model.ts';
import { brokenReferences } from './prune.ts';
import { flattenEntries } from './walk.ts';

/** The section with this entry number. */
export function sectionByNumber(q: Questionnaire, number: unknown): SectionEntry {
  const entry = entryByNumber(q, number);
  if (entry.entryType !== 'section') {
    fail('SECTION_NOT_FOUND', `Entry ${entry.number} is not a section`);
  }
  return entry;
}

/** Whether an entry may be placed in a section: questions, matrices and text cards. */
export function fitsInSection(entry: Entry): boolean {
  return entry.entryType !== 'section' && entry.entryType !== 'fork';
}

/** The top-level sections in the rotating group, in document order. */
export function rotatingSections(q: Questionnaire): SectionEntry[] {
  return q.entries.filter(
    (e): e is SectionEntry => e.entryType === 'section' && e.entryItem.rotate === true,
  );
}

/** How many rotating sections each respondent sees: k of n (all when unset or k >= n). */
export function sectionsShownCount(q: Questionnaire): number {
  const n = rotatingSections(q).length;
  const k = q.sectionsShown;
  return typeof k === 'number' && k >= 1 && k < n ? k : n;
}

/**
 * Refuses a change that made display logic, masking or a fork group point at a later item
 * (moves into and out of sections change the document order, as moveQuestionnaireEntry does).
 */
export function refuseBrokenReferences(moved: Questionnaire): Questionnaire {
  const first = brokenReferences(moved)[0];
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
