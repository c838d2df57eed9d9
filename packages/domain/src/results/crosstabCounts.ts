/**
 * The crosstab's counting kernels (issue 40 §3, P9 at 1M completes): every count is taken over
 * the words of line ∩ column ∩ mask (the mask: the row's answerers among the counted
 * respondents) without building any of those intersections. At 1M a bitmap is 125 KB, which V8
 * allocates in its large-object space; the crosstab used to clone one per column each call, and
 * that garbage set off full collections of the whole heap (the index's texts included): the
 * profile of the 1M bench showed medians of 130-520 ms for work that takes ~20 ms without them.
 * So the mask is written into one buffer reused from call to call, and a column's counts for all
 * lines are taken in one pass over its words.
 */
import { popcount32, type Bitset } from './bitset.ts';
import type { WeightCodes } from './weightCodes.ts';
import type { WeightLevel } from './weightLevels.ts';

const WORD_BITS = 32;

/** The words of a crosstab's bitmaps, all of one length (the index's size in words). */
export type Words = Uint32Array;

/** Reused between calls (one crosstab at a time: the engine is synchronous). */
let maskBuffer = new Uint32Array(0);
let levelBuffer = new Float64Array(0);
let levelMaskBuffer = new Uint32Array(0);

/** A weight level's value and its members' words. */
type LevelWords = { weight: number; words: Words };

/** `n` zeroed counters, in a buffer reused by the next call. */
function levelCounts(n: number): Float64Array {
  if (levelBuffer.length < n) levelBuffer = new Float64Array(n);
  const counts = levelBuffer.subarray(0, n);
  counts.fill(0);
  return counts;
}

/** Words needed for respondent numbers 0..size-1. */
export const wordCount = (size: number) => Math.max(1, Math.ceil(size / WORD_BITS));

/**
 * The words of `b` up to `words` long (a bitmap that has not grown as far holds no later
 * respondent: the rest are 0). A view when long enough, otherwise a zero-padded copy.
 */
export function wordsOf(b: Bitset, words: number): Words {
  const view = b.wordsUpTo(words * WORD_BITS);
  if (view.length === words) return view;
  const padded = new Uint32Array(words);
  padded.set(view);
  return padded;
}

/**
 * The words of the AND of `sets` (null entries: everyone) over `words` words, in the buffer
 * reused by the next call: valid until then, never to be kept.
 */
export function maskOf(sets: readonly (Bitset | null)[], words: number): Words {
  if (maskBuffer.length < words) maskBuffer = new Uint32Array(words);
  const mask = maskBuffer.subarray(0, words);
  mask.fill(0xffffffff);
  for (const s of sets) {
    if (!s) continue;
    const w = s.wordsUpTo(words * WORD_BITS);
    for (let i = 0; i < w.length; i++) mask[i] = ((mask[i] as number) & (w[i] as number)) >>> 0;
    mask.fill(0, w.length);
  }
  return mask;
}

/** Words per block: the lines' words of a block stay in the first-level cache across columns. */
const BLOCK = 1024;

/**
 * For each column: |column ∩ mask| and |column ∩ mask ∩ line| for every line (integers).
 * Column by column within blocks of words, one word of column ∩ mask ANDed with each line's.
 * `split`: the first `split` lines split the mask (a single choice's options within its
 * answerers), so the last of them is the column's count less the others': one popcount fewer a
 * word (0: none derived).
 */
export function columnCounts(
  lines: readonly Words[],
  columns: readonly Words[],
  mask: Words,
  split = 0,
): { base: number; counts: number[] }[] {
  const words = mask.length;
  const lineCount = lines.length;
  const derived = split > 0 ? split - 1 : -1;
  const acc = columns.map(() => new Float64Array(lineCount + 1));
  for (let start = 0; start < words; start += BLOCK) {
    const end = Math.min(words, start + BLOCK);
    for (let c = 0; c < columns.length; c++) {
      const col = columns[c] as Words;
      const a = acc[c] as Float64Array;
      let base = 0;
      for (let i = start; i < end; i++) {
        const x = (col[i] as number) & (mask[i] as number);
        if (x === 0) continue;
        base += popcount32(x);
        for (let r = 0; r < lineCount; r++) {
          if (r === derived) continue;
          a[r] = (a[r] as number) + popcount32(x & ((lines[r] as Words)[i] as number));
        }
      }
      a[lineCount] = (a[lineCount] as number) + base;
    }
  }
  return acc.map((a) => {
    const base = a[lineCount] as number;
    if (derived >= 0) {
      let others = 0;
      for (let r = 0; r < derived; r++) others += a[r] as number;
      a[derived] = base - others;
    }
    return { base, counts: [...a.subarray(0, lineCount)] };
  });
}

/** Σ weight, Σ weight², and with values Σ w·x, Σ w·x² and the valued count, over a column. */
export interface Moments {
  sumW: number;
  sumW2: number;
  sumWX: number;
  sumWX2: number;
  valued: number;
}

/**
 * The moments over column ∩ mask (`codes` null: each member weighs 1, else its weight by code,
 * `weightCodes.ts`; `values` NaN where none, skipped), visiting its members once: a column's base,
 * effective base and slider mean.
 */
