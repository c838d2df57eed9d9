/**
 * An SPSS system file (.sav) written in pieces: the dictionary first, then cases page by page in
 * bytecode compression, so an export never holds more than one page of rows.
 *
 * Written by hand rather than with `sav-writer` (STACK.md): that package cannot declare missing
 * values (Don't know / Prefer not to say must be user-missing), builds one object per cell (too slow
 * and too much memory for 100k completes) and its stream writer is broken. The format follows the
 * PSPP developers' guide, "System File Format"; PSPP reading every file back is the test.
 */
import { truncateUtf8, utf8ByteLength } from '@survey/domain/exports/labels';
import type { Cell, Measure, RawVariable } from '@survey/domain/exports/rawDataLayout';

/** String widths in bytes (SPSS short strings are at most 255 bytes: no very long strings). */
export const SAV_STRING_MAX = 255;
const BIAS = 100;
/** Seconds from the SPSS epoch (1582-10-14) to the Unix epoch. */
const SPSS_EPOCH_OFFSET_S = 12_219_379_200;

const FORMAT = { A: 1, F: 5, DATETIME: 22 } as const;
const MEASURE: Record<Measure, number> = { nominal: 1, ordinal: 2, scale: 3 };

export interface SavVariable extends RawVariable {
  /** String variables: width in bytes (1..255); numeric: ignored. */
  width: number;
}

/** Bytes written into a growing buffer (little-endian, as the file declares). */
class Bytes {
  buf: Buffer;
  at = 0;
  constructor(size = 1024) {
    this.buf = Buffer.allocUnsafe(size);
  }
  room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + n));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
  }
  int32(v: number) {
    this.room(4);
    this.at = this.buf.writeInt32LE(v, this.at);
  }
  float(v: number) {
    this.room(8);
    this.at = this.buf.writeDoubleLE(v, this.at);
  }
  byte(v: number) {
    this.room(1);
    this.buf[this.at++] = v;
  }
  raw(b: Buffer) {
    this.room(b.length);
    this.at += b.copy(this.buf, this.at);
  }
  /** The text as UTF-8, space-padded (or cut) to exactly `length` bytes. */
  padded(text: string, length: number) {
    this.room(length);
    const written = this.buf.write(truncateUtf8(text, length), this.at, length, 'utf8');
    this.buf.fill(0x20, this.at + written, this.at + length);
    this.at += length;
  }
  take(): Buffer {
    const out = Buffer.from(this.buf.subarray(0, this.at));
    this.at = 0;
    return out;
  }
}

const slotsOf = (v: SavVariable) => (v.type === 'string' ? Math.ceil(v.width / 8) : 1);

function formatOf(v: SavVariable): number {
  if (v.type === 'string') return (FORMAT.A << 16) | (v.width << 8);
  if (v.type === 'datetime') return (FORMAT.DATETIME << 16) | (20 << 8);
  const width = v.decimals > 0 ? 8 + v.decimals : 8;
  return (FORMAT.F << 16) | (width << 8) | v.decimals;
}

/** Unique 8-byte short names (the long names go in record 7/13). */
function shortNames(vars: readonly SavVariable[]): string[] {
  const taken = new Set<string>();
  return vars.map((v, i) => {
    let short = v.name.toUpperCase().slice(0, 8);
    if (taken.has(short)) short = `V${i + 1}`.slice(0, 8);
    taken.add(short);
    return short;
  });
}

/**
 * The header's weight index: the 1-based case slot of the variable named `weight` (string
 * variables take one slot per 8 bytes), so that a reader applies WEIGHT BY weight on opening the
 * file; 0 (not weighted) when `weighted` is false or no such variable exists.
 */
function weightSlot(vars: readonly SavVariable[], weighted: boolean): number {
  if (!weighted) return 0;
  let slot = 1;
  for (const v of vars) {
    if (v.name === 'weight' && v.type === 'numeric') return slot;
    slot += slotsOf(v);
  }
  return 0;
}

function header(out: Bytes, vars: readonly SavVariable[], now: Date, weighted: boolean) {
  const months = 'JanFebMarAprMayJunJulAugSepOctNovDec';
  const dd = String(now.getUTCDate()).padStart(2, '0');
  const mon = months.slice(now.getUTCMonth() * 3, now.getUTCMonth() * 3 + 3);
  const yy = String(now.getUTCFullYear() % 100).padStart(2, '0');
  const time = now.toISOString().slice(11, 19);
  out.padded('$FL2', 4);
  out.padded('@(#) SPSS DATA FILE Survey dashboard raw-data export', 60);
  out.int32(2); // layout code
  out.int32(vars.reduce((n, v) => n + slotsOf(v), 0));
  out.int32(1); // bytecode compression
  out.int32(weightSlot(vars, weighted));
  out.int32(-1); // cases: unknown (rawDataFile.ts writes front to back)
  out.float(BIAS);
  out.padded(`${dd} ${mon} ${yy}`, 9);
  out.padded(time, 8);
  out.padded('', 64);
  out.padded('', 3);
}

