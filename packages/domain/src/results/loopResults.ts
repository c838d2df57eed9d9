/**
 * Issue 38 §2: results of looped sections. Each card of a looped section has one result entry
 * per loop item (the item's iteration), in the loop's listed order: label `{card label}_L{n}`
 * (n: the item's place in the list or in the source question's options, so the names are the
 * same in every export of the survey: SPSS `Q5_L1`, `Q5_L2`), the title with the item piped in
 * (the variable label names the item), and id `{card id}:loop:{item key}`. Its base is the
 * iterations about that item, i.e. the respondents who went through it. The card itself has no
 * entry: nothing is ever stored under its own page.
 */
import { LOOP_ITEM_TOKEN } from '../questionnaire/loops.ts';
import type { Answer } from '../respondent/answers.ts';
import type { Entry } from '../questionnaire/model.ts';
import type { LoopStep, SurveyLoop } from '../respondent/engine/steps.ts';
import { flattenEntries } from '../questionnaire/walk.ts';

/** The entry numbers of every card of a looped section. */
export function loopedCards(loops: ReadonlyMap<number, SurveyLoop>): Set<number> {
  const out = new Set<number>();
  for (const loop of loops.values()) {
    for (const e of flattenEntries(loop.section.entryItem.entries)) out.add(e.number);
  }
  return out;
}

/** `Q5_L2` for the second item of the loop. */
export function iterationLabel(
  label: string,
  loops: ReadonlyMap<number, SurveyLoop>,
  iteration: LoopStep,
): string {
  const items = loops.get(iteration.sectionNumber)?.items ?? [];
  return `${label}_L${items.findIndex((i) => i.key === iteration.item.key) + 1}`;
}

export const iterationId = (cardId: string, itemKey: string): string => `${cardId}:loop:${itemKey}`;

/** The card with the loop item written into its titles (what the respondent read). */
export function entryForItem(entry: Entry, text: string): Entry {
  const put = (title: string) => title.split(LOOP_ITEM_TOKEN).join(text);
  switch (entry.entryType) {
    case 'question': {
      const item = entry.entryItem;
      return {
        ...entry,
        entryItem: { ...item, question: { ...item.question, text: put(item.question.text) } },
      };
    }
    case 'matrix': {
      const item = entry.entryItem;
      const matrixTitle = { ...item.matrixTitle, title: put(item.matrixTitle.title) };
      return { ...entry, entryItem: { ...item, matrixTitle } };
    }
    default:
      return entry;
  }
}

/** Page key (and result entry id) of a looped section's derived 'Loop items' variable. */
export const loopItemsId = (sectionNumber: number): string => `loop:${sectionNumber}`;

/**
 * The derived answers of a complete's loops (`SessionState.loops`): per looped section, the items
 * it went through, so results filter and banner by 'Loop item: Brand A' like any choice question.
 */
export function loopAnswers(
  loops: Readonly<Record<string, readonly string[]>> | null | undefined,
): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const [section, items] of Object.entries(loops ?? {})) {
    if (items.length > 0)
      out[loopItemsId(Number(section))] = { kind: 'choice', selected: [...items], texts: {} };
  }
  return out;
}
