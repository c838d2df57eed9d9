/**
 * CSV records written as UTF-8 bytes into one growing buffer (the `CsvOut` of
 * packages/domain/src/exports/rawDataRows.ts). What a field says is the domain's field writer's
 * answer (`csvFieldWriters`: labels, neutralising, quoting); this only remembers those answers as
 * bytes: per variable the fields of codes 0..255 (every option code and label), up to 1024 other
 * numbers (the weights), and the text of its last other cell (a LONG record repeats the respondent's fields). An export of 100k completes writes
 * ~10M fields: building a string per field and per record cost more in garbage collection than
 * in work.
 */
import {
  csvField,
  csvFieldWriters,
  type CsvOut,
  type FieldWriter,
} from '@survey/domain/exports/rawDataRows';
import { neutraliseCell } from '@survey/domain/exports/cellSafety';
import type { Cell, RawDataColumns } from '@survey/domain/exports/rawDataLayout';

const COMMA = 0x2c;
const CODES = 256;
/** Other numbers remembered per variable (weights: one per combination of raking categories). */
const NUMBERS = 1024;

export class CsvBytes implements CsvOut {
  private buf = Buffer.allocUnsafe(1 << 20);
  /** The other buffer: `take` hands one out and writes on into the other (see take). */
  private spare = Buffer.allocUnsafe(1 << 20);
  private at = 0;
  private first = true;
  private readonly writers: FieldWriter[];
  private readonly codes: (Buffer | undefined)[][];
  private readonly lastCell: Cell[];
  private readonly lastText: string[];
  private readonly names: Buffer[];
  /** Each variable's loop item as a field (LONG of a survey with loops), empty when none. */
  private readonly loopItems: Buffer[];
  /** Per variable, its other numbers' fields; null for times (every one differs). */
  private readonly numbers: (Map<number, Buffer> | null)[];

  private readonly weightIndex: number;

  constructor(layout: RawDataColumns, encoded: boolean) {
    this.weightIndex = layout.weightIndex;
    this.writers = csvFieldWriters(layout, encoded);
    this.codes = layout.variables.map(() => []);
    this.lastCell = layout.variables.map(() => null);
    this.lastText = layout.variables.map(() => '');
    this.names = layout.variables.map((v) => Buffer.from(csvField(v.name), 'utf8'));
    this.loopItems = layout.variables.map((v) =>
      Buffer.from(v.loopItem === undefined ? '' : csvField(neutraliseCell(v.loopItem)), 'utf8'),
    );
    this.numbers = layout.variables.map((v) => (v.type === 'datetime' ? null : new Map()));
  }

