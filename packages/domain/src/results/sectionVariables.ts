/**
 * Issue 38 §1: derived variables of rotated sections in the results index. Each complete's stored
 * layout (`SessionState.layout.sections`: the rotating sections shown, in order) becomes two
 * answers: 'Sections seen' (multi: every section shown) and 'Section seen first' (single), so
 * results filter and banner by 'saw concept B' and 'saw B first' like any choice question. The
 * result entries themselves are built with the layout (`sectionLayoutEntries` in layout.ts).
 */
import type { Answer } from '../respondent/answers.ts';

/** Page keys (and result entry ids) of the derived variables; no page of a survey has them. */
export const SECTIONS_SEEN = 'sections:seen';
export const SECTION_FIRST = 'sections:first';

/** The option id of a section in the derived variables. */
export const sectionOptionId = (sectionNumber: number) => `section:${sectionNumber}`;

/** The derived answers of a complete shown `sections` (its stored layout), in order. */
export function sectionAnswers(
  sections: readonly number[] | null | undefined,
): Record<string, Answer> {
  if (!sections || sections.length === 0) return {};
  const selected = sections.map(sectionOptionId);
  return {
    [SECTIONS_SEEN]: { kind: 'choice', selected, texts: {} },
    [SECTION_FIRST]: { kind: 'choice', selected: selected.slice(0, 1), texts: {} },
  };
}
