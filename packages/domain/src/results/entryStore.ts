/**
 * How the results index keeps one layout entry's answers by respondent number (ARCHITECTURE §7):
 * a bitmap of who answered, one bitmap per cell (option, matrix column per row, rank, slider
 * bin), slider values and free texts in columns. The index (`resultsIndex.ts`) numbers the
 * completes; this file stores an answer's features at a number and reports their size.
 */
import type { Answer } from '../respondent/answers.ts';
import { Bitset } from './bitset.ts';
import { answerFeatures, cellKey } from './features.ts';
import type { LayoutEntry } from './layout.ts';
import type { QuestionThemes } from './themes/questionThemes.ts';

export interface EntryStore {
  entry: LayoutEntry;
  answered: Bitset;
  cells: Map<string, Bitset>;
  /** Sliders: the value per respondent number, NaN where none. */
  values: Float64Array<ArrayBuffer> | null;
  valueSum: number;
  /** Free text: the text per respondent number. */
  texts: (string | undefined)[] | null;
  textChars: number;
  /** Free text: its answers' stems and themes, made on the first themes call or filter. */
  themes: QuestionThemes | null;
}

/** Answers of one complete, by page key (`audience:{n}`, `entry:{n}`). */
export type StoredAnswers = Readonly<Record<string, Answer | null | undefined>>;

/** Read access to one entry's bitmaps for analysis (the crosstab engine); never to be changed. */
export interface EntryBitmaps {
  entry: LayoutEntry;
  answered: Bitset;
  /** The cell `rowId|itemId` (features.ts `cellKey`); undefined when the layout has none. */
  cell(rowId: string, itemId: string): Bitset | undefined;
  /** Sliders: the value per respondent number, NaN where none; otherwise null. */
  values: Float64Array | null;
}

/** `array`, or a copy at least `needed` long (doubling; new slots `fill`) when it is shorter. */
export function grown(
  array: Float64Array<ArrayBuffer>,
  needed: number,
  fill: number,
): Float64Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Float64Array(Math.max(needed, array.length * 2)).fill(fill);
  next.set(array);
  return next;
}

/** An empty store: a bitmap for every cell of the layout. */
export function newEntryStore(entry: LayoutEntry): EntryStore {
  return {
    entry,
    answered: new Bitset(),
    cells: new Map(
      entry.rows.flatMap((r) => r.items.map((i) => [cellKey(r.id, i.id), new Bitset()])),
    ),
    values: entry.answerKind === 'scale' ? new Float64Array(64).fill(NaN) : null,
    valueSum: 0,
    texts: entry.answerKind === 'text' ? [] : null,
    textChars: 0,
    themes: null,
  };
}

/** Records respondent `n`'s answer to the store's entry (nothing when unanswered). */
export function storeAnswer(s: EntryStore, n: number, answers: StoredAnswers): void {
  const f = answerFeatures(s.entry, answers[s.entry.pageKey]);
  if (!f.answered) return;
  s.answered.add(n);
  for (const key of f.cells) s.cells.get(key)?.add(n);
  if (s.values && f.value !== null) {
    s.values = grown(s.values, n + 1, NaN);
    s.values[n] = f.value;
    s.valueSum += f.value;
  }
  if (s.texts && f.text !== null) {
    s.texts[n] = f.text;
    s.textChars += f.text.length;
  }
}

/** The store's bitmaps for analysis. */
export function entryBitmaps(s: EntryStore): EntryBitmaps {
  return {
    entry: s.entry,
    answered: s.answered,
    cell: (rowId, itemId) => s.cells.get(cellKey(rowId, itemId)),
    values: s.values,
  };
}

/** Estimated bytes the store holds (the server's cache bounds its memory with it). */
export function storeBytes(s: EntryStore): number {
  let bytes = s.answered.byteLength;
  for (const c of s.cells.values()) bytes += c.byteLength;
  if (s.values) bytes += s.values.byteLength;
  // UTF-16 characters plus a string header and an array slot each.
  if (s.texts) bytes += s.textChars * 2 + s.texts.length * 32;
  if (s.themes) bytes += s.themes.estimatedBytes();
  return bytes;
}
