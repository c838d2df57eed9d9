/**
 * The results page's filters in words, for the exported files that must list them (spec 3 §2
 * 'All applied filters will be reflected in the exported file.'): 'Q1 Which drink…' with the
 * chosen options, or 'Q3.2 Price' for a matrix row with its chosen columns.
 */
import type { ResponseFilter, ResultEntry } from '../results/contract.ts';

export interface AppliedFilter {
  /** 'Q1', 'A2', or 'Q3.2' for a matrix row. */
  label: string;
  /** The question's text; for a matrix row, the matrix title and the row's text. */
  question: string;
  /** The chosen options (or matrix columns), ORed. */
  options: string[];
}

const UNKNOWN = '(no longer in the survey)';

/** The filters as a reader sees them, in the order they were applied. */
export function describeFilters(
  results: readonly ResultEntry[],
  filters: readonly ResponseFilter[],
): AppliedFilter[] {
  const byId = new Map(results.map((e) => [e.id, e]));
  return filters.map((f) => {
    const entry = byId.get(f.matrixTitleId ?? f.questionId);
    if (!entry)
      return { label: '', question: UNKNOWN, options: f.responseOptionIds.map(() => UNKNOWN) };
    if (f.matrixTitleId !== null) {
      const row = entry.rows.find((r) => r.id === f.questionId);
      const columns = new Map(row?.rowItems.map((i) => [i.id, i.text]));
      return {
        label: row ? `${entry.label}.${row.position + 1}` : entry.label,
        question: `${entry.text}: ${row?.text ?? UNKNOWN}`,
        options: f.responseOptionIds.map((id) => columns.get(id) ?? UNKNOWN),
      };
    }
    const options = new Map(entry.rows.map((r) => [r.id, r.text]));
    return {
      label: entry.label,
      question: entry.text,
      options: f.responseOptionIds.map((id) => options.get(id) ?? UNKNOWN),
    };
  });
}

/** 'Q1 Which drink do you prefer?: Café or Tea' */
export function filterLine(f: AppliedFilter): string {
  return `${f.label ? `${f.label} ` : ''}${f.question}: ${f.options.join(' or ')}`;
}
