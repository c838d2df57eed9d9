/**
 * A results index's snapshot as pieces a worker thread can take (issue 40 §3): every typed array
 * its own buffer (transferable: handed over, not copied), the session ids and the texts as a few
 * long strings (a long string is cloned as a block; an array of a million is cloned string by
 * string), taken and restored in slices between which the event loop may turn. Taking the
 * pieces is the only part of an encode that must run beside the live index (one copy of its word
 * arrays); the bytes are laid out from them elsewhere (`indexSnapshot.ts` `assembleSnapshot`).
 * Reading works the other way: the bytes are checked and cut into pieces elsewhere, and
 * `restoredIndex` only adopts them.
 */
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import { Bitset } from './bitset.ts';
import { cellKey } from './features.ts';
import type { EntryData } from './indexData.ts';
import type { ResultLayout } from './layout.ts';
import { ResultsIndex } from './resultsIndex.ts';

export interface EntryPieces {
  answered: Uint32Array;
  cells: Uint32Array[];
  values: Float64Array | null;
  valueSum: number;
  /**
   * The texts as JSON [n, text] pairs, in slices: each slice the pairs of up to SLICE respondents
   * without the array's brackets (the section's JSON is `[` + the slices joined by `,` + `]`).
   */
  texts: string[] | null;
  textChars: number;
}

export interface SnapshotPieces {
  /** What the cells and groups mean (`layoutFingerprint`). */
  fingerprint: string;
  size: number;
  /** Session ids, one per line, in slices of up to SLICE (the section joins them by a line). */
  sessionIds: string[];
  completedAt: Float64Array;
  entries: EntryPieces[];
  /** The raking groups (JSON) and each complete's group; null without quotas. */
  weightGroups: { groups: string; groupOf: Int32Array } | null;
}

/** What a reader needs of the layout to cut the bytes into pieces (a worker has no layout). */
export interface SnapshotShape {
  fingerprint: string;
  entries: { cells: number; values: boolean; texts: boolean }[];
  groups: boolean;
}

/** What the snapshot's cells and groups mean: the layout's cells and the margins' categories. */
export function layoutFingerprint(layout: ResultLayout, margins: QuotaMargins | null): string {
  const shape = JSON.stringify([
    layout.entries.map((e) => [
      e.id,
      e.pageKey,
      e.answerKind,
      e.rows.flatMap((r) => r.items.map((i) => cellKey(r.id, i.id))),
    ]),
    (margins?.margins ?? []).map((m) => [m.id, [...m.targets.keys()]]),
  ]);
  let h = 0x811c9dc5;
  let g = 0x01000193;
  for (let i = 0; i < shape.length; i++) {
    const c = shape.charCodeAt(i);
    h = Math.imul(h ^ c, 0x01000193);
    g = Math.imul(g ^ c, 0x5bd1e995);
  }
  return `${(h >>> 0).toString(16)}${(g >>> 0).toString(16)}:${shape.length}`;
}

export function snapshotShape(layout: ResultLayout, margins: QuotaMargins | null): SnapshotShape {
  return {
    fingerprint: layoutFingerprint(layout, margins),
    entries: layout.entries.map((e) => ({
      cells: e.rows.reduce((n, r) => n + r.items.length, 0),
      values: e.answerKind === 'scale',
      texts: e.answerKind === 'text',
    })),
    groups: Boolean(margins?.margins.length),
  };
}

/** Respondents per slice of ids or texts: the event loop turns between slices. */
export const SLICE = 50_000;

/** The last word keeps only members below `size` (the index may have grown meanwhile). */
function wordsBelow(words: Uint32Array, size: number): Uint32Array {
  const copy = words.slice();
  const bits = size % 32;
  const last = Math.ceil(size / 32) - 1;
  if (bits !== 0 && last < copy.length) copy[last] = (copy[last] as number) & ((1 << bits) - 1);
  return copy;
}

/** JSON [n, text] pairs of respondents [from, to), without brackets ('' when none). */
function pairsJson(texts: readonly (string | undefined)[], from: number, to: number): string {
  const pairs: [number, string][] = [];
  for (let n = from; n < Math.min(to, texts.length); n++) {
    const t = texts[n];
    if (t !== undefined) pairs.push([n, t]);
  }
  return JSON.stringify(pairs).slice(1, -1);
}

/**
 * The index's data as it is at the call, in buffers of its own, a slice at a time: each `yield`
 * is a point where the caller may let the event loop turn (`snapshotPieces` does not). Completes
 * added meanwhile are left out: they only append (numbers at or past the size taken first), and
 * the sums are taken with the size.
 */
