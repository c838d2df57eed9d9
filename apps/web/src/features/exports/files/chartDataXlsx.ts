/**
 * The chart data as an Excel workbook (spec 3 §9 "Export data"; made with exceljs): the sheet
 * 'Chart data' with the six columns and one row per bar, and the sheet 'Filters' listing the
 * filters applied when it was made (or that there were none). Texts arrive already neutralised by
 * the domain model; they are written as string cells, never as formulas.
 */
import { CHART_DATA_COLUMNS, type ChartDataSheet } from '@survey/domain/exports/chartData';
import ExcelJS from 'exceljs';

/** The .xlsx bytes of the chart data. */
export async function chartDataXlsx(
  sheet: ChartDataSheet,
  projectName: string,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Survey dashboard';
  workbook.title = projectName;

  const data = workbook.addWorksheet('Chart data', { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = CHART_DATA_COLUMNS.map((header, i) => ({
    header,
    width: [60, 16, 40, 20, 10, 10][i] ?? 12,
  }));
  data.getRow(1).font = { bold: true };
  for (const row of sheet.rows) {
    data.addRow([
      row.question,
      row.questionType,
      row.responseText,
      row.responseCategory,
      row.count,
      row.total,
    ]);
  }

  const filters = workbook.addWorksheet('Filters');
  filters.columns = [
    { header: 'Question', width: 10 },
    { header: 'Question text', width: 60 },
    { header: 'Options (any of)', width: 40 },
  ];
  filters.getRow(1).font = { bold: true };
  if (sheet.filters.length === 0) {
    filters.addRow(['', 'No filters applied', '']);
  } else {
    for (const f of sheet.filters) filters.addRow([f.label, f.question, f.options.join('; ')]);
  }
  filters.addRow([]);
  filters.addRow([
    '',
    `Completes counted: ${sheet.samplesCollectedFiltered} of ${sheet.samplesCollected}`,
  ]);
  for (const line of sheet.weighting) filters.addRow(['', line]);

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
