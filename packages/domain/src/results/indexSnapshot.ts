/**
 * A results index as bytes (issue 40 §3): a node that starts or takes over a survey loads the
 * stored snapshot and adds only the completes after it, instead of decoding every stored answer.
 *
 * Layout (little-endian):
 *   'RIDX' | u32 format | u32 header bytes | header JSON (UTF-8) | sections | u32 checksum
 * Every section starts on an 8-byte boundary, in this order: session ids (UTF-8, one per line),
 * completion times (f64 per respondent), then per layout entry its answered bitmap, its cells'
 * bitmaps (u32 words, layout order), its slider values (f64) and its texts (JSON [n, text] pairs),
 * then the raking groups (JSON) and each respondent's group (i32). The header holds the section
 * lengths, the per-entry sums and a fingerprint of the layout and quota margins the snapshot was
 * made on. The checksum covers every byte before it.
 *
 * Format 2 (a survey with looped sections, issue 38 §2) appends, per looped section, the same
 * sections of its iterations' index (ids, times, entries; no groups) and each iteration's
 * respondent number (i32); its header adds `loops`, each loop's fingerprint, size and sums. A
 * survey without loops is still written as format 1, byte for byte as before (nodes of the
 * release before loops were kept read it), and both formats are read.
 *
 * A snapshot of another format, another layout (a code change in layout.ts or
 * iterationLayout.ts, other margins) or with a wrong checksum is refused; the caller builds from
 * the stored answers instead.
 *
 * Both ways go through `SnapshotPieces` (`snapshotPieces.ts`): `assembleSnapshot` and
 * `readSnapshotPieces` need no index and no layout, so the server runs them in a worker thread
 * (the event loop only takes the pieces, or adopts them); `encodeIndexSnapshot` and
 * `decodeIndexSnapshot` do all of it in the calling thread.
 */
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import type { IterationLayout } from './iterationLayout.ts';
import type { ResultLayout } from './layout.ts';
import type { ResultsIndex } from './resultsIndex.ts';
import {
  restoredIndex,
  SLICE,
  snapshotPieces,
  snapshotShape,
  type EntryPieces,
  type SnapshotPieces,
  type SnapshotShape,
} from './snapshotPieces.ts';
import { utf8Decode, utf8Encode } from './utf8.ts';

/**
 * The latest format (2: with looped sections' iterations); raised whenever the bytes written
 * change meaning, and a format no longer read is then refused.
 */
export const INDEX_SNAPSHOT_FORMAT = 2;

/** The format of a snapshot without loops (1, as before loops were kept). */
export const LOOPLESS_SNAPSHOT_FORMAT = 1;

/** Whether this release reads snapshots of `format`. */
export const readsSnapshotFormat = (format: number): boolean =>
  format === LOOPLESS_SNAPSHOT_FORMAT || format === INDEX_SNAPSHOT_FORMAT;

/** The format `bytes` (a snapshot as `assembleSnapshot` laid it out) are written in. */
export function snapshotFormatOf(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
}

const MAGIC = 0x58444952; // 'RIDX' read as a little-endian u32

export type SnapshotRefusal = 'FORMAT' | 'LAYOUT' | 'CORRUPT';

/** An index's part of the header: what the layout does not say about its sections. */
interface IndexHeader {
  fingerprint: string;
  size: number;
  entries: { valueSum: number; textChars: number }[];
}

interface Header extends IndexHeader {
  sections: number[];
  /** Format 2 only: the looped sections' iteration indexes. */
  loops?: IndexHeader[];
}

/** FNV-1a over the words of `bytes` (its length a multiple of 4, 4-byte aligned). */
function checksum(bytes: Uint8Array): number {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] as number), 0x01000193);
  return h >>> 0;
}

const pad8 = (n: number) => Math.ceil(n / 8) * 8;

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** One index's sections, in order: ids, times, entries, then its groups if any. */
function indexParts(pieces: SnapshotPieces): Uint8Array[] {
  const parts: Uint8Array[] = [
    utf8Encode(pieces.sessionIds.join('\n')),
    bytesOf(pieces.completedAt),
  ];
  for (const e of pieces.entries) {
    parts.push(bytesOf(e.answered));
    for (const c of e.cells) parts.push(bytesOf(c));
    if (e.values) parts.push(bytesOf(e.values));
    if (e.texts) parts.push(utf8Encode(`[${e.texts.join(',')}]`));
  }
  if (pieces.weightGroups) {
    parts.push(utf8Encode(pieces.weightGroups.groups));
    parts.push(bytesOf(pieces.weightGroups.groupOf));
  }
  return parts;
}

