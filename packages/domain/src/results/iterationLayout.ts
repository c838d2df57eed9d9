/**
 * Issue 38 §2: results counted in iterations. A looped section's cards are answered once per loop
 * item; the respondents' index counts each item's answers as its own entry (`Q5_L1`, ...). To
 * analyse a looped card across its items ('Q5' stacked) and to split it by loop item, each looped
 * section has a second layout whose unit is the iteration, not the respondent:
 *
 * - every entry of the respondents' layout, with the respondent's answers (an iteration carries
 *   its respondent's age, gender, ... so filters and banners on them work per iteration);
 * - the section's 'Loop items' entry (`loop:{n}`) holding the ONE item the iteration is about, so
 *   a filter 'Loop item: Brand A' keeps Brand A's iterations and a banner by it gives each item
 *   its own column;
 * - one stacked entry per looped card: id and label the card's own (`Q5`), its title with
 *   '[Loop item]' where the item is piped, answered by the iteration's answer to the card.
 *
 * `iterationAnswers` turns a complete's stored answers into one iteration's.
 */
import { LOOP_ITEM_LABEL } from '../questionnaire/loops.ts';
import type { Answer } from '../respondent/answers.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { loopKey } from '../respondent/engine/loopItems.ts';
import { surveySteps } from '../respondent/engine/steps.ts';
import { answerKind } from '../respondent/respondentItems.ts';
import { layoutEntry, resultLayout, type LayoutEntry, type ResultLayout } from './layout.ts';
import { entryForItem, loopedCards, loopItemsId } from './loopResults.ts';

export interface IterationLayout {
  sectionNumber: number;
  /** The respondents' entries and the section's stacked entries; every count is of iterations. */
  layout: ResultLayout;
  /** Ids of the stacked entries (the looped cards' own ids). */
  stacked: ReadonlySet<string>;
  /** The stacked entries' page keys (`entry:{n}`, the cards' own pages: never stored). */
  cardKeys: readonly string[];
}

const layouts = new WeakMap<PublishedSurvey, IterationLayout[]>();

/** One iteration layout per looped section of the survey (none without loops). */
export function iterationLayouts(published: PublishedSurvey): IterationLayout[] {
  const known = layouts.get(published);
  if (known) return known;
  const base = resultLayout(published);
  const { steps, screeningCount, loops } = surveySteps(published);
  const looped = loopedCards(loops);
  const stackedBySection = new Map<number, LayoutEntry[]>();
  steps.forEach((step, i) => {
    if (step.kind !== 'entry' || step.loop !== undefined || !looped.has(step.entry.number)) return;
    const entry = entryForItem(step.entry, `[${LOOP_ITEM_LABEL}]`);
    const kind = answerKind(entry);
    if (kind === null) return;
    // Placed with its items' entries: the first of them gives its position among the results.
    const first = base.entries.findIndex((e) => e.id.startsWith(`${idOf(entry)}:loop:`));
    const made = layoutEntry(entry, step.key, kind, {
      audience: false,
      label: step.entry.label,
      contextPosition: Math.max(0, first),
      entryPosition: i - screeningCount,
    });
    const section = [...loops.values()].find((l) =>
      l.section.entryItem.entries.some((c) => c.number === step.entry.number),
    );
    if (!made || !section) return;
    const list = stackedBySection.get(section.section.number) ?? [];
    list.push(made);
    stackedBySection.set(section.section.number, list);
  });
  const out = [...loops.keys()].map((sectionNumber): IterationLayout => {
    const stacked = stackedBySection.get(sectionNumber) ?? [];
    const entries = [...base.entries, ...stacked];
    return {
      sectionNumber,
      layout: { entries, byId: new Map(entries.map((e) => [e.id, e])), language: base.language },
      stacked: new Set(stacked.map((e) => e.id)),
      cardKeys: stacked.map((e) => e.pageKey),
    };
  });
  layouts.set(published, out);
  return out;
}

const idOf = (entry: ReturnType<typeof entryForItem>): string =>
  entry.entryType === 'matrix'
    ? entry.entryItem.matrixTitleLk
    : entry.entryType === 'question'
      ? entry.entryItem.questionLk
      : '';

/** The loop items a complete went through in this section (its derived 'Loop items' answer). */
export function iterationsOf(
  answers: Readonly<Record<string, Answer | null | undefined>>,
  unit: Pick<IterationLayout, 'sectionNumber'>,
): string[] {
  const a = answers[loopItemsId(unit.sectionNumber)];
  return a?.kind === 'choice' ? [...new Set(a.selected)] : [];
}

/** One iteration's answers: the respondent's, the iteration's own item, its answers to the cards. */
export function iterationAnswers(
  answers: Readonly<Record<string, Answer | null | undefined>>,
  unit: Pick<IterationLayout, 'sectionNumber' | 'cardKeys'>,
  itemKey: string,
): Record<string, Answer | null | undefined> {
  const out: Record<string, Answer | null | undefined> = {
    ...answers,
    [loopItemsId(unit.sectionNumber)]: { kind: 'choice', selected: [itemKey], texts: {} },
  };
  for (const key of unit.cardKeys) out[key] = answers[loopKey(key, itemKey)];
  return out;
}
