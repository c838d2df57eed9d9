import { fc, test } from '@fast-check/vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import { csvField } from '@survey/domain/exports/rawDataRows';

const records = fc.array(
  fc.array(fc.string({ unit: 'grapheme' }), { minLength: 2, maxLength: 6 }),
  {
    minLength: 1,
    maxLength: 20,
  },
);
/** Records as the export writes them (rawDataRows.ts): quoted fields, commas, CRLF. */
const csvText = (rows: string[][]) => rows.map((r) => `${r.map(csvField).join(',')}\r\n`).join('');

test.prop([records])('a standard CSV reader reads back exactly the records written', (rows) => {
  expect(parse(csvText(rows), { relax_column_count: true })).toEqual(rows);
});

test.prop([records])('the same text as csv-stringify (RFC 4180, CRLF)', (rows) => {
  const fields = rows.filter((r) => r.some((c) => c.trim() === c));
  expect(csvText(fields)).toBe(
    stringify(fields, { record_delimiter: '\r\n', quoted_match: /^\s|\s$/ }),
  );
});
