/**
 * A live survey's counted answers grouped by their pattern: which of the tracked stems (a
 * superset of the candidate themes' stems, at most 53) each answer uses (issue 40 §3). Every
 * number the themes are found with is a sum over patterns, not over answers: a group's answers
 * are those of the patterns it meets, two groups share those of the patterns meeting both.
 * Answers share a few thousand patterns however many there are, so a call costs the patterns,
 * and a new answer costs its stems. Each pattern also keeps its best examples (`foldExample` with
 * nothing missing: within one pattern every answer misses the same stems of any theme), so a
 * theme's examples are the fold of the kept examples of the patterns it meets: the best answer of
 * a theme is the best of its pattern, whatever the theme.
 */
import type { Bitset } from '../bitset.ts';
import type { ThemeCorpus } from './corpus.ts';
import { foldExample, foldRank, type Rank } from './examples.ts';
import { candidateStems, minDocuments } from './themes.ts';

/** Bits of a pattern key: 32 in `lo`, 21 in `hi` (a key is an exact double below 2^53). */
export const MAX_TRACKED = 53;
const LO_BITS = 32;

/** A set of tracked stems as two words (bit i: the i-th tracked stem). */
export interface StemMask {
  lo: number;
  hi: number;
}

type Texts = readonly (string | undefined)[];

/**
 * Stems tracked beyond the candidates: those used by at least this share of the candidates'
 * least frequency, so that a stem rising into the candidates is usually tracked already.
 */
const TRACK_SHARE = 0.8;

/**
 * The patterns of every answer in `answered` (`df`: their stems' document frequencies) over the
 * candidates and the stems near them (TRACK_SHARE), most used first: the candidates are the
 * first of these (the same order, a higher least frequency).
 */
export function trackedPatterns(
  corpus: ThemeCorpus,
  df: Int32Array,
  answered: Bitset,
  texts: Texts,
): AnswerPatterns {
  const total = answered.count();
  const near = Math.floor(minDocuments(total) * TRACK_SHARE);
  const patterns = new AnswerPatterns(corpus, candidateStems(corpus, df, total, MAX_TRACKED, near));
  for (const n of answered) patterns.add(n, texts);
  return patterns;
}

function popcount(v: number): number {
  let n = 0;
  for (let x = v >>> 0; x !== 0; x = (x & (x - 1)) >>> 0) n += 1;
  return n;
}

/** Appends the set bits of `word`, each plus `base`. */
function pushBits(bits: number[], word: number, base: number): void {
  for (let w = word >>> 0; w !== 0; w = (w & (w - 1)) >>> 0) {
    bits.push(base + 31 - Math.clz32(w & -w));
  }
}

export class AnswerPatterns {
  /** Tracked slot per stem id (-1: not tracked; stems newer than the patterns are not). */
  private readonly slot: Int32Array;
  private readonly index = new Map<number, number>();
  private lo = new Int32Array(256);
  private hi = new Int32Array(256);
  private counts = new Int32Array(256);
  private readonly examples: Rank[][] = [];
  private patterns = 0;

  constructor(
    private readonly corpus: ThemeCorpus,
    /** The tracked stem ids, at most MAX_TRACKED. */
    readonly tracked: readonly number[],
  ) {
    if (tracked.length > MAX_TRACKED) throw new Error('AnswerPatterns: too many stems');
    this.slot = new Int32Array(corpus.stems.length).fill(-1);
    tracked.forEach((s, i) => {
      this.slot[s] = i;
    });
  }

  /** Distinct patterns (a call's cost). */
  get size(): number {
    return this.patterns;
  }

  /** Whether every stem is tracked. */
  tracks(stems: readonly number[]): boolean {
    return stems.every((s) => s < this.slot.length && (this.slot[s] as number) >= 0);
  }