const indexHeader = (pieces: SnapshotPieces): IndexHeader => ({
  fingerprint: pieces.fingerprint,
  size: pieces.size,
  entries: pieces.entries.map((e) => ({ valueSum: e.valueSum, textChars: e.textChars })),
});

/** The snapshot's bytes laid out from its pieces (no index needed: a worker thread's part). */
export function assembleSnapshot(pieces: SnapshotPieces): Uint8Array {
  const parts = indexParts(pieces);
  for (const l of pieces.loops) parts.push(...indexParts(l.iterations), bytesOf(l.respondentOf));
  const looped = pieces.loops.length > 0;
  const { fingerprint, size, entries } = indexHeader(pieces);
  const header: Header = {
    fingerprint,
    size,
    sections: parts.map((p) => p.byteLength),
    entries,
    ...(looped ? { loops: pieces.loops.map((l) => indexHeader(l.iterations)) } : {}),
  };
  const head = utf8Encode(JSON.stringify(header));
  const start = pad8(12 + head.byteLength);
  const total = parts.reduce((at, p) => pad8(at + p.byteLength), start) + 8;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, looped ? INDEX_SNAPSHOT_FORMAT : LOOPLESS_SNAPSHOT_FORMAT, true);
  view.setUint32(8, head.byteLength, true);
  out.set(head, 12);
  let at = start;
  for (const p of parts) {
    out.set(p, at);
    at = pad8(at + p.byteLength);
  }
  view.setUint32(total - 4, checksum(out.subarray(0, total - 4)), true);
  return out;
}

/** The index as bytes (the answers' data only: exclusions, weights and themes are not kept). */
export function encodeIndexSnapshot(index: ResultsIndex, margins: QuotaMargins | null): Uint8Array {
  return assembleSnapshot(snapshotPieces(index, margins));
}

/** Reads the sections in the order assembleSnapshot wrote them; throws on any mismatch. */
class Sections {
  private next = 0;
  private at: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly lengths: number[],
    start: number,
  ) {
    this.at = start;
  }

  private take(): Uint8Array {
    const length = this.lengths[this.next++];
    if (length === undefined || this.at + length > this.bytes.byteLength - 8) {
      throw new Error('section past the end');
    }
    // A copy in a buffer of its own (never slice(): Node's Buffer.slice shares memory): the index
    // adopts it, and a worker hands it over without copying again.
    const part = new Uint8Array(this.bytes.subarray(this.at, this.at + length));
    this.at = pad8(this.at + length);
    return part;
  }

  string(): string {
    return utf8Decode(this.take());
  }

  json(): unknown {
    return JSON.parse(this.string());
  }

  f64(): Float64Array {
    const p = this.take();
    return new Float64Array(p.buffer, 0, p.byteLength / 8);
  }

  words(): Uint32Array {
    const p = this.take();
    return new Uint32Array(p.buffer, 0, p.byteLength / 4);
  }

  i32(): Int32Array {
    const p = this.take();
    return new Int32Array(p.buffer, 0, p.byteLength / 4);
  }

  get done(): boolean {
    return this.next === this.lengths.length;
  }
}

function isIndexHeader(h: unknown): h is IndexHeader {
  if (typeof h !== 'object' || h === null) return false;
  const x = h as Partial<IndexHeader>;
  return (
    typeof x.fingerprint === 'string' && typeof x.size === 'number' && Array.isArray(x.entries)
  );
}

function isHeader(h: unknown): h is Header {
  if (!isIndexHeader(h)) return false;
  const x = h as Partial<Header>;
  return (
    Array.isArray(x.sections) &&
    x.sections.every((n) => Number.isInteger(n) && n >= 0) &&
    (x.loops === undefined || (Array.isArray(x.loops) && x.loops.every(isIndexHeader)))
  );
}

/**
 * The pieces stored in `bytes` for a layout of this shape (no layout needed: a worker thread's
 * part), or why they are refused: another format, another layout or margins, or bytes that do
 * not read back (checksum, lengths).
 */
