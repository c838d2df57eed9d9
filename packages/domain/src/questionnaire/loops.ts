/**
 * Loops (issue 38 §2): a section repeated once per loop item, over the options a respondent chose
 * in an earlier multi select or over a fixed list the researcher typed. What the loop commands,
 * validation, the editor's pipe menu and the respondent engine share.
 *
 * The loop item is piped into the section's texts with the ordinary pipe token and a reserved
 * source name (`{{pipe:loop-item}}`): pipes already survive every command, rich-text styling and
 * translations, and a real lk is an id that never reads 'loop-item'.
 */
import { MAX_LOOP_ITERATIONS } from './constants.ts';
import type { Entry, QuestionEntry, Questionnaire, SectionEntry, SectionLoop } from './model.ts';
import { getSetting, MULTIPLE_CHOICE } from './settings.ts';

/** The pipe source name of the current loop item. */
export const LOOP_ITEM_LK = 'loop-item';
/** The token that pipes the current loop item into a text (piping.ts's pipeToken(LOOP_ITEM_LK)). */
export const LOOP_ITEM_TOKEN = `{{pipe:${LOOP_ITEM_LK}}}`;
/** What the editor shows for the loop-item pipe, as '[Q2]' for an answer. */
export const LOOP_ITEM_LABEL = 'Loop item';

/** The top-level section holding the card with this entry number, or null. */
export function sectionOfCard(q: Questionnaire, entryNumber: number): SectionEntry | null {
  for (const e of q.entries) {
    if (e.entryType !== 'section') continue;
    if (e.entryItem.entries.some((c) => c.number === entryNumber)) return e;
  }
  return null;
}

/** Whether this card is inside a looped section (its texts may pipe the loop item). */
export function isInLoop(q: Questionnaire, entryNumber: number): boolean {
  return sectionOfCard(q, entryNumber)?.entryItem.loop !== undefined;
}

/** The entry numbers of every card inside a looped section. */
export function loopedCardNumbers(entries: readonly Entry[]): Set<number> {
  const out = new Set<number>();
  for (const e of entries) {
    if (e.entryType !== 'section' || e.entryItem.loop === undefined) continue;
    for (const c of e.entryItem.entries) out.add(c.number);
  }
  return out;
}

/** Why a stored loop is malformed (one source, a list with items, 1..MAX iterations), or null. */
export function loopShapeProblem(loop: SectionLoop): string | null {
  const { sourceQuestionLk, items, maxIterations } = loop;
  if ((sourceQuestionLk === undefined) === (items === undefined)) {
    return 'a loop has exactly one source';
  }
  if (items !== undefined && items.length === 0) return 'a loop list has no items';
  const whole = Number.isInteger(maxIterations);
  if (!whole || maxIterations < 1 || maxIterations > MAX_LOOP_ITERATIONS) {
    return `a loop runs 1 to ${MAX_LOOP_ITERATIONS} times`;
  }
  return null;
}

/**
 * The questions a section may loop over, for the editor's choice: the multi selects of the
 * questionnaire before the section and outside every looped section (no nested loops).
 */
export function loopSourceCandidates(q: Questionnaire, sectionNumber: number): QuestionEntry[] {
  const out: QuestionEntry[] = [];
  for (const e of q.entries) {
    if (e.number === sectionNumber) break;
    const cards = e.entryType === 'section' ? (e.entryItem.loop ? [] : e.entryItem.entries) : [e];
    for (const c of cards) {
      const multiple = c.entryType === 'question' && c.entryItem.questionTypeCode === 'Basic';
      if (multiple && getSetting(c.entryItem.settingValues, 'BasicChoice') === MULTIPLE_CHOICE)
        out.push(c);
    }
  }
  return out;
}
