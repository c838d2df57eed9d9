import { replaceEntry } from '../access.ts';
import { MAX_ITEMS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireArray, requireBoolean, requireInt } from '../guards.ts';
import type { Questionnaire, SectionItem } from '../model.ts';
import { sectionByNumber } from '../sections.ts';

export interface SetSectionRotationArgs {
  number: number;
  /** In the rotating group: shown in a random place among the group, k of n (sectionsShown). */
  rotate: boolean;
  /** Shuffle the section's cards per respondent. */
  randomiseCards: boolean;
  /** Cards of the section that keep their place when shuffled (needs randomiseCards). */
  pinnedCards: number[];
}

/**
 * The section's randomisation settings (issue 38 §1). Pins need randomiseCards
 * (PIN_REQUIRES_RANDOMISE, as for options) and must be cards of the section. Stored sparsely: off
 * settings and no pins are left out, so a draft from before issue 38 reads the same.
 */
export function setSectionRotation(
  q: Questionnaire,
  args: SetSectionRotationArgs,
  ctx: CommandContext,
): Questionnaire {
  const section = sectionByNumber(q, args.number);
  const rotate = requireBoolean(args.rotate, 'rotate');
  const randomiseCards = requireBoolean(args.randomiseCards, 'randomiseCards');
  const own = new Set(section.entryItem.entries.map((e) => e.number));
  const pins = requireArray(args.pinnedCards, 'pinnedCards', MAX_ITEMS).map((n) =>
    requireInt(n, 'pinnedCards', 1, Number.MAX_SAFE_INTEGER),
  );
  if (pins.length > 0 && !randomiseCards) {
    fail('PIN_REQUIRES_RANDOMISE', 'Cards can be pinned only when the section is randomised');
  }
  const stranger = pins.find((n) => !own.has(n));
  if (stranger !== undefined) {
    fail('SECTION_CONTENT_INVALID', `Entry ${stranger} is not a card of this section`);
  }
  // Pins in the section's order, each once, so equal settings are stored alike.
  const pinnedCards = section.entryItem.entries
    .map((e) => e.number)
    .filter((n) => pins.includes(n));
  const { rotate: _r, randomiseCards: _c, pinnedCards: _p, ...rest } = section.entryItem;
  const item: SectionItem = {
    ...rest,
    ...(rotate ? { rotate } : {}),
    ...(randomiseCards ? { randomiseCards } : {}),
    ...(pinnedCards.length > 0 ? { pinnedCards } : {}),
  };
  if (JSON.stringify(item) === JSON.stringify(section.entryItem)) return q;
  return replaceEntry(q, { ...section, entryItem: item }, ctx);
}
