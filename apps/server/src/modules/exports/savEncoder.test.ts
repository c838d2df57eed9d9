import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Cell } from '@survey/domain/exports/rawDataLayout';
import { SavCaseEncoder, type SavVariable } from './savEncoder.ts';

const variable = (name: string, type: SavVariable['type'], width: number): SavVariable => ({
  name,
  label: name,
  type,
  measure: type === 'numeric' ? 'nominal' : 'scale',
  valueLabels: [],
  missing: [],
  decimals: 0,
  width,
});

/** Respondent columns, a weight, codes, a slider, a free text (its own width, 255 at most). */
const VARIABLES = [
  variable('respondent_id', 'string', 128),
  variable('start_time', 'datetime', 8),
  variable('weight', 'numeric', 8),
  variable('q1', 'numeric', 8),
  variable('q2', 'numeric', 8),
  variable('q3', 'string', 255),
];

const number = fc.oneof(
  fc.integer({ min: -200, max: 400 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(1, 0.5, 3.3333333333333335),
);
const text = fc.oneof(
  fc.constantFrom('', 'same', 'x'.repeat(300)),
  fc.string({ unit: 'grapheme' }),
);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const record = fc.tuple(
  fc.string({ minLength: 1, maxLength: 40 }),
  nullable(fc.integer({ min: 0, max: 4e12 })),
  number,
  nullable(number),
  nullable(number),
  nullable(text),
);

test.prop([fc.array(record, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 7 })])(
  "a WIDE case by record() is the bytes of put() for every variable (the .sav's golden path)",
  (rows, takeEvery) => {
    const byRecord = new SavCaseEncoder(VARIABLES);
    const byPut = new SavCaseEncoder(VARIABLES);
    const a: Buffer[] = [];
    const b: Buffer[] = [];
    for (const [i, cells] of rows.entries()) {
      byRecord.record(cells as Cell[]);
      for (const [v, cell] of (cells as Cell[]).entries()) byPut.put(v, cell);
      // take() keeps an open block for the next cases: taken at any row, the bytes join up.
      if (i % takeEvery === 0) {
        a.push(Buffer.from(byRecord.take()));
        b.push(Buffer.from(byPut.take()));
      }
    }
    a.push(Buffer.from(byRecord.finish()));
    b.push(Buffer.from(byPut.finish()));
    expect(Buffer.concat(a).equals(Buffer.concat(b))).toBe(true);
  },
);
