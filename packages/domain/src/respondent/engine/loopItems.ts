/**
 * Issue 38 §2: a looped section's items for one session. Every item a loop could go over is known
 * from the published survey (the source question's options, or the fixed list), so each (card,
 * item) pair is a step of its own with a page key of its own (`loopKey`): answers are stored per
 * iteration without a new storage shape, and a card outside loops keeps its `entry:{n}` key.
 * Which items a respondent goes through is chosen when the walk reaches the section and stored in
 * `SessionState.loops`, so a resumed session repeats the same iterations in the same order.
 */
import type { Entry, QuestionEntry, SectionEntry } from '../../questionnaire/model.ts';
import { flattenEntries } from '../../questionnaire/walk.ts';
import { hash32, seededRandom, shuffle } from '../../random.ts';
import type { PageKey, SessionState } from './state.ts';

/** One item a section can loop over: a key (option lk or list item id) and its text. */
export interface LoopItem {
  key: string;
  text: string;
}

/** The page key of a card's iteration for one loop item. */
export const loopKey = (cardKey: PageKey, itemKey: string): PageKey => `${cardKey}:loop:${itemKey}`;

/** Every item the section's loop can go over, in the listed order (empty: no loop). */
export function possibleLoopItems(
  section: SectionEntry,
  questionByLk: ReadonlyMap<string, QuestionEntry>,
): LoopItem[] {
  const loop = section.entryItem.loop;
  if (loop === undefined) return [];
  if (loop.items !== undefined) return loop.items.map((i) => ({ key: i.itemId, text: i.text }));
  const source =
    loop.sourceQuestionLk === undefined ? undefined : questionByLk.get(loop.sourceQuestionLk);
  return (source?.entryItem.responseOptions ?? []).map((o) => ({
    key: o.responseOptionLk,
    text: o.responseOption.value,
  }));
}

/** The questions of a questionnaire by lk (loop sources). */
export function questionsByLk(entries: readonly Entry[]): Map<string, QuestionEntry> {
  const out = new Map<string, QuestionEntry>();
  for (const e of flattenEntries(entries))
    if (e.entryType === 'question') out.set(e.entryItem.questionLk, e);
  return out;
}

/**
 * The item keys this session loops over, drawn when it reaches the section: the options chosen
 * in the source question (default options such as 'None of these' are no items; the source's own
 * order) or the whole list; shuffled by the session's seed when the order is random; at most
 * maxIterations of them. Empty: the respondent skips the section.
 */
export function chooseLoopItems(
  section: SectionEntry,
  possible: readonly LoopItem[],
  state: SessionState,
  sourceAnswerKey: PageKey | undefined,
): string[] {
  const loop = section.entryItem.loop;
  if (loop === undefined) return [];
  let keys = possible.map((i) => i.key);
  if (loop.sourceQuestionLk !== undefined) {
    const answer = sourceAnswerKey === undefined ? null : state.answers[sourceAnswerKey];
    const chosen = new Set(answer?.kind === 'choice' ? answer.selected : []);
    keys = keys.filter((k) => chosen.has(k));
  }
  if (loop.randomOrder === true) {
    keys = shuffle(
      keys,
      seededRandom(hash32(`${state.seed >>> 0}:loop:${section.entryItem.sectionId}`)),
    );
  }
  return keys.slice(0, loop.maxIterations);
}
