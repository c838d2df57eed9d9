import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Cell, RawDataLayout, RawVariable } from '@survey/domain/exports/rawDataLayout';
import { csvFieldWriters, putCsvRecords } from '@survey/domain/exports/rawDataRows';
import { CsvBytes } from './csvBytes.ts';

const variable = (name: string, type: RawVariable['type'], labelled: boolean): RawVariable => ({
  name,
  label: name,
  type,
  measure: type === 'numeric' ? 'nominal' : 'scale',
  valueLabels: labelled
    ? [
        { value: 1, label: '=Yes, "quoted"' },
        { value: 2, label: 'No' },
        { value: 300, label: 'Beyond the remembered codes' },
      ]
    : [],
  missing: [],
  decimals: 0,
});

/** Respondent columns, a weight, a labelled and an unlabelled answer, a text answer. */
const VARIABLES = [
  variable('respondent_id', 'string', false),
  variable('started_at', 'datetime', false),
  variable('weight', 'numeric', false),
  variable('q1', 'numeric', true),
  variable('q2', 'numeric', false),
  variable('q3', 'string', false),
];
const LAYOUT: RawDataLayout = {
  variables: VARIABLES,
  fixedCount: 3,
  weightIndex: 2,
  row: () => {
    throw new Error('not used: cells are generated');
  },
};

// Few distinct weights (as many as raking category combinations), so they repeat across rows.
const weight = fc.constantFrom(1, 0.5, 1.2345678901234, 3.3333333333333335, 0.1 + 0.2);
const code = fc.oneof(fc.integer({ min: -3, max: 400 }), fc.double({ noNaN: true }), weight);
const text = fc.oneof(
  fc.constantFrom('+44 1', 'same', ' padded '),
  fc.string({ unit: 'grapheme' }),
);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const record = fc.tuple(
  fc.constantFrom('r1', 'r2'),
  nullable(fc.integer({ min: 0, max: 4e12 })),
  weight,
  nullable(code),
  nullable(code),
  nullable(text),
);

test.prop([
  fc.array(record, { minLength: 1, maxLength: 40 }),
  fc.boolean(),
  fc.constantFrom<'WIDE' | 'LONG'>('WIDE', 'LONG'),
])(
  "writes each field as the domain's field writer says, however often a value repeats",
  (rows, encoded, dimension) => {
    const out = new CsvBytes(LAYOUT, encoded);
    const writers = csvFieldWriters(LAYOUT, encoded);
    let text = '';
    let first = true;
    const put = (field: string) => {
      text += first ? field : `,${field}`;
      first = false;
    };
    const chunks: Buffer[] = [];
    for (const [i, cells] of rows.entries()) {
      // WIDE through its one-loop record (what the export writes), LONG field by field.
      if (dimension === 'WIDE') out.record(cells as Cell[]);
      else putCsvRecords(LAYOUT, cells as Cell[], dimension, out);
      putCsvRecords(LAYOUT, cells as Cell[], dimension, {
        field: (v, cell) => put(writers[v]?.(cell) ?? ''),
        name: (v) => put(VARIABLES[v]?.name ?? ''),
        loopItem: (v) => put(VARIABLES[v]?.loopItem ?? ''),
        end: () => {
          text += '\r\n';
          first = true;
        },
      });
      // take() hands out a view: copy it before the next record reuses the buffer.
      if (i % 3 === 0) chunks.push(Buffer.from(out.take()));
    }
    chunks.push(Buffer.from(out.take()));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(text);
  },
);