function variableRecords(out: Bytes, vars: readonly SavVariable[], shorts: string[]) {
  vars.forEach((v, i) => {
    const label = truncateUtf8(v.label, 255);
    const missing = v.type === 'numeric' ? v.missing.slice(0, 3) : [];
    out.int32(2);
    out.int32(v.type === 'string' ? v.width : 0);
    out.int32(label ? 1 : 0);
    out.int32(missing.length);
    out.int32(formatOf(v));
    out.int32(formatOf(v));
    out.padded(shorts[i] ?? '', 8);
    if (label) {
      const bytes = utf8ByteLength(label);
      out.int32(bytes);
      out.padded(label, Math.ceil(bytes / 4) * 4);
    }
    for (const m of missing) out.float(m);
    for (let s = 1; s < slotsOf(v); s++) {
      out.int32(2);
      out.int32(-1);
      for (let k = 0; k < 4; k++) out.int32(0);
      out.padded('', 8);
    }
  });
}

/** One value label's label: its length byte, then the text padded to a multiple of 8 bytes. */
function labelText(out: Bytes, text: string) {
  const label = truncateUtf8(text, 255);
  const bytes = utf8ByteLength(label);
  out.byte(bytes);
  out.padded(label, Math.ceil((bytes + 1) / 8) * 8 - 1);
}

/** The labels of a text variable's values, which the format allows for short strings only. */
const TEXT_LABEL_WIDTH = 8;

function valueLabelRecords(out: Bytes, vars: readonly SavVariable[]) {
  let slot = 1;
  for (const v of vars) {
    const texts = v.type === 'string' && v.width <= TEXT_LABEL_WIDTH ? (v.textLabels ?? []) : [];
    if (v.type === 'numeric' && v.valueLabels.length > 0) {
      out.int32(3);
      out.int32(v.valueLabels.length);
      for (const l of v.valueLabels) {
        out.float(l.value);
        labelText(out, l.label);
      }
    } else if (texts.length > 0) {
      out.int32(3);
      out.int32(texts.length);
      for (const l of texts) {
        out.padded(l.value, TEXT_LABEL_WIDTH);
        labelText(out, l.label);
      }
    }
    if ((v.type === 'numeric' && v.valueLabels.length > 0) || texts.length > 0) {
      out.int32(4);
      out.int32(1);
      out.int32(slot);
    }
    slot += slotsOf(v);
  }
}

function extensionRecord(out: Bytes, subtype: number, size: number, body: Buffer | number[]) {
  out.int32(7);
  out.int32(subtype);
  out.int32(size);
  if (Buffer.isBuffer(body)) {
    out.int32(body.length / size);
    out.raw(body);
  } else {
    out.int32(body.length);
    for (const n of body) out.int32(n);
  }
}

/** The dictionary: everything before the first case. */
export function savDictionary(
  vars: readonly SavVariable[],
  now: Date,
  { weighted = false }: { weighted?: boolean } = {},
): Buffer {
  const out = new Bytes(64 * 1024);
  const shorts = shortNames(vars);
  header(out, vars, now, weighted);
  variableRecords(out, vars, shorts);
  valueLabelRecords(out, vars);
  // Machine integer info: version 1.0.0, machine -1, IEEE 754, compression 1, little-endian, UTF-8.
  extensionRecord(out, 3, 4, [1, 0, 0, -1, 1, 1, 2, 65001]);
  const floats = Buffer.alloc(24);
  floats.writeDoubleLE(-Number.MAX_VALUE, 0); // system-missing
  floats.writeDoubleLE(Number.MAX_VALUE, 8); // HIGHEST
  floats.writeBigUInt64LE(0xffef_ffff_ffff_fffen, 16); // LOWEST: next above -DBL_MAX
  extensionRecord(out, 4, 8, floats);
  extensionRecord(
    out,
    11,
    4,
    vars.flatMap((v) => [
      MEASURE[v.measure],
      v.type === 'string' ? Math.min(v.width, 40) : 10,
      v.type === 'string' ? 0 : 1,
    ]),
  );
  const names = vars.map((v, i) => `${shorts[i] ?? ''}=${v.name}`).join('\t');
  extensionRecord(out, 13, 1, Buffer.from(names, 'utf8'));
  extensionRecord(out, 20, 1, Buffer.from('UTF-8', 'ascii'));
  out.int32(999);
  out.int32(0);
  return out.take();
}

/** Variable kinds as the case encoder switches on them. */
const NUMERIC = 0;
const DATETIME = 1;
const STRING = 2;
/** Strings whose bytes a variable remembers (ids, statuses and names repeat case after case). */
const REMEMBERED_STRINGS = 4096;