  private room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + n));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
  }

  private bytes(b: Buffer) {
    this.room(b.length);
    const buf = this.buf;
    const at = this.at;
    if (b.length < 32) for (let k = 0; k < b.length; k++) buf[at + k] = b[k] ?? 0;
    else b.copy(buf, at);
    this.at = at + b.length;
  }

  private separate() {
    if (this.first) {
      this.first = false;
      return;
    }
    this.room(1);
    this.buf[this.at++] = COMMA;
  }

  private code(variable: number, cell: number): Buffer {
    const codes = this.codes[variable] ?? [];
    let b = codes[cell];
    if (!b) {
      b = Buffer.from(this.writers[variable]?.(cell) ?? '', 'utf8');
      codes[cell] = b;
    }
    return b;
  }

  private number(variable: number, cell: number): Buffer | undefined {
    const numbers = this.numbers[variable];
    if (!numbers) return undefined;
    let b = numbers.get(cell);
    if (!b && numbers.size < NUMBERS) {
      b = Buffer.from(this.writers[variable]?.(cell) ?? '', 'utf8');
      numbers.set(cell, b);
    }
    return b;
  }

  private text(variable: number, cell: Cell) {
    let text = this.lastText[variable] ?? '';
    if (this.lastCell[variable] !== cell) {
      text = this.writers[variable]?.(cell) ?? '';
      this.lastCell[variable] = cell;
      this.lastText[variable] = text;
    }
    this.room(text.length * 3);
    this.at += this.buf.write(text, this.at, 'utf8');
  }

  field(variable: number, cell: Cell): void {
    this.separate();
    if (cell === null) return;
    if (typeof cell === 'number') {
      const b =
        cell >= 0 && cell < CODES && Number.isInteger(cell)
          ? this.code(variable, cell)
          : this.number(variable, cell);
      if (b) this.bytes(b);
      else this.text(variable, cell);
    } else this.text(variable, cell);
  }

  name(variable: number): void {
    this.separate();
    const name = this.names[variable];
    if (name) this.bytes(name);
  }

  loopItem(variable: number): void {
    this.separate();
    const item = this.loopItems[variable];
    if (item) this.bytes(item);
  }

  /**
   * One WIDE record: what `putCsvRecords(layout, cells, 'WIDE', this)` writes, byte for byte, in
   * one loop (no call per field; issue 40 §2: ~10M fields at 100k completes). Codes and
   * remembered numbers are copied from their cached bytes; anything else goes through `text`.
   */
  record(cells: readonly Cell[]): void {
    const count = this.writers.length;
    const codes = this.codes;
    this.room(count + 2);
    for (let i = 0; i < count; i++) {
      if (i > 0) {
        if (this.at >= this.buf.length) this.room(1);
        this.buf[this.at++] = COMMA;
      }
      const cell = cells[i] ?? null;
      if (cell === null) continue;
      let b: Buffer | undefined;
      if (typeof cell === 'number') {
        if (cell >= 0 && cell < CODES && Number.isInteger(cell)) {
          b = codes[i]?.[cell] ?? this.code(i, cell);
        } else b = this.number(i, cell);
      }
      if (b === undefined) {
        this.text(i, cell);
        continue;
      }
      const n = b.length;
      if (this.at + n > this.buf.length) this.room(n);
      const buf = this.buf;
      const at = this.at;
      if (n < 32) for (let k = 0; k < n; k++) buf[at + k] = b[k] ?? 0;
      else buf.set(b, at);
      this.at = at + n;
    }
    this.room(2);
    this.buf[this.at++] = 0x0d;
    this.buf[this.at++] = 0x0a;
    this.first = true;
  }

  /**
   * One WIDE record stored with its export row (wideCsvRecord.ts), its UTF-8 bytes: copied as
   * they are, with `weight`'s field at `weightAt` (this layout's weight variable), or, for a file
   * without the weight (`weight` null), without the empty field and its comma.
   */
  stored(record: { bytes: Buffer; weightAt: number }, weight: number | null): void {
    const { bytes, weightAt } = record;
    this.room(bytes.length);
    if (weight === null) {
      this.at += bytes.copy(this.buf, this.at, 0, weightAt - 1);
    } else {
      this.at += bytes.copy(this.buf, this.at, 0, weightAt);
      this.weight(weight);
      this.room(bytes.length - weightAt);
    }
    this.at += bytes.copy(this.buf, this.at, weightAt);
    this.first = true;
  }

  /** The weight variable's field (no separator: the stored record has it). */
  private weight(weight: number) {
    const i = this.weightIndex;
    const b =
      weight >= 0 && weight < CODES && Number.isInteger(weight)
        ? this.code(i, weight)
        : this.number(i, weight);
    if (b) this.bytes(b);
    else this.text(i, weight);
  }

  end(): void {
    this.room(2);
    this.buf[this.at++] = 0x0d;
    this.buf[this.at++] = 0x0a;
    this.first = true;
  }

  /**
   * The bytes written since the last take: a view of one of two buffers, good until the take
   * after next (no copy of every page): the fields written meanwhile go into the other, so a page
   * can be compressed while the next is written (rawDataFile.ts `PageBehind`).
   */
  take(): Buffer {
    const full = this.buf;
    this.buf = this.spare;
    this.spare = full;
    const out = full.subarray(0, this.at);
    this.at = 0;
    return out;
  }
}