export function columnMoments(
  column: Words,
  mask: Words,
  codes: WeightCodes | null,
  values: ArrayLike<number> | null,
): Moments {
  let sumW = 0;
  let sumW2 = 0;
  let sumWX = 0;
  let sumWX2 = 0;
  let valued = 0;
  for (let w = 0; w < mask.length; w++) {
    let word = ((column[w] as number) & (mask[w] as number)) >>> 0;
    while (word !== 0) {
      const low = word & -word;
      const i = w * WORD_BITS + (31 - Math.clz32(low));
      word = (word ^ low) >>> 0;
      const weight = codes ? (codes.weight[codes.code[i] ?? 0] as number) : 1;
      sumW += weight;
      sumW2 += weight * weight;
      if (!values) continue;
      const x = values[i];
      if (x === undefined || Number.isNaN(x)) continue;
      valued += 1;
      sumWX += weight * x;
      sumWX2 += weight * x * x;
    }
  }
  return { sumW, sumW2, sumWX, sumWX2, valued };
}

/**
 * A weighted column over lines that split the row's answerers (each in exactly one line): each
 * line's Σ weight in column ∩ mask, and the column's Σ weight and Σ weight² from the same single
 * visit of its members.
 */
export function splitColumnSums(
  lines: readonly Words[],
  column: Words,
  mask: Words,
  codes: WeightCodes,
): { counts: number[]; sumW: number; sumW2: number } {
  // Per line, in the order the members come, as one line's visit would add them (equal sums).
  const counts = new Float64Array(lines.length);
  const squares = new Float64Array(lines.length);
  const { code, weight } = codes;
  // Numbers past the weights weigh 0: their words add nothing.
  const words = Math.min(mask.length, code.length / WORD_BITS);
  for (let w = 0; w < words; w++) {
    const x = ((column[w] as number) & (mask[w] as number)) >>> 0;
    if (x === 0) continue;
    for (let r = 0; r < lines.length; r++) {
      let word = (x & ((lines[r] as Words)[w] as number)) >>> 0;
      while (word !== 0) {
        const low = word & -word;
        const v = weight[code[w * WORD_BITS + (31 - Math.clz32(low))] as number] as number;
        counts[r] = (counts[r] as number) + v;
        squares[r] = (squares[r] as number) + v * v;
        word = (word ^ low) >>> 0;
      }
    }
  }
  let sumW = 0;
  let sumW2 = 0;
  for (let r = 0; r < lines.length; r++) {
    sumW += counts[r] as number;
    sumW2 += squares[r] as number;
  }
  return { counts: [...counts], sumW, sumW2 };
}

/**
 * For one column, each line's Σ weight over line ∩ column ∩ mask: Σ weight × popcount by level
 * when the weights have few distinct values (per level, column ∩ mask ∩ level written once into
 * a reused buffer, then each line's words ANDed with it over the words it spans), else visiting
 * the members (column ∩ mask taken once a word), each one's weight read by code. A weighted multi-choice table (R17's worst: 60
 * lines x 72 columns) took twice R17's bound with a sum per cell, each re-reading the column and
 * the mask.
 */
export function columnLineSums(
  lines: readonly Words[],
  column: Words,
  mask: Words,
  codes: WeightCodes,
  levels: readonly LevelWords[] | null,
): number[] {
  const n = lines.length;
  if (levels) {
    const L = levels.length;
    const counts = levelCounts(n * L);
    const words = mask.length;
    if (levelMaskBuffer.length < words) levelMaskBuffer = new Uint32Array(words);
    const cml = levelMaskBuffer;
    for (let l = 0; l < L; l++) {
      // column ∩ mask ∩ level once, and the words it spans: each line then reads two words.
      const lw = (levels[l] as LevelWords).words;
      let first = words;
      let last = -1;
      for (let i = 0; i < words; i++) {
        const v = ((column[i] as number) & (mask[i] as number) & (lw[i] as number)) >>> 0;
        cml[i] = v;
        if (v !== 0) {
          if (first === words) first = i;
          last = i;
        }
      }
      for (let r = 0; r < n; r++) {
        const line = lines[r] as Words;
        let c = 0;
        for (let i = first; i <= last; i++)
          c += popcount32((cml[i] as number) & (line[i] as number));
        counts[r * L + l] = c;
      }
    }
    const sums: number[] = [];
    for (let r = 0; r < n; r++) {
      let sum = 0;
      for (let l = 0; l < L; l++) {
        sum += (levels[l] as LevelWords).weight * (counts[r * L + l] as number);
      }
      sums.push(sum);
    }
    return sums;
  }
  const sums = new Float64Array(n);
  const { code, weight } = codes;
  const words = Math.min(mask.length, code.length / WORD_BITS);
  for (let w = 0; w < words; w++) {
    const x = ((column[w] as number) & (mask[w] as number)) >>> 0;
    if (x === 0) continue;
    for (let r = 0; r < n; r++) {
      let word = (x & ((lines[r] as Words)[w] as number)) >>> 0;
      while (word !== 0) {
        const low = word & -word;
        const v = weight[code[w * WORD_BITS + (31 - Math.clz32(low))] as number] as number;
        sums[r] = (sums[r] as number) + v;
        word = (word ^ low) >>> 0;
      }
    }
  }
  return [...sums];
}

/** The weight levels' members as words of the crosstab's length. */
export const levelWords = (levels: readonly WeightLevel[] | null, words: number) =>
  levels && levels.map((l) => ({ weight: l.weight, words: wordsOf(l.members, words) }));
