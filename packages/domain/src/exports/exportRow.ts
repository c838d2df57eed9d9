/**
 * A complete's export row, worked out once when the respondent completes and stored beside the
 * session, so that an export of 100k completes reads short rows in order instead of every
 * session's state (QUALITY.md P3). It holds the layout's cells of that complete (`layout.row`,
 * with the weight left empty: weights depend on the whole sample at export time) and, when the
 * survey has quotas, the complete's raking categories (`quotaMargins.ts`).
 *
 * A stored row is only good for the published version and the format it was made with: raise
 * `EXPORT_ROW_FORMAT` whenever what `rawDataLayout` or `quotaMargins` produce changes, and exports
 * work the rows out again from the sessions' answers (then store them) before reading them.
 */
import type { Answer } from '../respondent/answers.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { rawDataLayout, type CompleteRecord } from './rawDataLayout.ts';
import { WIDE_CSV_RECORD_FORMAT, wideCsvRecord } from './wideCsvRecord.ts';

export const EXPORT_ROW_FORMAT = 1;

/** What an export row is made from: a complete, before weighting. */
export type UnweightedComplete = Omit<CompleteRecord, 'weight'>;

export interface ExportRowText {
  /** JSON array of the layout's cells (weight null); read back by `ExportRowReader`. */
  cells: string;
  /** JSON array of the raking categories, one per quota margin; null without quotas. */
  categories: string | null;
  /** The wide CSV record with labels (`wideCsvRecord.ts`), weight field empty. */
  csvLabels: string;
  /** Where the weight goes in `csvLabels` (UTF-8 byte offset). */
  csvLabelsWeightAt: number;
  /** The wide CSV record with codes, weight field empty. */
  csvCodes: string;
  csvCodesWeightAt: number;
  /** `WIDE_CSV_RECORD_FORMAT` the records were made in. */
  recordFormat: number;
}

export class StoredExportRowError extends Error {
  constructor(what: string) {
    super(`stored export row is not usable: ${what}`);
    this.name = 'StoredExportRowError';
  }
}

export function exportRowOf(
  published: PublishedSurvey,
  complete: UnweightedComplete,
): ExportRowText {
  const layout = rawDataLayout(published);
  const cells = layout.row({ ...complete, weight: 0 });
  cells[layout.weightIndex] = null;
  const quotas = quotaMargins(published);
  const labels = wideCsvRecord(layout, cells, false);
  const codes = wideCsvRecord(layout, cells, true);
  return {
    cells: JSON.stringify(cells),
    csvLabels: labels.text,
    csvLabelsWeightAt: labels.weightAt,
    csvCodes: codes.text,
    csvCodesWeightAt: codes.weightAt,
    recordFormat: WIDE_CSV_RECORD_FORMAT,
    categories:
      quotas.margins.length === 0
        ? null
        : JSON.stringify(
            quotas.categoryOf(complete.answers as Readonly<Record<string, Answer | null>>),
          ),
  };
}

/** The raking categories of a stored row (one per margin). */
export function exportRowCategories(stored: string | null, margins: number): (string | null)[] {
  const categories: unknown = stored === null ? [] : JSON.parse(stored);
  if (
    !Array.isArray(categories) ||
    categories.length !== margins ||
    !categories.every((c) => c === null || typeof c === 'string')
  ) {
    throw new StoredExportRowError(`expected ${margins} categories`);
  }
  return categories as (string | null)[];
}
