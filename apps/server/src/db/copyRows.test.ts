import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BinaryCopyRows, type CopyRow, type TextRow } from './copyRows.ts';

/** A binary COPY stream of `rows` as PostgreSQL writes it (signature, flags, extension, rows, -1). */
function binaryCopy(rows: TextRow[], extension = Buffer.alloc(0)): Buffer {
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1')];
  const head = Buffer.alloc(8);
  head.writeUInt32BE(0, 0);
  head.writeUInt32BE(extension.length, 4);
  parts.push(head, extension);
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(row.length);
    parts.push(count);
    for (const field of row) {
      const length = Buffer.alloc(4);
      if (field === null) {
        length.writeInt32BE(-1);
        parts.push(length);
      } else {
        const bytes = Buffer.from(field, 'utf8');
        length.writeInt32BE(bytes.length);
        parts.push(length, bytes);
      }
    }
  }
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** Feeds `data` cut at `cuts` (sorted offsets) and collects the rows. */
function parse(
  data: Buffer,
  columns: number,
  cuts: number[],
  bytes = new Set<number>(),
): { rows: CopyRow[]; done: boolean } {
  const parser = new BinaryCopyRows(columns, bytes);
  const rows: CopyRow[] = [];
  let from = 0;
  for (const cut of [...cuts, data.length]) {
    rows.push(...parser.push(data.subarray(from, cut)));
    from = cut;
  }
  return { rows, done: parser.finished };
}

const field = fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: null });

describe('BinaryCopyRows', () => {
  it('reads the rows, nulls and non-ASCII texts of one whole stream', () => {
    const rows: TextRow[] = [
      ['[1,"Ja, natürlich"]', null, '["Ο"]'],
      ['', 'a\tb\nc\\d', null],
    ];
    expect(parse(binaryCopy(rows, Buffer.from('ext')), 3, [])).toEqual({ rows, done: true });
  });

  it('gives the same rows, in order, however the stream is cut into pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(field, field, field), { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (rows, rawCuts) => {
          const data = binaryCopy(rows);
          const cuts = [...new Set(rawCuts.map((c) => c % (data.length + 1)))].sort(
            (a, b) => a - b,
          );
          expect(parse(data, 3, cuts)).toEqual({ rows, done: true });
        },
      ),
    );
  });

  it('hands the bytes columns out as their UTF-8 bytes, however the stream is cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(field, field), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (rows, rawCuts) => {
          const data = binaryCopy(rows);
          const cuts = [...new Set(rawCuts.map((c) => c % (data.length + 1)))].sort(
            (a, b) => a - b,
          );
          const asBytes = rows.map(([a, b]) => [a, b === null ? null : Buffer.from(b, 'utf8')]);
          expect(parse(data, 2, cuts, new Set([1]))).toEqual({ rows: asBytes, done: true });
        },
      ),
    );
  });

  it('says a stream cut short is not finished, and refuses a row of the wrong width', () => {
    const data = binaryCopy([['a', 'b', 'c']]);
    expect(parse(data.subarray(0, data.length - 3), 3, []).done).toBe(false);
    expect(() => parse(data, 2, [])).toThrow(/3 fields, expected 2/);
    expect(() =>
      new BinaryCopyRows(1).push(Buffer.from('not a binary COPY stream at all')),
    ).toThrow(/not a binary COPY/);
  });
});
