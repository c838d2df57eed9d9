/**
 * A complete's WIDE CSV record, worked out once when it completes and stored with its export row
 * (issue 40 §2): an export of the wide CSV then copies the stored bytes instead of decoding the
 * cells and encoding ~130 fields per complete (the export's largest CPU step at 100k completes).
 * The record is exactly what `putCsvRecords(layout, cells, 'WIDE', out)` writes with the weight
 * cell empty; the weight depends on the whole sample at export time, so `weightAt` says where its
 * field's text goes (a UTF-8 byte offset, just after the comma that opens the weight field). An
 * unweighted file drops that comma and the empty field.
 *
 * Raise `WIDE_CSV_RECORD_FORMAT` whenever what a record holds changes (the field writers, the
 * quoting, R10's neutralising): an export then encodes rows whose stored record is of another
 * format from their cells, as it does for rows stored before records existed.
 */
import { utf8Encode } from '../results/utf8.ts';
import { csvFieldWriters } from './rawDataRows.ts';
import type { Cell, RawDataColumns } from './rawDataLayout.ts';

export const WIDE_CSV_RECORD_FORMAT = 1;

export interface WideCsvRecord {
  /** The record, CRLF included, with the weight field empty. */
  text: string;
  /** UTF-8 byte offset of the (empty) weight field in `text`. */
  weightAt: number;
}

/** The WIDE record of these cells (their weight cell ignored: stored empty). */
export function wideCsvRecord(
  layout: RawDataColumns,
  cells: readonly Cell[],
  encoded: boolean,
): WideCsvRecord {
  const writers = csvFieldWriters(layout, encoded);
  const fields = writers.map((write, i) => {
    const cell = i === layout.weightIndex ? null : (cells[i] ?? null);
    return cell === null ? '' : write(cell);
  });
  const head = fields.slice(0, layout.weightIndex).join(',');
  return {
    text: `${fields.join(',')}\r\n`,
    weightAt: layout.weightIndex === 0 ? 0 : utf8Encode(head).length + 1,
  };
}
