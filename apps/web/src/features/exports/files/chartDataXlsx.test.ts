import { describeFilters } from '@survey/domain/exports/appliedFilters';
import { buildChartData, CHART_DATA_COLUMNS } from '@survey/domain/exports/chartData';
import { FIXTURE_FILTERS, summaryFixture } from '@survey/domain/exports/testing/summaryFixture';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { chartDataXlsx } from './chartDataXlsx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

const sheet = () => {
  const summary = summaryFixture();
  return buildChartData(summary, describeFilters(summary.results, FIXTURE_FILTERS));
};

describe('chartDataXlsx', () => {
  it(
    "opens in LibreOffice with the model's rows, and texts like '=cmd' arrive as text",
    async () => {
      const model = sheet();
      const bytes = await chartDataXlsx(model, 'Drinks');
      // 44 = comma, 34 = double quote, 76 = UTF-8; the first sheet is 'Chart data'.
      const csv = await convertWithSoffice(
        bytes,
        'xlsx',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        'csv',
      );
      const rows: string[][] = parse(csv.toString('utf8').replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual([...CHART_DATA_COLUMNS]);
      expect(rows.slice(1)).toEqual(
        model.rows.map((r) => [
          r.question,
          r.questionType,
          r.responseText,
          r.responseCategory,
          String(r.count),
          String(r.total),
        ]),
      );
      // Evaluated as a formula the cell would read something else (or an error): it is the text.
      expect(rows.map((r) => r[0])).toContain(`Q1 =cmd|" /C calc"!A0 Which drink do you prefer?`);
      expect(rows.map((r) => r[2])).toEqual(
        expect.arrayContaining(['Café "crème"', '日本語', 'شاي', "'@SUM(A1:A2)"]),
      );
    },
    OFFICE_TEST_TIMEOUT,
  );

  it('lists the applied filters on their own sheet, with no formula cell anywhere', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await chartDataXlsx(sheet(), 'Drinks')).buffer as ArrayBuffer);
    const filters = workbook.getWorksheet('Filters');
    expect(filters?.getRow(2).values).toEqual([
      undefined,
      'A1',
      'Which region do you live in?',
      'North',
    ]);
    expect(filters?.getRow(4).getCell(2).value).toBe('Completes counted: 7 of 10');
    workbook.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
      ),
    );
  });
});
