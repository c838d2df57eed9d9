/**
 * Weights by code (issue 40 §3): a weighted count visits members, reading each one's weight. A
 * rake's weights take few distinct values (one per raking group), so each respondent number
 * keeps the code of its weight (2 bytes) and the codes' weights are a short table: a visit reads
 * `weight[code[n]]`, the very float `weights[n]` holds, from an array a quarter of the weights'
 * size (2 MB at 1M completes instead of 8: it stays in the caches the member visits read through,
 * where the weights array was read from memory). Sums are the same floats added in the same
 * order as over the weights array.
 */
import type { Bitset } from './bitset.ts';

const WORD_BITS = 32;

/** Up to this many distinct weights a code is 2 bytes; above, each number is its own code. */
export const MAX_WEIGHT_CODES = 2 ** 16;

export interface WeightCodes {
  /**
   * Per respondent number, padded to whole words of 32 (so that any member of a bitmap of the
   * index's size has one), the code of its weight; numbers past the weights weigh 0.
   */
  code: Uint16Array | Uint32Array;
  /** The weight of each code: `weight[code[n]] === weights[n]`. */
  weight: Float64Array;
}

/** Codes made per weights array: a rake's weights are never changed once made. */
const made = new WeakMap<ArrayLike<number>, WeightCodes>();

/**
 * The codes of `weights` (0 where NaN: a weight is a number), made on the first call for this
 * array and kept with it.
 */
export function weightCodes(weights: ArrayLike<number> & object): WeightCodes {
  let codes = made.get(weights);
  if (!codes) {
    codes = coded(weights);
    made.set(weights, codes);
  }
  return codes;
}

function coded(weights: ArrayLike<number>): WeightCodes {
  const size = Math.ceil(weights.length / WORD_BITS) * WORD_BITS;
  const byWeight = new Map<number, number>([[0, 0]]);
  const table = [0];
  const code = new Uint16Array(size);
  for (let n = 0; n < weights.length; n++) {
    const raw = weights[n] as number;
    const w = Number.isNaN(raw) ? 0 : raw;
    let c = byWeight.get(w);
    if (c === undefined) {
      if (table.length === MAX_WEIGHT_CODES) return own(weights, size);
      c = table.length;
      table.push(w);
      byWeight.set(w, c);
    }
    code[n] = c;
  }
  return { code, weight: Float64Array.from(table) };
}

/** Too many distinct weights: each number is its own code, its weight the table's entry. */
function own(weights: ArrayLike<number>, size: number): WeightCodes {
  const weight = new Float64Array(size);
  for (let n = 0; n < weights.length; n++) {
    const w = weights[n] as number;
    weight[n] = Number.isNaN(w) ? 0 : w;
  }
  return { code: Uint32Array.from({ length: size }, (_, n) => n), weight };
}

/** Σ weight over the members of a ∩ b (a's words when b is null), by code. */
export function codedSum(a: Bitset, b: Bitset | null, codes: WeightCodes): number {
  const { code, weight } = codes;
  const x = a.wordsUpTo(code.length);
  const y = b ? b.wordsUpTo(code.length) : x;
  const len = Math.min(x.length, y.length);
  let sum = 0;
  for (let w = 0; w < len; w++) {
    let word = ((x[w] as number) & (y[w] as number)) >>> 0;
    while (word !== 0) {
      const low = word & -word;
      sum += weight[code[w * WORD_BITS + (31 - Math.clz32(low))] as number] as number;
      word = (word ^ low) >>> 0;
    }
  }
  return sum;
}

/** Σ weight over the members of a \ b, by code, without building the difference. */
export function codedAndNotSum(a: Bitset, b: Bitset, codes: WeightCodes): number {
  const { code, weight } = codes;
  const x = a.wordsUpTo(code.length);
  const y = b.wordsUpTo(code.length);
  let sum = 0;
  for (let w = 0; w < x.length; w++) {
    let word = ((x[w] as number) & ~(y[w] ?? 0)) >>> 0;
    while (word !== 0) {
      const low = word & -word;
      sum += weight[code[w * WORD_BITS + (31 - Math.clz32(low))] as number] as number;
      word = (word ^ low) >>> 0;
    }
  }
  return sum;
}
