/**
 * A results index's snapshot as pieces a worker thread can take (issue 40 §3): every typed array
 * its own buffer (transferable: handed over, not copied), the session ids as one string (one
 * string is cloned as a block; an array of a million is cloned string by string). Taking the
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
  /** The text per respondent number (holes where none). */
  texts: (string | undefined)[] | null;
  textChars: number;
}

export interface SnapshotPieces {
  /** What the cells and groups mean (`layoutFingerprint`). */
  fingerprint: string;
  size: number;
  /** Session ids, one per line. */
  sessionIds: string;
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

/**
 * The index's data as it is now, in buffers of its own: the index goes on taking completes while
 * the pieces are encoded elsewhere.
 */
export function snapshotPieces(index: ResultsIndex, margins: QuotaMargins | null): SnapshotPieces {
  const data = index.data();
  const size = data.sessionIds.length;
  return {
    fingerprint: layoutFingerprint(index.layout, margins),
    size,
    sessionIds: data.sessionIds.join('\n'),
    completedAt: data.completedAt.slice(),
    entries: data.entries.map((e) => ({
      answered: e.answered.wordsUpTo(size).slice(),
      cells: e.cells.map((c) => c.wordsUpTo(size).slice()),
      values: e.values ? e.values.slice() : null,
      valueSum: e.valueSum,
      texts: e.texts ? e.texts.slice(0, size) : null,
      textChars: e.textChars,
    })),
    weightGroups: data.weightGroups && {
      groups: JSON.stringify(data.weightGroups.groups),
      groupOf: data.weightGroups.groupOf.slice(),
    },
  };
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

/** The index held by pieces read back on this layout and margins (it adopts their buffers). */
export function restoredIndex(
  pieces: SnapshotPieces,
  layout: ResultLayout,
  margins: QuotaMargins | null,
): ResultsIndex {
  const size = pieces.size;
  const sessionIds = size === 0 ? [] : pieces.sessionIds.split('\n');
  if (sessionIds.length !== size || pieces.completedAt.length !== size) throw new Error('size');
  if (pieces.entries.length !== layout.entries.length) throw new Error('entries');
  const entries = pieces.entries.map((e): EntryData => ({
    answered: Bitset.fromWords(e.answered),
    cells: e.cells.map((c) => Bitset.fromWords(c)),
    values: e.values,
    valueSum: e.valueSum,
    texts: e.texts,
    textChars: e.textChars,
  }));
  const weightGroups = pieces.weightGroups && {
    groups: JSON.parse(pieces.weightGroups.groups) as (string | null)[][],
    groupOf: pieces.weightGroups.groupOf,
  };
  if (weightGroups && weightGroups.groupOf.length !== size) throw new Error('groups');
  return ResultsIndex.restored(layout, margins, {
    sessionIds,
    completedAt: pieces.completedAt,
    entries,
    weightGroups,
  });
}
