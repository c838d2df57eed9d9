/**
 * Issue 38 §1: derived variables of rotated sections in the results index. Each complete's stored
 * layout (`SessionState.layout.sections`: the rotating sections shown, in order) becomes two
 * answers: 'Sections seen' (multi: every section shown) and 'Section seen first' (single), so
 * results filter and banner by 'saw concept B' and 'saw B first' like any choice question.
 */
import type { Questionnaire } from '../questionnaire/model.ts';
import { rotatingSections } from '../questionnaire/sections.ts';
import type { Answer } from '../respondent/answers.ts';
import { SELECTED, type LayoutEntry } from './layout.ts';

/** Page keys (and result entry ids) of the derived variables; no page of a survey has them. */
export const SECTIONS_SEEN = 'sections:seen';
export const SECTION_FIRST = 'sections:first';

/** The option id of a section in the derived variables. */
export const sectionOptionId = (sectionNumber: number) => `section:${sectionNumber}`;

function derived(
  id: string,
  text: string,
  multiple: boolean,
  q: Questionnaire,
  contextPosition: number,
): LayoutEntry {
  return {
    id,
    label: multiple ? 'Seen' : 'First',
    entryType: 'question',
    questionType: 'basic',
    questionKind: 'Questionnaire',
    isMultipleChoice: multiple,
    text,
    textStyling: null,
    mediaUrl: null,
    mediaType: null,
    hasRandomisedOptions: false,
    contextPosition,
    entryPosition: contextPosition,
    pageKey: id,
    answerKind: 'choice',
    rows: rotatingSections(q).map((s, position) => ({
      id: sectionOptionId(s.number),
      text: s.entryItem.name ? `${s.label} ${s.entryItem.name}` : s.label,
      position,
      items: [SELECTED],
    })),
    scale: null,
  };
}

/** The derived result entries of a questionnaire with rotating sections (none without). */
export function sectionLayoutEntries(q: Questionnaire, contextPosition: number): LayoutEntry[] {
  if (rotatingSections(q).length === 0) return [];
  return [
    derived(SECTIONS_SEEN, 'Sections seen', true, q, contextPosition),
    derived(SECTION_FIRST, 'Section seen first', false, q, contextPosition + 1),
  ];
}

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
