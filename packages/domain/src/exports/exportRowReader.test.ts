import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { StoredExportRowError } from './exportRow.ts';
import { ExportRowReader } from './exportRowReader.ts';
import type { Cell, RawDataLayout, RawVariable } from './rawDataLayout.ts';

const WIDTH = 6;
const WEIGHT = 2;
const layout: RawDataLayout = {
  variables: Array.from({ length: WIDTH }, (_, i): RawVariable => ({
    name: `v${i}`,
    label: `v${i}`,
    type: 'numeric',
    measure: 'nominal',
    valueLabels: [],
    missing: [],
    decimals: 0,
  })),
  fixedCount: WEIGHT + 1,
  weightIndex: WEIGHT,
  row: () => {
    throw new Error('not used: rows are generated');
  },
};

const cell: fc.Arbitrary<Cell> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 400 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'grapheme' }),
  // Quotes, backslashes, control characters, lone surrogates: what JSON escapes.
  fc.string({ unit: 'binary' }),
  fc.constantFrom('"', '\\', 'a"b\\c', '\n\t', '=1+2', 'null', '12', ''),
);
const row = fc.array(cell, { minLength: WIDTH, maxLength: WIDTH });

describe('ExportRowReader', () => {
  test.prop([fc.array(row, { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 10 })])(
    'reads each stored row as JSON.parse would, in one reused array, with its weight',
    (rows, weight) => {
      const reader = new ExportRowReader(layout);
      for (const cells of rows) {
        const stored = JSON.stringify(cells);
        const expected = JSON.parse(stored) as Cell[];
        expected[WEIGHT] = weight;
        // Compared as copies: the reader's array is overwritten by the next read.
        expect([...reader.read(stored, weight)]).toEqual(expected);
      }
    },
  );

  it('reads numbers too long to sum digit by digit exactly as JSON.parse does', () => {
    const reader = new ExportRowReader(layout);
    const big = [981881089581218700, 2 ** 53 + 2, 123456789012345680000, 1e21, 1.5e-7, -12];
    const stored = JSON.stringify(big);
    const expected = JSON.parse(stored) as number[];
    expected[WEIGHT] = 1;
    expect([...reader.read(stored, 1)]).toEqual(expected);
  });

  it('reads rows written in other JSON forms (white space, escapes) by parsing them', () => {
    const reader = new ExportRowReader(layout);
    expect([...reader.read(' [1, "a\\u0022", null, 1e2, -0.5, "é"] ', 7)]).toEqual([
      1,
      'a"',
      7,
      100,
      -0.5,
      'é',
    ]);
  });

  it('refuses a row that does not fit the layout or is not a row of cells', () => {
    const reader = new ExportRowReader(layout);
    for (const stored of [
      '[1,2,3]',
      '[1,2,3,4,5,6,7]',
      '[]',
      '',
      '[1,2,3,4,5,',
      '[1,2,3,4,5,true]',
      '[1,2,3,4,5,{}]',
      '{"a":1}',
      '[1,2,3,4,5,6]x',
    ]) {
      expect(() => reader.read(stored, 1), stored).toThrow(StoredExportRowError);
    }
  });
});
