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
import type { EntryData, IndexData } from './indexData.ts';
import type { IterationLayout } from './iterationLayout.ts';
import type { ResultLayout } from './layout.ts';
import { LoopedResultsIndex } from './loopedResultsIndex.ts';
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
  /** Per looped section (in the survey's order), its iterations; empty without loops. */
  loops: LoopPieces[];
}

/** A looped section's iterations: their index's pieces and each one's respondent number. */
export interface LoopPieces {
  /** On the section's iteration layout, without margins (no groups) and without loops. */
  iterations: SnapshotPieces;
  respondentOf: Int32Array;
}

/** What a reader needs of the layout to cut the bytes into pieces (a worker has no layout). */
export interface SnapshotShape {
  fingerprint: string;
  entries: { cells: number; values: boolean; texts: boolean }[];
  groups: boolean;
  /** The looped sections' iteration indexes (each without groups or loops of its own). */
  loops: SnapshotShape[];
}

/**
 * What the snapshot's cells and groups mean: the layout's cells, the margins' categories and,
 * with loops, each looped section's number, stacked cards and their pages (without loops the
 * same string as before loops were kept, so older snapshots still match).
 */
export function layoutFingerprint(
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[] = [],
): string {
  const parts: unknown[] = [
    layout.entries.map((e) => [
      e.id,
      e.pageKey,
      e.answerKind,
      e.rows.flatMap((r) => r.items.map((i) => cellKey(r.id, i.id))),
    ]),
    (margins?.margins ?? []).map((m) => [m.id, [...m.targets.keys()]]),
  ];
  if (units.length > 0) parts.push(units.map((u) => [u.sectionNumber, [...u.stacked], u.cardKeys]));
  const shape = JSON.stringify(parts);
  let h = 0x811c9dc5;
  let g = 0x01000193;
  for (let i = 0; i < shape.length; i++) {
    const c = shape.charCodeAt(i);
    h = Math.imul(h ^ c, 0x01000193);
    g = Math.imul(g ^ c, 0x5bd1e995);
  }
  return `${(h >>> 0).toString(16)}${(g >>> 0).toString(16)}:${shape.length}`;
}

export function snapshotShape(
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[] = [],
): SnapshotShape {
  return {
    fingerprint: layoutFingerprint(layout, margins, units),
    entries: layout.entries.map((e) => ({
      cells: e.rows.reduce((n, r) => n + r.items.length, 0),
      values: e.answerKind === 'scale',
      texts: e.answerKind === 'text',
    })),
    groups: Boolean(margins?.margins.length),
    loops: units.map((u) => snapshotShape(u.layout, null)),
  };
}

/** The iteration layouts an index counts (none: an index without loops). */
const unitsOf = (index: ResultsIndex): readonly IterationLayout[] =>
  index instanceof LoopedResultsIndex ? index.units : [];

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
 * the sums are taken with the size. With loops, every looped section's iterations are taken in
 * the same turn as the respondents: exactly the iterations of the completes kept.
 */
export function* snapshotSlices(
  index: ResultsIndex,
  margins: QuotaMargins | null,
): Generator<void, SnapshotPieces> {
  const loops = index instanceof LoopedResultsIndex ? index.iterations() : [];
  const main = indexSlices(index, margins, unitsOf(index));
  const iterations = loops.map((l) => indexSlices(l.index, null, []));
  // Each generator takes its sizes at its first step, before its first yield.
  for (const slices of [main, ...iterations]) slices.next();
  yield;
  const pieces = yield* main;
  for (const [i, l] of loops.entries()) {
    const taken = yield* iterations[i] as Generator<void, SnapshotPieces>;
    const respondentOf = Int32Array.from({ length: taken.size }, (_, n) => l.respondentOf[n] ?? -1);
    pieces.loops.push({ iterations: taken, respondentOf });
    yield;
  }
  return pieces;
}

/** One index's pieces (its loops' left to the caller), sliced as `snapshotSlices`. */
function* indexSlices(
  index: ResultsIndex,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[],
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
    fingerprint: layoutFingerprint(index.layout, margins, units),
    size,
    sessionIds,
    completedAt: data.completedAt.slice(),
    entries,
    weightGroups: data.weightGroups && {
      groups: groups as string,
      groupOf: data.weightGroups.groupOf.slice(),
    },
    loops: [],
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
  const buffers = arrays.map((a) => a.buffer as ArrayBuffer);
  for (const l of pieces.loops) {
    buffers.push(...transferablesOf(l.iterations), l.respondentOf.buffer as ArrayBuffer);
  }
  return buffers;
}

/**
 * The index held by pieces read back on this layout and margins (it adopts their buffers), a
 * slice at a time like `snapshotSlices`; with `units` (the survey's looped sections) the pieces
 * must hold their iterations, and without, none.
 */
export function* restoredSlices(
  pieces: SnapshotPieces,
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[] = [],
): Generator<void, ResultsIndex> {
  if (pieces.loops.length !== units.length) throw new Error('loops');
  const data = yield* restoredData(pieces, layout);
  if (units.length === 0) return ResultsIndex.restored(layout, margins, data);
  const loops = [];
  for (const [i, unit] of units.entries()) {
    const l = pieces.loops[i] as LoopPieces;
    if (l.iterations.loops.length > 0) throw new Error('nested loops');
    const iterations = yield* restoredData(l.iterations, unit.layout);
    if (iterations.weightGroups) throw new Error('iteration groups');
    loops.push({
      index: ResultsIndex.restored(unit.layout, null, iterations),
      respondentOf: l.respondentOf,
    });
  }
  yield;
  return LoopedResultsIndex.fromSnapshot(layout, margins, units, data, loops);
}

/** One index's data held by pieces read back (it adopts their buffers), checked against `layout`. */
function* restoredData(pieces: SnapshotPieces, layout: ResultLayout): Generator<void, IndexData> {
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
  return { sessionIds, completedAt: pieces.completedAt, entries, weightGroups };
}

/** The index held by pieces read back, in one go. */
export function restoredIndex(
  pieces: SnapshotPieces,
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[] = [],
): ResultsIndex {
  return completed(restoredSlices(pieces, layout, margins, units));
}
