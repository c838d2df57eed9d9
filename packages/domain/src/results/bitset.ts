/**
 * A growable set of small non-negative integers (respondent numbers) as a bitmap over a
 * Uint32Array. The results index keeps one per answer option; a filter is an AND/OR of them and a
 * count is a popcount, so a summary at 100k completes touches ~3k words per option.
 */

const WORD_BITS = 32;

/** Set bits of a 32-bit word (SWAR popcount). */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class Bitset {
  private words: Uint32Array;
  /**
   * Members, kept by add() so that an unfiltered summary reads counts without a popcount; null
   * after an in-place AND/OR until count() recounts.
   */
  private members: number | null = 0;

  constructor(capacityBits = 0) {
    this.words = new Uint32Array(Math.max(1, Math.ceil(capacityBits / WORD_BITS)));
  }

  /** Every number in 0..n-1. */
  static full(n: number): Bitset {
    const b = new Bitset(n);
    const whole = Math.floor(n / WORD_BITS);
    b.words.fill(0xffffffff, 0, whole);
    const rest = n % WORD_BITS;
    if (rest > 0) b.words[whole] = (2 ** rest - 1) >>> 0;
    b.members = n;
    return b;
  }

  /**
   * Bitsets laid end to end (issue 37 §3, a multi-market project's results): member k of part i
   * becomes `offset + k`. Offsets are multiples of 32, so each part is copied word by word; a
   * missing part (a market without that answer) adds nobody.
   */
  static concat(
    parts: readonly { bits: Bitset | null | undefined; offset: number; size: number }[],
    total: number,
  ): Bitset {
    const b = new Bitset(total);
    for (const p of parts) {
      if (!p.bits) continue;
      if (p.offset % WORD_BITS !== 0) throw new Error('Bitset.concat: offsets are word-aligned');
      const words = Math.min(Math.ceil(p.size / WORD_BITS), p.bits.words.length);
      b.words.set(p.bits.words.subarray(0, words), p.offset / WORD_BITS);
    }
    b.members = null;
    return b;
  }

  /**
   * A bitset over these words, which it owns from now on (a stored index snapshot read back,
   * `indexSnapshot.ts`, each section already its own copy); its count is recounted on first use.
   */
  static fromWords(words: Uint32Array): Bitset {
    const b = new Bitset(0);
    b.words = words.length > 0 ? words : new Uint32Array(1);
    b.members = null;
    return b;
  }

  /** The words up to the last that can hold a member below `size`; a view, never to be changed. */
  wordsUpTo(size: number): Uint32Array {
    return this.words.subarray(0, Math.min(this.words.length, Math.ceil(size / WORD_BITS)));
  }

  /** Bytes held (the cache's memory estimate). */
  get byteLength(): number {
    return this.words.byteLength;
  }

  add(i: number): void {
    const w = i >>> 5;
    // Grow by doubling so that a stream of new respondents costs amortised O(1).
    if (w >= this.words.length) this.grow(w + 1);
    const before = this.words[w] as number;
    const after = (before | (1 << (i & 31))) >>> 0;
    if (after === before) return;
    this.words[w] = after;
    if (this.members !== null) this.members += 1;
  }

  /** Removes i (no-op when absent). */
  delete(i: number): void {
    const w = i >>> 5;
    if (w >= this.words.length) return;
    const before = this.words[w] as number;
    const after = (before & ~(1 << (i & 31))) >>> 0;
    if (after === before) return;
    this.words[w] = after;
    if (this.members !== null) this.members -= 1;
  }

  has(i: number): boolean {
    const w = i >>> 5;
    return w < this.words.length && ((this.words[w] as number) & (1 << (i & 31))) !== 0;
  }

  count(): number {
    if (this.members !== null) return this.members;
    let n = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) n += popcount32(words[i] as number);
    this.members = n;
    return n;
  }

  /**
   * The sum of `values` at the members (NaN entries skipped). A plain loop over the words, not
   * the iterator: a filtered slider mean at 100k completes visits ~50k members per slider.
   */
  sumOf(values: ArrayLike<number>): number {
    const words = this.words;
    let sum = 0;
    for (let w = 0; w < words.length; w++) {
      let word = words[w] as number;
      while (word !== 0) {
        const low = word & -word;
        const v = values[w * WORD_BITS + (31 - Math.clz32(low))];
        if (v !== undefined && !Number.isNaN(v)) sum += v;
        word = (word ^ low) >>> 0;
      }
    }
    return sum;
  }

  /** The sum of `values` at the members of this ∩ other (NaN entries skipped): weighted counts. */
  andSumOf(other: Bitset, values: ArrayLike<number>): number {
    const a = this.words;
    const b = other.words;
    const len = Math.min(a.length, b.length);
    let sum = 0;
    for (let w = 0; w < len; w++) {
      let word = ((a[w] as number) & (b[w] as number)) >>> 0;
      while (word !== 0) {
        const low = word & -word;
        const v = values[w * WORD_BITS + (31 - Math.clz32(low))];
        if (v !== undefined && !Number.isNaN(v)) sum += v;
        word = (word ^ low) >>> 0;
      }
    }
    return sum;
  }

  /** |this ∩ other| without building the intersection. */
  andCount(other: Bitset): number {
    const a = this.words;
    const b = other.words;
    const len = Math.min(a.length, b.length);
    let n = 0;
    for (let i = 0; i < len; i++) n += popcount32((a[i] as number) & (b[i] as number));
    return n;
  }

  /** |this ∩ b ∩ c| without building the intersection (weighted counts by level). */
  andAndCount(b: Bitset, c: Bitset): number {
    const x = this.words;
    const y = b.words;
    const z = c.words;
    const len = Math.min(x.length, y.length, z.length);
    let n = 0;
    for (let i = 0; i < len; i++) {
      n += popcount32((x[i] as number) & (y[i] as number) & (z[i] as number));
    }
    return n;
  }

  /** this := this ∪ other. */
  orInPlace(other: Bitset): this {
    if (other.words.length > this.words.length) this.grow(other.words.length);
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < b.length; i++) a[i] = ((a[i] as number) | (b[i] as number)) >>> 0;
    this.members = null;
    return this;
  }

  /** this := this ∩ other. */
  andInPlace(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const len = Math.min(a.length, b.length);
    for (let i = 0; i < len; i++) a[i] = ((a[i] as number) & (b[i] as number)) >>> 0;
    a.fill(0, len);
    this.members = null;
    return this;
  }

  /** this := this \ other. */
  andNotInPlace(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const len = Math.min(a.length, b.length);
    for (let i = 0; i < len; i++) a[i] = ((a[i] as number) & ~(b[i] as number)) >>> 0;
    this.members = null;
    return this;
  }

  clone(): Bitset {
    const b = new Bitset(0);
    b.words = this.words.slice();
    b.members = this.members;
    return b;
  }

  /** The members in ascending order. */
  *[Symbol.iterator](): IterableIterator<number> {
    const words = this.words;
    for (let w = 0; w < words.length; w++) {
      let word = words[w] as number;
      while (word !== 0) {
        const low = word & -word;
        yield w * WORD_BITS + (31 - Math.clz32(low));
        word = (word ^ low) >>> 0;
      }
    }
  }

  private grow(minWords: number): void {
    const next = new Uint32Array(Math.max(minWords, this.words.length * 2));
    next.set(this.words);
    this.words = next;
  }
}
