/**
 * The results page's filters in words, for the exported files that must list them (spec 3 §2
 * 'All applied filters will be reflected in the exported file.'): 'Q1 Which drink…' with the
 * chosen options, or 'Q3.2 Price' for a matrix row with its chosen columns.
 */
import type { ResponseFilter, ResultEntry } from '../results/contract.ts';
import { parseThemeOption } from '../results/themes/themes.ts';

export interface AppliedFilter {
  /** 'Q1', 'A2', or 'Q3.2' for a matrix row. */
  label: string;
  /** The question's text; for a matrix row, the matrix title and the row's text. */
  question: string;
  /** The chosen options (or matrix columns), ORed. */
  options: string[];
}

const UNKNOWN = '(no longer in the survey)';

/**
 * A free-text question's theme option in words: "theme 'delivery, late'" from the theme's label
 * (`themeLabels`: the themes the page has, by id). A theme no longer among them (the answers
 * changed since the filter was set) is named by the stems its id holds, Other as the answers in
 * none of the themes. Null when the id is not a theme option.
 */
function themeText(optionId: string, themeLabels: ReadonlyMap<string, string>): string | null {
  const label = themeLabels.get(optionId);
  if (label !== undefined) return `theme '${label}'`;
  const theme = parseThemeOption(optionId);
  if (!theme) return null;
  return theme.none ? 'Other (answers in none of the themes)' : `theme '${theme.stems.join(', ')}'`;
}

/**
 * The filters as a reader sees them, in the order they were applied; a free-text question's
 * themes by their labels in `themeLabels` (theme option id to label).
 */
export function describeFilters(
  results: readonly ResultEntry[],
  filters: readonly ResponseFilter[],
  themeLabels: ReadonlyMap<string, string> = new Map(),
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
      options: f.responseOptionIds.map(
        (id) => options.get(id) ?? themeText(id, themeLabels) ?? UNKNOWN,
      ),
    };
  });
}

/** 'Q1 Which drink do you prefer?: Café or Tea' */
export function filterLine(f: AppliedFilter): string {
  return `${f.label ? `${f.label} ` : ''}${f.question}: ${f.options.join(' or ')}`;
}
