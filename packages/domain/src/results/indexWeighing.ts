/**
 * The results index's weighting state (issue 26 §2, issue 38 §5): each complete's raking group on
 * the quota margins, the researcher's scheme, and the rake of the current population with what is
 * derived from it (weighted slider values, `WeightedCounts`), made on the first weighted read
 * after a change and dropped by the next change. Never stored with the index.
 */
import type { Answer } from '../respondent/answers.ts';
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import type { Bitset } from './bitset.ts';
import { WeightGroups, type IndexWeights } from './indexWeights.ts';
import type { IndexData } from './indexData.ts';
import type { SchemeWeighting } from './schemeMargins.ts';
import { WeightedCounts } from './weightedCounts.ts';
import type { StoredAnswers } from './entryStore.ts';

/** One rake and what is derived from it. */
export interface Weighed {
  weights: IndexWeights;
  /** Weight x value per respondent number of a slider, by its values array. */
  values: Map<Float64Array, Float64Array>;
  /** Weighted counts for this rake (`weightedCounts.ts`: totals kept, few member visits). */
  counts: WeightedCounts;
}

/** What the rake reads of the index: its size, population and option bitmaps. */
export interface RakeSource {
  size: number;
  /** Respondent numbers not excluded; null: every complete. */
  included: Bitset | null;
  /** The cell of single-choice option `optionId` of the entry on page `pageKey`. */
  choiceCell(pageKey: string | undefined, optionId: string): Bitset | undefined;
}

export class IndexWeighing {
  /** Each complete's raking group; null without quotas (nothing to weight to). */
  private groups: WeightGroups | null;
  /** The researcher's weighting scheme (issue 38 §5), raked instead of the quotas when set. */
  private scheme: SchemeWeighting | null = null;
  private weighed: Weighed | null = null;

  constructor(private readonly margins: QuotaMargins | null) {
    this.groups = margins?.margins.length ? new WeightGroups(margins.margins) : null;
  }

  /** Records complete `n`'s raking group (a new complete: the rake is made again). */
  add(n: number, answers: StoredAnswers): void {
    this.weighed = null;
    if (this.groups && this.margins) {
      this.groups.set(n, this.margins.categoryOf(answers as Record<string, Answer | null>));
    }
  }

  /** The population changed (exclusions): the next weighted read rakes again. */
  changed(): void {
    this.weighed = null;
  }

  /** The groups as a snapshot holds them. */
  data(size: number): IndexData['weightGroups'] {
    return this.groups?.data(size) ?? null;
  }

  /** Groups read back from a snapshot. */
  restore(data: IndexData['weightGroups']): void {
    if (this.groups && data) this.groups = WeightGroups.restored(this.groups.margins, data);
  }

  /** Weights rake to this scheme from the next weighted read on (null: the quota targets). */
  setScheme(scheme: SchemeWeighting | null): void {
    if (scheme === this.scheme) return;
    this.scheme = scheme;
    this.weighed = null;
  }

  /** The current rake, made now when a change dropped it; null without anything to weight to. */
  current(source: RakeSource): Weighed | null {
    if (this.weighed) return this.weighed;
    const { size, included } = source;
    const scheme = this.scheme;
    let weights: IndexWeights;
    if (scheme?.margins.margins.length) {
      const margins = scheme.margins;
      // The scheme's categories are read from the bitmaps, so no complete is read again.
      const groups = WeightGroups.fromCells(margins.margins, size, (j, optionId) =>
        source.choiceCell(margins.pageKeys[j], optionId),
      );
      weights = groups.rake(size, included, scheme.options, 'scheme');
    } else if (this.groups) {
      weights = this.groups.rake(size, included);
    } else return null;
    this.weighed = { weights, values: new Map(), counts: new WeightedCounts(weights) };
    return this.weighed;
  }

  /** Weight x value per respondent number of a slider (NaN where unanswered), made once per rake. */
  weightedValues(weighed: Weighed, values: Float64Array): Float64Array {
    let wv = weighed.values.get(values);
    if (!wv) {
      const w = weighed.weights.weights;
      wv = new Float64Array(values.length);
      for (let n = 0; n < values.length; n++) wv[n] = (w[n] ?? 0) * (values[n] as number);
      weighed.values.set(values, wv);
    }
    return wv;
  }

  /** Bytes held: the groups, and the weights and weighted slider values of the current rake. */
  byteLength(size: number): number {
    const rake = this.weighed ? size * 8 * (1 + this.weighed.values.size) : 0;
    return (this.groups?.byteLength ?? 0) + rake;
  }
}