export function readSnapshotPieces(
  bytes: Uint8Array,
  shape: SnapshotShape,
): { pieces: SnapshotPieces } | { refused: SnapshotRefusal } {
  if (bytes.byteLength < 20 || bytes.byteLength % 8 !== 0) return { refused: 'CORRUPT' };
  // Aligned for the word views (a driver's buffer may start anywhere in its pool).
  const own = bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
  const view = new DataView(own.buffer, own.byteOffset, own.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return { refused: 'CORRUPT' };
  const format = view.getUint32(4, true);
  if (!readsSnapshotFormat(format)) return { refused: 'FORMAT' };
  const end = own.byteLength - 4;
  if (view.getUint32(end, true) !== checksum(own.subarray(0, end))) return { refused: 'CORRUPT' };
  try {
    const headLength = view.getUint32(8, true);
    const header: unknown = JSON.parse(utf8Decode(own.subarray(12, 12 + headLength)));
    if (!isHeader(header)) return { refused: 'CORRUPT' };
    if (format === LOOPLESS_SNAPSHOT_FORMAT && header.loops) return { refused: 'CORRUPT' };
    const loops = header.loops ?? [];
    const fingerprints = [header, ...loops].map((h) => h.fingerprint);
    const expected = [shape, ...shape.loops].map((h) => h.fingerprint);
    if (fingerprints.join('|') !== expected.join('|')) return { refused: 'LAYOUT' };
    const s = new Sections(own, header.sections, pad8(12 + headLength));
    const pieces = readPieces(s, header, shape);
    for (const [i, loop] of shape.loops.entries()) {
      const iterations = readPieces(s, loops[i] as IndexHeader, loop);
      pieces.loops.push({ iterations, respondentOf: s.i32() });
    }
    if (!s.done) return { refused: 'CORRUPT' };
    return { pieces };
  } catch {
    return { refused: 'CORRUPT' };
  }
}

/** `items` in slices of SLICE, each joined by `separator`. */
function sliced(items: readonly string[], separator: string): string[] {
  const slices: string[] = [];
  for (let from = 0; from < items.length; from += SLICE) {
    slices.push(items.slice(from, from + SLICE).join(separator));
  }
  return slices;
}

/** One index's pieces (its loops' left to the caller), read in the order `indexParts` wrote. */
function readPieces(s: Sections, header: IndexHeader, shape: SnapshotShape): SnapshotPieces {
  const ids = s.string();
  const sessionIds = header.size === 0 ? [] : sliced(ids.split('\n'), '\n');
  const completedAt = s.f64();
  const entries = shape.entries.map((entry, i): EntryPieces => {
    const sums = header.entries[i];
    if (!sums) throw new Error('entries');
    const answered = s.words();
    const cells = Array.from({ length: entry.cells }, () => s.words());
    const values = entry.values ? s.f64() : null;
    let texts: string[] | null = null;
    if (entry.texts) {
      const pairs = s.json();
      if (!Array.isArray(pairs)) throw new Error('texts');
      // Sliced again here (the reader's thread), so that the loop parses a slice at a time.
      texts = sliced(
        pairs.map((p) => JSON.stringify(p)),
        ',',
      );
    }
    return { answered, cells, values, texts, valueSum: sums.valueSum, textChars: sums.textChars };
  });
  const weightGroups = shape.groups ? { groups: s.string(), groupOf: s.i32() } : null;
  return {
    fingerprint: header.fingerprint,
    size: header.size,
    sessionIds,
    completedAt,
    entries,
    weightGroups,
    loops: [],
  };
}

/**
 * The index stored in `bytes` on this layout, margins and looped sections (`iterationLayouts`),
 * or why it is refused: another format, another layout, margins or loops, or bytes that do not
 * read back (checksum, lengths).
 */
export function decodeIndexSnapshot(
  bytes: Uint8Array,
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[] = [],
): { index: ResultsIndex } | { refused: SnapshotRefusal } {
  const read = readSnapshotPieces(bytes, snapshotShape(layout, margins, units));
  if ('refused' in read) return read;
  return restoredFrom(read.pieces, layout, margins, units);
}

/** The index held by pieces read back (`readSnapshotPieces`), or CORRUPT when they disagree. */
export function restoredFrom(
  pieces: SnapshotPieces,
  layout: ResultLayout,
  margins: QuotaMargins | null,
  units: readonly IterationLayout[] = [],
): { index: ResultsIndex } | { refused: SnapshotRefusal } {
  try {
    return { index: restoredIndex(pieces, layout, margins, units) };
  } catch {
    return { refused: 'CORRUPT' };
  }
}
