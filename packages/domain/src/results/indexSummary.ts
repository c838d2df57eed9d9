/**
 * The summary of a results index (spec 1 §7 `POST …/summary`): counts of every result entry, all
 * and among the respondents matching the filters. Unweighted every count is a popcount;
 * weighted (issue 26 §2) a sum of weights (`weightedCounts.ts`), every mean weighted.
 */
import type { Bitset } from './bitset.ts';
import type { ResultEntry, SummaryResponse } from './contract.ts';
import type { EntryStore } from './entryStore.ts';
import { cellKey } from './features.ts';
import type { IndexWeighing, Weighed } from './indexWeighing.ts';
import type { CountPair } from './weightedCounts.ts';

export interface SummaryScope {
  /** Respondents matching the filters (within the population); null: every complete. */
  match: Bitset | null;
  /** Respondents not excluded; null: every complete. */
  population: Bitset | null;
  /** Completes counted in analysis (the population's size). */
  includedSize: number;
  /** The rake to weigh with; null: unweighted. */
  weighed: Weighed | null;
  weighing: IndexWeighing;
}

export function indexSummary(
  surveyId: string,
  stores: readonly EntryStore[],
  scope: SummaryScope,
): Pick<SummaryResponse, 'surveyId' | 'samplesCollected' | 'samplesCollectedFiltered' | 'results'> {
  const { match, population: pop, weighed } = scope;
  const weights = weighed?.weights ?? null;
  const w = weights?.weights;
  const counts = weighed?.counts ?? null;
  // The filtered respondents, null when the filters leave the whole population.
  const filter = match !== pop ? match : null;
  const both = (b: Bitset) => {
    const all = pop ? b.andCount(pop) : b.count();
    return { all, filtered: filter ? b.andCount(filter) : all };
  };
  const total = weights ? weights.total : scope.includedSize;
  const mean = (s: EntryStore, within: Bitset | null, answered: number): number | null => {
    if (answered === 0 || !s.values) return null;
    const values = weighed ? scope.weighing.weightedValues(weighed, s.values) : s.values;
    if (within) return within.sumOf(values) / answered;
    return (counts ? counts.valueTotal(s.answered, values) : s.valueSum) / answered;
  };
  const results: ResultEntry[] = stores.map((s) => {
    const { pageKey: _p, answerKind: _k, rows, scale, ...header } = s.entry;
    const cellsOf = rows.map((r) => r.items.map((i) => s.cells.get(cellKey(r.id, i.id))));
    // Weighted: the entry's counts at once (its cells may give its answered count).
    const weighted = counts?.entry(s.answered, cellsOf, match, pop);
    let at = 0;
    const cellCount = (cell: Bitset | undefined) =>
      weighted ? (weighted.cells[at++] as CountPair) : cell ? both(cell) : { all: 0, filtered: 0 };
    const answered = weighted ? weighted.answered : both(s.answered);
    return {
      ...header,
      samplesCollected: answered.all,
      samplesCollectedFiltered: answered.filtered,
      rows: rows.map((r) => ({
        id: r.id,
        text: r.text,
        position: r.position,
        rowItems: r.items.map((i) => {
          const c = cellCount(s.cells.get(cellKey(r.id, i.id)));
          return { id: i.id, text: i.text, completes: c.all, completesFiltered: c.filtered };
        }),
        ...(r.media ? { media: r.media } : {}),
      })),
      scale: scale && {
        min: scale.min,
        max: scale.max,
        step: scale.step,
        mean: mean(s, w ? null : pop, answered.all),
        meanFiltered: mean(s, match, answered.filtered),
      },
    };
  });
  return {
    surveyId,
    samplesCollected: total,
    samplesCollectedFiltered: filter ? (counts ? counts.matchSum(filter) : filter.count()) : total,
    results,
  };
}
