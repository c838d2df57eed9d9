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
 * A snapshot of another format, another layout (a code change in layout.ts, other margins) or
 * with a wrong checksum is refused; the caller builds from the stored answers instead.
 */
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import { Bitset } from './bitset.ts';
import { cellKey } from './features.ts';
import type { EntryData, IndexData } from './indexData.ts';
import type { ResultLayout } from './layout.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { utf8Decode, utf8Encode } from './utf8.ts';

/** Raised whenever the bytes written change meaning; older snapshots are then refused. */
export const INDEX_SNAPSHOT_FORMAT = 1;

const MAGIC = 0x58444952; // 'RIDX' read as a little-endian u32

export type SnapshotRefusal = 'FORMAT' | 'LAYOUT' | 'CORRUPT';

interface Header {
  fingerprint: string;
  size: number;
  sections: number[];
  entries: { valueSum: number; textChars: number }[];
}

/** FNV-1a over the words of `bytes` (its length a multiple of 4, 4-byte aligned). */
function checksum(bytes: Uint8Array): number {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] as number), 0x01000193);
  return h >>> 0;
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

const pad8 = (n: number) => Math.ceil(n / 8) * 8;

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** The index as bytes (the answers' data only: exclusions, weights and themes are not kept). */
export function encodeIndexSnapshot(index: ResultsIndex, margins: QuotaMargins | null): Uint8Array {
  const data = index.data();
  const size = data.sessionIds.length;
  const parts: Uint8Array[] = [utf8Encode(data.sessionIds.join('\n')), bytesOf(data.completedAt)];
  for (const e of data.entries) {
    parts.push(bytesOf(e.answered.wordsUpTo(size)));
    for (const c of e.cells) parts.push(bytesOf(c.wordsUpTo(size)));
    if (e.values) parts.push(bytesOf(e.values));
    if (e.texts) {
      const pairs: [number, string][] = [];
      e.texts.forEach((t, n) => {
        if (t !== undefined) pairs.push([n, t]);
      });
      parts.push(utf8Encode(JSON.stringify(pairs)));
    }
  }
  if (data.weightGroups) {
    parts.push(utf8Encode(JSON.stringify(data.weightGroups.groups)));
    parts.push(bytesOf(data.weightGroups.groupOf));
  }
  const header: Header = {
    fingerprint: layoutFingerprint(index.layout, margins),
    size,
    sections: parts.map((p) => p.byteLength),
    entries: data.entries.map((e) => ({ valueSum: e.valueSum, textChars: e.textChars })),
  };
  const head = utf8Encode(JSON.stringify(header));
  const start = pad8(12 + head.byteLength);
  const total = parts.reduce((at, p) => pad8(at + p.byteLength), start) + 8;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, INDEX_SNAPSHOT_FORMAT, true);
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

/** Reads the sections in the order encodeIndexSnapshot wrote them; throws on any mismatch. */
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
    // A copy (never slice(): Node's Buffer.slice shares memory): the index owns its arrays.
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

  bits(): Bitset {
    const p = this.take();
    return Bitset.fromWords(new Uint32Array(p.buffer, 0, p.byteLength / 4));
  }

  i32(): Int32Array {
    const p = this.take();
    return new Int32Array(p.buffer, 0, p.byteLength / 4);
  }

  get done(): boolean {
    return this.next === this.lengths.length;
  }
}

function isHeader(h: unknown): h is Header {
  if (typeof h !== 'object' || h === null) return false;
  const x = h as Partial<Header>;
  return (
    typeof x.fingerprint === 'string' &&
    typeof x.size === 'number' &&
    Array.isArray(x.sections) &&
    x.sections.every((n) => Number.isInteger(n) && n >= 0) &&
    Array.isArray(x.entries)
  );
}

/**
 * The index stored in `bytes` on this layout and margins, or why it is refused: another format,
 * another layout or margins, or bytes that do not read back (checksum, lengths).
 */
export function decodeIndexSnapshot(
  bytes: Uint8Array,
  layout: ResultLayout,
  margins: QuotaMargins | null,
): { index: ResultsIndex } | { refused: SnapshotRefusal } {
  if (bytes.byteLength < 20 || bytes.byteLength % 8 !== 0) return { refused: 'CORRUPT' };
  // Aligned for the word views (a driver's buffer may start anywhere in its pool).
  const own = bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
  const view = new DataView(own.buffer, own.byteOffset, own.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return { refused: 'CORRUPT' };
  if (view.getUint32(4, true) !== INDEX_SNAPSHOT_FORMAT) return { refused: 'FORMAT' };
  const end = own.byteLength - 4;
  if (view.getUint32(end, true) !== checksum(own.subarray(0, end))) return { refused: 'CORRUPT' };
  try {
    const headLength = view.getUint32(8, true);
    const header: unknown = JSON.parse(utf8Decode(own.subarray(12, 12 + headLength)));
    if (!isHeader(header)) return { refused: 'CORRUPT' };
    if (header.fingerprint !== layoutFingerprint(layout, margins)) return { refused: 'LAYOUT' };
    const s = new Sections(own, header.sections, pad8(12 + headLength));
    const data = readData(s, header, layout, margins);
    if (!s.done) return { refused: 'CORRUPT' };
    return { index: ResultsIndex.restored(layout, margins, data) };
  } catch {
    return { refused: 'CORRUPT' };
  }
}

function readData(
  s: Sections,
  header: Header,
  layout: ResultLayout,
  margins: QuotaMargins | null,
): IndexData {
  const size = header.size;
  const ids = s.string();
  const sessionIds = size === 0 ? [] : ids.split('\n');
  const completedAt = s.f64();
  if (sessionIds.length !== size || completedAt.length !== size) throw new Error('size');
  const entries = layout.entries.map((entry, i): EntryData => {
    const sums = header.entries[i];
    if (!sums) throw new Error('entries');
    const answered = s.bits();
    const cells = entry.rows.flatMap((r) => r.items.map(() => s.bits()));
    const values = entry.answerKind === 'scale' ? s.f64() : null;
    let texts: (string | undefined)[] | null = null;
    if (entry.answerKind === 'text') {
      texts = [];
      for (const [n, t] of s.json() as [number, string][]) texts[n] = t;
    }
    return { answered, cells, values, texts, ...sums };
  });
  const weightGroups = margins?.margins.length
    ? { groups: s.json() as (string | null)[][], groupOf: s.i32() }
    : null;
  if (weightGroups && weightGroups.groupOf.length !== size) throw new Error('groups');
  return { sessionIds, completedAt, entries, weightGroups };
}
