/**
 * Reads stored export rows (`exportRow.ts`: the layout's cells as JSON text) into one cell array
 * that every read reuses. An export reads 100k rows or more: `JSON.parse` built an array per row
 * (garbage the server's heap grew on) and cost more than this scan of the form `JSON.stringify`
 * writes (numbers, strings, null; no white space). Anything else falls back to `JSON.parse`.
 */
import type { Cell, RawDataColumns } from './rawDataLayout.ts';
import { StoredExportRowError } from './exportRow.ts';

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const N = 0x6e; // n(ull)
const ZERO = 0x30;
const NINE = 0x39;
/** Up to 15 decimal digits an integer is exact as it is summed digit by digit. */
const EXACT_DIGITS = 15;

export class ExportRowReader {
  private readonly cells: Cell[];

  constructor(private readonly layout: RawDataColumns) {
    this.cells = layout.variables.map(() => null);
  }

  /**
   * A stored row's cells with its weight, in the reader's one array: good until the next read
   * (write it out first). Throws StoredExportRowError when the row does not fit the layout.
   */
  read(stored: string, weight: number): readonly Cell[] {
    if (!this.scan(stored)) this.parse(stored);
    this.cells[this.layout.weightIndex] = weight;
    return this.cells;
  }

  /** Scans `JSON.stringify`'s form into the array; false when the text is in any other form. */
  private scan(s: string): boolean {
    const cells = this.cells;
    const count = cells.length;
    const length = s.length;
    if (length < 2 || s.charCodeAt(0) !== OPEN || s.charCodeAt(length - 1) !== CLOSE) return false;
    const last = length - 1;
    if (last === 1) return count === 0;
    let at = 1;
    let i = 0;
    while (i < count) {
      let c = s.charCodeAt(at);
      if (c >= ZERO && c <= NINE) {
        // A whole number (most cells are option codes): digits up to the next comma or the end.
        let value = c - ZERO;
        let end = at + 1;
        c = s.charCodeAt(end);
        while (c >= ZERO && c <= NINE) {
          value = value * 10 + (c - ZERO);
          c = s.charCodeAt(++end);
        }
        if (c === COMMA || end === last) {
          if (end - at > EXACT_DIGITS) return false;
          cells[i] = value;
        } else {
          // A fraction or an exponent: up to the next comma or the end.
          while (end < last && s.charCodeAt(end) !== COMMA) end++;
          const n = Number(s.slice(at, end));
          if (Number.isNaN(n)) return false;
          cells[i] = n;
        }
        at = end;
      } else if (c === N) {
        if (s.charCodeAt(at + 3) !== 0x6c || s.charCodeAt(at + 1) !== 0x75) return false;
        cells[i] = null;
        at += 4;
      } else if (c === QUOTE) {
        let end = at + 1;
        let escaped = false;
        for (;;) {
          if (end >= last) return false;
          const d = s.charCodeAt(end);
          if (d === QUOTE) break;
          if (d === BACKSLASH) {
            escaped = true;
            end += 2;
          } else end++;
        }
        cells[i] = escaped ? (JSON.parse(s.slice(at, end + 1)) as string) : s.slice(at + 1, end);
        at = end + 1;
      } else if (c === 0x2d) {
        // A negative number.
        let end = at + 1;
        while (end < last && s.charCodeAt(end) !== COMMA) end++;
        const n = Number(s.slice(at, end));
        if (Number.isNaN(n)) return false;
        cells[i] = n;
        at = end;
      } else return false;
      i++;
      if (at === last) return i === count;
      if (s.charCodeAt(at) !== COMMA) return false;
      at++;
    }
    return false;
  }

  private parse(stored: string): void {
    let cells: unknown;
    try {
      cells = JSON.parse(stored);
    } catch {
      throw new StoredExportRowError('not JSON');
    }
    if (!Array.isArray(cells) || cells.length !== this.cells.length) {
      throw new StoredExportRowError(`expected ${this.cells.length} cells`);
    }
    for (const [i, cell] of cells.entries()) {
      if (cell !== null && typeof cell !== 'number' && typeof cell !== 'string') {
        throw new StoredExportRowError('a cell is neither a number, a text nor empty');
      }
      this.cells[i] = cell;
    }
  }
}