export function* snapshotSlices(
  index: ResultsIndex,
  margins: QuotaMargins | null,
): Generator<void, SnapshotPieces> {
  const data = index.data();
  const size = data.sessionIds.length;
  const groups = data.weightGroups && JSON.stringify(data.weightGroups.groups);
  const sums = data.entries.map((e) => ({ valueSum: e.valueSum, textChars: e.textChars }));
  // The words as they are now (views): a bitset that grows later moves to new words, and one
  // that does not only sets bits past the size, cleared from the last word when copied.
  const words = data.entries.map((e) => ({
    answered: e.answered.wordsUpTo(size),
    cells: e.cells.map((c) => c.wordsUpTo(size)),
  }));
  yield;
  const sessionIds: string[] = [];
  for (let from = 0; from < size; from += SLICE) {
    sessionIds.push(data.sessionIds.slice(from, from + SLICE).join('\n'));
    yield;
  }
  const entries: EntryPieces[] = [];
  for (const [i, e] of data.entries.entries()) {
    let texts: string[] | null = null;
    if (e.texts) {
      texts = [];
      for (let from = 0; from < size; from += SLICE) {
        const json = pairsJson(e.texts, from, Math.min(from + SLICE, size));
        if (json !== '') texts.push(json);
        yield;
      }
    }
    entries.push({
      answered: wordsBelow(words[i]?.answered ?? new Uint32Array(0), size),
      cells: (words[i]?.cells ?? []).map((c) => wordsBelow(c, size)),
      values: e.values ? e.values.slice() : null,
      texts,
      ...(sums[i] as { valueSum: number; textChars: number }),
    });
    yield;
  }
  return {
    fingerprint: layoutFingerprint(index.layout, margins),
    size,
    sessionIds,
    completedAt: data.completedAt.slice(),
    entries,
    weightGroups: data.weightGroups && {
      groups: groups as string,
      groupOf: data.weightGroups.groupOf.slice(),
    },
  };
}

/** The slices run to their end: the pieces in one go. */
export function completed<T>(slices: Generator<void, T>): T {
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}

/** The index's data as it is now, in buffers of its own, in one go. */
export function snapshotPieces(index: ResultsIndex, margins: QuotaMargins | null): SnapshotPieces {
  return completed(snapshotSlices(index, margins));
}

/** The buffers of `pieces`, to hand them over to another thread without a copy. */
export function transferablesOf(pieces: SnapshotPieces): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [pieces.completedAt];
  for (const e of pieces.entries) {
    arrays.push(e.answered, ...e.cells);
    if (e.values) arrays.push(e.values);
  }
  if (pieces.weightGroups) arrays.push(pieces.weightGroups.groupOf);
  return arrays.map((a) => a.buffer as ArrayBuffer);
}

/**
 * The index held by pieces read back on this layout and margins (it adopts their buffers), a
 * slice at a time like `snapshotSlices`.
 */
export function* restoredSlices(
  pieces: SnapshotPieces,
  layout: ResultLayout,
  margins: QuotaMargins | null,
): Generator<void, ResultsIndex> {
  const size = pieces.size;
  const sessionIds: string[] = [];
  for (const slice of pieces.sessionIds) {
    for (const id of slice.split('\n')) sessionIds.push(id);
    yield;
  }
  if (sessionIds.length !== size || pieces.completedAt.length !== size) throw new Error('size');
  if (pieces.entries.length !== layout.entries.length) throw new Error('entries');
  const entries: EntryData[] = [];
  for (const e of pieces.entries) {
    let texts: (string | undefined)[] | null = null;
    if (e.texts) {
      texts = [];
      for (const slice of e.texts) {
        for (const [n, t] of JSON.parse(`[${slice}]`) as [number, string][]) texts[n] = t;
        yield;
      }
    }
    entries.push({
      answered: Bitset.fromWords(e.answered),
      cells: e.cells.map((c) => Bitset.fromWords(c)),
      values: e.values,
      valueSum: e.valueSum,
      texts,
      textChars: e.textChars,
    });
  }
  const weightGroups = pieces.weightGroups && {
    groups: JSON.parse(pieces.weightGroups.groups) as (string | null)[][],
    groupOf: pieces.weightGroups.groupOf,
  };
  if (weightGroups && weightGroups.groupOf.length !== size) throw new Error('groups');
  yield;
  return ResultsIndex.restored(layout, margins, {
    sessionIds,
    completedAt: pieces.completedAt,
    entries,
    weightGroups,
  });
}

/** The index held by pieces read back, in one go. */
export function restoredIndex(
  pieces: SnapshotPieces,
  layout: ResultLayout,
  margins: QuotaMargins | null,
): ResultsIndex {
  return completed(restoredSlices(pieces, layout, margins));
}
