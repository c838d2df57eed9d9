/**
 * The filter panel's search (spec 3 §5 "Filter search"): text case-insensitively, or an identifier
 * such as a1, q2 or q2.3 (a for audience, q for questionnaire).
 *
 * Decisions (also in apps/web/src/features/results/README.md):
 * - 'q2.3' is the third part of Q2 by position: the third row of a matrix (shown with all its
 *   columns), the third option of any other question. One meaning for every type, as the result
 *   entry's rows are those parts.
 * - 'q2' shows the whole of Q2. Identifiers are whole: 'q1' does not match Q10.
 * - Text: a question whose title contains the text shows whole; otherwise only its parts (options,
 *   matrix rows) whose text contains it. For a matrix, a column containing it shows every row.
 * - Surrounding spaces are ignored; an empty search shows everything. An identifier-shaped search
 *   also matches as text, so a title containing 'q2' is found too.
 */

/** Spec 3 §9: filter option texts are cut at 45 characters. */
export const FILTER_OPTION_MAX_CHARS = 45;

/** The text cut to `max` characters (whole code points) with '…' after it when it was longer. */
export function truncateText(text: string, max: number = FILTER_OPTION_MAX_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export interface FilterSearchEntry {
  /** 'A1', 'Q2' (the result entry's label). */
  label: string;
  text: string;
  /** Options of a question, or rows of a matrix, in position order. */
  parts: readonly { text: string }[];
  /** A matrix's columns (empty for other questions). */
  columns: readonly { text: string }[];
}

/** Which parts of an entry the search shows (indexes into `parts`), or null for none. */
export type FilterSearchMatch = readonly number[] | null;

const ID_PATTERN = /^([aq])(\d+)(?:\.(\d+))?$/i;

function allParts(entry: FilterSearchEntry): number[] {
  return entry.parts.map((_, index) => index);
}

function idMatch(query: string, entry: FilterSearchEntry): number[] {
  const id = ID_PATTERN.exec(query);
  if (!id) return [];
  const [, kind = '', number = '', part] = id;
  if (`${kind}${Number(number)}`.toUpperCase() !== entry.label.toUpperCase()) return [];
  if (part === undefined) return allParts(entry);
  const index = Number(part) - 1;
  return index >= 0 && index < entry.parts.length ? [index] : [];
}

function textMatch(needle: string, entry: FilterSearchEntry): number[] {
  const has = (text: string) => text.toLocaleLowerCase().includes(needle);
  if (has(entry.text) || entry.columns.some((column) => has(column.text))) return allParts(entry);
  return entry.parts.flatMap((part, index) => (has(part.text) ? [index] : []));
}

/** The parts of `entry` the search `query` shows, in position order; null when it shows none. */
export function matchFilterSearch(query: string, entry: FilterSearchEntry): FilterSearchMatch {
  const trimmed = query.trim();
  if (trimmed === '') return allParts(entry);
  const found = new Set([
    ...idMatch(trimmed, entry),
    ...textMatch(trimmed.toLocaleLowerCase(), entry),
  ]);
  return found.size === 0 ? null : [...found].sort((a, b) => a - b);
}