/**
 * Cases in bytecode compression: blocks of 8 command bytes, each followed by the 8-byte values
 * its 253 commands announce. A block may span cases and pages; `finish` pads the last one.
 * Everything goes straight into one growing buffer, byte by byte: a block's command bytes are
 * reserved when its first command comes, and its values follow them as they come (millions of
 * cells: no buffer per block, per string or per case).
 */
export class SavCaseEncoder {
  private readonly out = new Bytes(256 * 1024);
  /** Where the open block's command bytes are in `out`, and how many it has (0: none open). */
  private blockAt = 0;
  private count = 0;
  private readonly kinds: number[];
  private readonly widths: number[];
  /** Per string variable: UTF-8 bytes of texts seen, cut at its width on a character boundary. */
  private readonly strings: Map<string, Buffer>[];

  constructor(vars: readonly SavVariable[]) {
    this.kinds = vars.map((v) =>
      v.type === 'string' ? STRING : v.type === 'datetime' ? DATETIME : NUMERIC,
    );
    this.widths = vars.map((v) => Math.min(v.width, SAV_STRING_MAX));
    this.strings = vars.map(() => new Map());
  }

  private command(code: number) {
    const out = this.out;
    if (this.count === 0) {
      out.room(8);
      const buf = out.buf;
      const at = out.at;
      this.blockAt = at;
      for (let k = 0; k < 8; k++) buf[at + k] = 0;
      out.at = at + 8;
    }
    out.buf[this.blockAt + this.count] = code;
    this.count = this.count === 7 ? 0 : this.count + 1;
  }

  private number(value: number | null) {
    if (value === null || !Number.isFinite(value)) return this.command(255);
    const code = value + BIAS;
    if (Number.isInteger(code) && code >= 1 && code <= 251) return this.command(code);
    this.command(253);
    this.out.float(value);
  }

  private bytesOf(variable: number, text: string): Buffer {
    const seen = this.strings[variable] ?? new Map<string, Buffer>();
    let bytes = seen.get(text);
    if (!bytes) {
      bytes = Buffer.from(truncateUtf8(text, this.widths[variable] ?? 8), 'utf8');
      if (seen.size >= REMEMBERED_STRINGS) seen.clear();
      seen.set(text, bytes);
    }
    return bytes;
  }

  private string(variable: number, text: string) {
    const slots = Math.ceil((this.widths[variable] ?? 8) / 8);
    const bytes = text === '' ? null : this.bytesOf(variable, text);
    const length = bytes?.length ?? 0;
    for (let s = 0; s < slots; s++) {
      const start = s * 8;
      if (bytes === null || start >= length) {
        this.command(254);
        continue;
      }
      this.command(253);
      const out = this.out;
      out.room(8);
      const buf = out.buf;
      const at = out.at;
      for (let k = 0; k < 8; k++)
        buf[at + k] = start + k < length ? (bytes[start + k] ?? 0x20) : 0x20;
      out.at = at + 8;
    }
  }

  /**
   * One WIDE case: what `put(i, cells[i])` for every variable in order writes, byte for byte, in
   * one loop (issue 40 §2: no call per cell through the sink's callback).
   */
  record(cells: readonly Cell[]): void {
    const kinds = this.kinds;
    const count = kinds.length;
    for (let i = 0; i < count; i++) {
      const cell = cells[i] ?? null;
      const kind = kinds[i];
      if (kind === NUMERIC) this.number(typeof cell === 'number' ? cell : null);
      else if (kind === STRING) this.string(i, cell === null ? '' : String(cell));
      else this.number(typeof cell === 'number' ? cell / 1000 + SPSS_EPOCH_OFFSET_S : null);
    }
  }

  /** Encodes variable `variable`'s cell of the case being written (variables in order). */
  put(variable: number, cell: Cell): void {
    const kind = this.kinds[variable];
    if (kind === STRING) this.string(variable, cell === null ? '' : String(cell));
    else if (kind === DATETIME) {
      this.number(typeof cell === 'number' ? cell / 1000 + SPSS_EPOCH_OFFSET_S : null);
    } else this.number(typeof cell === 'number' ? cell : null);
  }

  /** The bytes of every closed block so far; an open block stays for the next cases. */
  take(): Buffer {
    if (this.count === 0) return this.out.take();
    const open = Buffer.from(this.out.buf.subarray(this.blockAt, this.out.at));
    this.out.at = this.blockAt;
    const done = this.out.take();
    this.out.raw(open);
    this.blockAt = 0;
    return done;
  }

  /** The last block, its unused commands 0 (ignored). */
  finish(): Buffer {
    this.count = 0;
    return this.out.take();
  }
}
