/**
 * Raking weights of a results index (issue 26 §2): the included completes raked to the quota
 * margins with `rakeWeights`, the same margins, categories and options as the raw-data export's
 * `weight` variable (`analysis/weights.ts`), so a summary and the export weigh every complete alike.
 * Raking treats completes with the same categories alike, so completes are grouped by their
 * combination of categories and the weight of a group is every member's weight.
 */
import type { WeightingInfo } from './analysisContract.ts';
import type { Bitset } from './bitset.ts';
import { SELECTED } from './layout.ts';
import { rakeWeights, type RakingMargin, type RakingOptions } from '../analysis/weights.ts';
import { weightLevels, type WeightLevel } from './weightLevels.ts';

/** Weights per respondent number (0 for excluded completes) and what the rake reached. */
export interface IndexWeights {
  /** Indexed by respondent number; excluded completes and numbers past the last weigh 0. */
  weights: Float64Array<ArrayBuffer>;
  /** Sum of the weights (the included completes: the rake keeps the mean at 1). */
  total: number;
  /** Kish efficiency over the included completes. */
  efficiency: number;
  /** (sum w)^2 / sum w^2 over the included completes. */
  effectiveBase: number;
  converged: boolean;
  /** Largest |weighted share - target| of any margin category, as a share. */
  maxDeviation: number;
  /** The weighted respondents by weight (`weightLevels.ts`); null when they have many weights. */
  levels: WeightLevel[] | null;
  /** What the weights rake to: the quota targets, or the researcher's scheme (issue 38 §5). */
  source: 'quotas' | 'scheme';
}

/**
 * Raking inputs kept as completes arrive: each respondent number's group (its categories on
 * every margin) and the distinct groups.
 */
export class WeightGroups {
  private readonly keyToGroup = new Map<string, number>();
  readonly groups: (string | null)[][] = [];
  private groupOf: Int32Array<ArrayBuffer> = new Int32Array(64);

  constructor(readonly margins: readonly RakingMargin[]) {}

  /** Records respondent number n's categories (one per margin, null where none). */
  set(n: number, categories: (string | null)[]): void {
    const key = JSON.stringify(categories);
    let g = this.keyToGroup.get(key);
    if (g === undefined) {
      g = this.groups.length;
      this.groups.push(categories);
      this.keyToGroup.set(key, g);
    }
    if (n >= this.groupOf.length) {
      const next = new Int32Array(Math.max(n + 1, this.groupOf.length * 2));
      next.set(this.groupOf);
      this.groupOf = next;
    }
    this.groupOf[n] = g;
  }

  /** Bytes held (the cache's memory estimate). */
  get byteLength(): number {
    return this.groupOf.byteLength;
  }

  /** The groups of respondent numbers 0..size-1 (a stored index snapshot); views, never changed. */
  data(size: number): { groups: (string | null)[][]; groupOf: Int32Array } {
    return { groups: this.groups, groupOf: this.groupOf.subarray(0, size) };
  }

  /** Groups as `data()` gave them (a snapshot read back); `groupOf` is copied. */
  static restored(
    margins: readonly RakingMargin[],
    data: { groups: (string | null)[][]; groupOf: Int32Array },
  ): WeightGroups {
    const restored = new WeightGroups(margins);
    for (const categories of data.groups) {
      restored.keyToGroup.set(JSON.stringify(categories), restored.groups.length);
      restored.groups.push(categories);
    }
    restored.groupOf = new Int32Array(Math.max(64, data.groupOf.length));
    restored.groupOf.set(data.groupOf);
    return restored;
  }

  /**
   * Rakes respondent numbers 0..size-1 that are in `population` (everyone when null). Each
   * group's completes enter the rake as that many identical rows, as in the export.
   */
  rake(
    size: number,
    population: Bitset | null,
    options: RakingOptions = {},
    source: IndexWeights['source'] = 'quotas',
  ): IndexWeights {
    const counts = new Float64Array(this.groups.length);
    for (let n = 0; n < size; n++) {
      if (population && !population.has(n)) continue;
      const g = this.groupOf[n] as number;
      counts[g] = (counts[g] as number) + 1;
    }
    const rows: (string | null)[][] = [];
    const firstRow = new Int32Array(this.groups.length);
    this.groups.forEach((categories, g) => {
      firstRow[g] = rows.length;
      for (let i = 0; i < (counts[g] as number); i++) rows.push(categories);
    });
    const raked = rakeWeights(this.margins, rows, options);
    const groupWeight = Array.from(this.groups, (_, g) =>
      (counts[g] as number) > 0 ? (raked.weights[firstRow[g] as number] as number) : 0,
    );
    const weights = new Float64Array(size);
    let total = 0;
    let squares = 0;
    for (let n = 0; n < size; n++) {
      if (population && !population.has(n)) continue;
      const w = groupWeight[this.groupOf[n] as number] as number;
      weights[n] = w;
      total += w;
      squares += w * w;
    }
    return {
      weights,
      total,
      efficiency: rows.length === 0 ? 1 : raked.efficiency,
      effectiveBase: squares > 0 ? (total * total) / squares : 0,
      converged: raked.converged,
      maxDeviation: raked.maxDeviation,
      levels: weightLevels(weights, size),
      source,
    };
  }

  /**
   * The groups of respondent numbers 0..size-1 read from the index's bitmaps rather than from
   * answers (a scheme set after the completes arrived): on each margin a respondent's category is
   * the one target option whose cell holds them, null when none or several do, as `categoryOf`
   * reads an answer. `cellOf(marginIndex, optionId)`: the option's bitmap.
   */
  static fromCells(
    margins: readonly RakingMargin[],
    size: number,
    cellOf: (margin: number, optionId: string) => Bitset | undefined,
  ): WeightGroups {
    const groups = new WeightGroups(margins);
    const cells = margins.map((m, j) =>
      [...m.targets.keys()].map((id) => ({ id, cell: cellOf(j, id) })),
    );
    for (let n = 0; n < size; n++) {
      groups.set(
        n,
        cells.map((options) => {
          let found: string | null = null;
          for (const o of options) {
            if (!o.cell?.has(n)) continue;
            if (found !== null) return null;
            found = o.id;
          }
          return found;
        }),
      );
    }
    return groups;
  }
}

/** The item id of a single-choice option's cell (`features.ts`). */
export const CHOICE_ITEM = SELECTED.id;

/**
 * What a weighted or unweighted answer says about weighting, for the researcher: the one place the
 * summary and the crosstab take it from (efficiency and effective base of the included completes).
 */
export function weightingInfo(
  weights:
    | (Pick<IndexWeights, 'efficiency' | 'effectiveBase' | 'converged' | 'maxDeviation'> &
        Partial<Pick<IndexWeights, 'source'>>)
    | null,
  applied: boolean,
): WeightingInfo {
  if (!weights) {
    return {
      applied: false,
      available: false,
      efficiency: null,
      effectiveBase: null,
      note: 'This survey has no quotas to weight to.',
    };
  }
  const gap = Math.round(weights.maxDeviation * 1000) / 10;
  return {
    applied,
    available: true,
    efficiency: applied ? weights.efficiency : null,
    effectiveBase: applied ? weights.effectiveBase : null,
    note: weights.converged
      ? null
      : `The weights could not meet every ${weights.source === 'scheme' ? 'weighting' : 'quota'} target (largest gap ${gap} points); they are applied as reached.`,
  };
}
