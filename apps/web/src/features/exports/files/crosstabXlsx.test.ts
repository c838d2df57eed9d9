import { buildCrosstabSheet, type CrosstabSheet } from '@survey/domain/exports/crosstabSheet';
import { crosstabFixture } from '@survey/domain/exports/testing/crosstabFixture';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { crosstabXlsx } from './crosstabXlsx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

const FILTER = { label: 'A3', question: 'Region', options: ['North'] };

/** What a reader shows for each model cell: whole counts, 0.0% shares, '25 *' small bases. */
function shown(sheet: CrosstabSheet): string[][] {
  const small = new Set(sheet.smallBaseColumns);
  return sheet.rows.map((row) =>
    row.cells.map((value, c) => {
      if (value === null) return '';
      if (typeof value === 'string') return value;
      if (row.style === 'share') return `${(value * 100).toFixed(1)}%`;
      if (row.style === 'mean') return value.toFixed(2);
      if (row.style === 'base' && small.has(c)) return `${Math.round(value)} *`;
      return sheet.weighted ? String(Math.round(value)) : String(value);
    }),
  );
}

async function readWithLibreOffice(bytes: Uint8Array): Promise<string[][]> {
  // 44 = comma, 34 = double quote, 76 = UTF-8; the first sheet is 'Crosstab'.
  const csv = await convertWithSoffice(
    bytes,
    'xlsx',
    'csv:Text - txt - csv (StarCalc):44,34,76',
    'csv',
  );
  return parse(csv.toString('utf8').replace(/^\uFEFF/, ''), { relax_column_count: true });
}

describe('crosstabXlsx', () => {
  it(
    'opens in LibreOffice with the table as the model lays it out: counts, 0.0%, letters, flags',
    async () => {
      const table = crosstabFixture();
      table.text = 'Which drink do you prefer? 日本語 "crème"';
      const sheet = buildCrosstabSheet(table, [FILTER]);
      const rows = await readWithLibreOffice(await crosstabXlsx(sheet, 'Drinks'));
      expect(rows).toEqual(shown(sheet));
      expect(rows[7]).toEqual(['Base', '120', '70', '50', '25 *', '95', '0 *']);
      expect(rows[9]).toEqual(['', '50.0%', '64.3%', '30.0%', '40.0%', '52.6%', '']);
      expect(rows[10]).toEqual(['', '', 'B', '', '', '', '']);
      // The '=Tea' option arrives as text, not as a formula's result.
      expect(rows.map((r) => r[0])).toContain("'=Tea");
    },
    OFFICE_TEST_TIMEOUT,
  );

  it(
    'shows weighted counts whole, the effective base, and the means of a slider',
    async () => {
      const table = crosstabFixture();
      table.weighted = true;
      table.weighting = { ...table.weighting, applied: true, efficiency: 0.9, effectiveBase: 108 };
      for (const r of table.rows) for (const c of r.cells) c.count += 0.4;
      table.means =
        table.total && table.rows[0]
          ? table.rows[0].cells.map((_, i) => ({
              mean: 4 + i / 3,
              standardDeviation: 1.5,
              higherThan: i === 1 ? 'B' : '',
            }))
          : null;
      const sheet = buildCrosstabSheet(table, []);
      const rows = await readWithLibreOffice(await crosstabXlsx(sheet, 'Drinks'));
      expect(rows).toEqual(shown(sheet));
      expect(rows.find((r) => r[0] === 'Effective base')).toBeDefined();
      expect(rows.find((r) => r[0] === 'Coffee')?.[1]).toBe('60');
      expect(rows.find((r) => r[0] === 'Mean')?.slice(1, 3)).toEqual(['4.00', '4.33']);
    },
    OFFICE_TEST_TIMEOUT,
  );
});