  /** Counts the answer of respondent `n` (counted, not blank). */
  add(n: number, texts: Texts): void {
    let lo = 0;
    let hi = 0;
    for (const s of this.corpus.stemsOf(n)) {
      const bit = s < this.slot.length ? (this.slot[s] as number) : -1;
      if (bit < 0) continue;
      if (bit < LO_BITS) lo |= 1 << bit;
      else hi |= 1 << (bit - LO_BITS);
    }
    const key = (lo >>> 0) + hi * 2 ** LO_BITS;
    let p = this.index.get(key);
    if (p === undefined) p = this.newPattern(key, lo, hi);
    this.counts[p] = (this.counts[p] as number) + 1;
    const text = texts[n];
    if (text !== undefined) foldExample(this.examples[p] as Rank[], text, 0);
  }

  private newPattern(key: number, lo: number, hi: number): number {
    const p = this.patterns++;
    if (p === this.lo.length) {
      const grow = (a: Int32Array) => {
        const next = new Int32Array(a.length * 2);
        next.set(a);
        return next;
      };
      this.lo = grow(this.lo);
      this.hi = grow(this.hi);
      this.counts = grow(this.counts);
    }
    this.lo[p] = lo;
    this.hi[p] = hi;
    this.examples.push([]);
    this.index.set(key, p);
    return p;
  }

  /** The mask of tracked stems `stems` (each must be tracked). */
  maskOf(stems: readonly number[]): StemMask {
    let lo = 0;
    let hi = 0;
    for (const s of stems) {
      const bit = this.slot[s] as number;
      if (bit < LO_BITS) lo |= 1 << bit;
      else hi |= 1 << (bit - LO_BITS);
    }
    return { lo, hi };
  }

  /** Answers using any stem of `a` (and, with `b`, also any of `b`'s). */
  countMeeting(a: StemMask, b: StemMask | null = null): number {
    let n = 0;
    for (let p = 0; p < this.patterns; p++) {
      const lo = this.lo[p] as number;
      const hi = this.hi[p] as number;
      if ((lo & a.lo) === 0 && (hi & a.hi) === 0) continue;
      if (b && (lo & b.lo) === 0 && (hi & b.hi) === 0) continue;
      n += this.counts[p] as number;
    }
    return n;
  }

  /**
   * Answers using both of two tracked stems, for every pair in one pass over the patterns (the
   * first round of merging compares every two candidates: one pass, not one per pair).
   */
  pairCounts(): (a: number, b: number) => number {
    const t = this.tracked.length;
    const both = new Int32Array(t * t);
    const bits: number[] = [];
    for (let p = 0; p < this.patterns; p++) {
      bits.length = 0;
      pushBits(bits, this.lo[p] as number, 0);
      pushBits(bits, this.hi[p] as number, LO_BITS);
      const count = this.counts[p] as number;
      for (const i of bits)
        for (const j of bits) both[i * t + j] = (both[i * t + j] as number) + count;
    }
    return (a, b) => both[(this.slot[a] as number) * t + (this.slot[b] as number)] as number;
  }

  /** Answers using no stem of `a`. */
  countMissing(a: StemMask): number {
    let n = 0;
    for (let p = 0; p < this.patterns; p++) {
      if (((this.lo[p] as number) & a.lo) === 0 && ((this.hi[p] as number) & a.hi) === 0) {
        n += this.counts[p] as number;
      }
    }
    return n;
  }

  /**
   * The best examples of the answers using any stem of `theme` (of `size` stems), or with
   * `none`, of those using none of them (Other, where no stem is missing).
   */
  examplesOf(theme: StemMask, size: number, none: boolean): Rank[] {
    const best: Rank[] = [];
    for (let p = 0; p < this.patterns; p++) {
      const lo = (this.lo[p] as number) & theme.lo;
      const hi = (this.hi[p] as number) & theme.hi;
      const meets = lo !== 0 || hi !== 0;
      if (meets === none) continue;
      const missing = none ? 0 : size - popcount(lo) - popcount(hi);
      for (const r of this.examples[p] as Rank[]) foldRank(best, [missing, r[1], r[2], r[3]]);
    }
    return best;
  }

  /** Bytes held: the patterns and their examples' slots. */
  estimatedBytes(): number {
    return this.lo.byteLength * 3 + this.slot.byteLength + this.patterns * 120;
  }
}
