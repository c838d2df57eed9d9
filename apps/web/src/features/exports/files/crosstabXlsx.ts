/**
 * A crosstab as an Excel data table (issue 26 §1; made with exceljs) from the domain's sheet model
 * (`@survey/domain/exports/crosstabSheet`): native cells, counts and bases as numbers, column %
 * as shares with the number format 0.0%, letters as text in their own rows, group labels merged
 * over their columns, and the banner frozen above the rows. A small base keeps its number and
 * shows a '*' through its number format, so it stays a number for anyone who reuses it.
 */
import type { CrosstabSheet, CrosstabSheetStyle } from '@survey/domain/exports/crosstabSheet';
import ExcelJS from 'exceljs';

const SHARE_FORMAT = '0.0%';
const MEAN_FORMAT = '0.00';
// Weighted counts and bases are sums of weights: shown whole, like printed data tables.
const WHOLE = '0';
const SMALL_BASE = '0" *"';

const GREY = { argb: 'FF666666' };

function numberFormat(style: CrosstabSheetStyle, weighted: boolean, small: boolean): string | null {
  if (style === 'share') return SHARE_FORMAT;
  if (style === 'mean') return MEAN_FORMAT;
  if (style === 'base') return small ? SMALL_BASE : weighted ? WHOLE : null;
  if (style === 'count') return weighted ? WHOLE : null;
  return null;
}

/** The .xlsx bytes of a crosstab sheet. */
export async function crosstabXlsx(sheet: CrosstabSheet, projectName: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Survey dashboard';
  workbook.title = projectName;
  const bannerEnd = sheet.rows.findIndex((r) => r.style === 'base') + 1;
  const data = workbook.addWorksheet('Crosstab', {
    views: [{ state: 'frozen', xSplit: 1, ySplit: bannerEnd + (sheet.weighted ? 1 : 0) }],
  });
  data.columns = Array.from({ length: sheet.width }, (_, i) => ({ width: i === 0 ? 40 : 12 }));
  const small = new Set(sheet.smallBaseColumns);

  sheet.rows.forEach((model, r) => {
    const row = data.getRow(r + 1);
    model.cells.forEach((value, c) => {
      if (value === null) return;
      const cell = row.getCell(c + 1);
      cell.value = value;
      const format =
        typeof value === 'number' ? numberFormat(model.style, sheet.weighted, small.has(c)) : null;
      if (format) cell.numFmt = format;
      if (c > 0) cell.alignment = { horizontal: 'center' };
      if (small.has(c) && c > 0) cell.font = { color: GREY };
    });
    if (model.style === 'title') row.font = { bold: true, size: 13 };
    if (model.style === 'groups' || model.style === 'columns') row.font = { bold: true };
    if (model.style === 'letters' || model.style === 'footnote' || model.style === 'note')
      row.font = { color: GREY, italic: model.style !== 'letters' };
    if (model.style === 'title' || model.style === 'note' || model.style === 'footnote')
      row.getCell(1).alignment = { horizontal: 'left' };
  });
  const groupsRow = sheet.rows.findIndex((r) => r.style === 'groups') + 1;
  for (const g of sheet.groups) {
    if (g.to > g.from) data.mergeCells(groupsRow, g.from + 1, groupsRow, g.to + 1);
    data.getCell(groupsRow, g.from + 1).alignment = { horizontal: 'center' };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
