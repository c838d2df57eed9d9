/**
 * Which saved table the screen shows, and what opening one replaced (issue 35 §2). Plain
 * TypeScript, tested.
 *
 * - A saved table is shown while the request on screen is its definition (row, banner, nets,
 *   boxes, filters as a set, weighting, significance options): its downloads carry its name. Any change makes it an
 *   unsaved table again, named 'crosstab' in the files.
 * - Opening a saved table brings its filters and weighting to the page. Filters the researcher had
 *   set are not cleared silently: the screen says they were replaced and offers to undo.
 */
import {
  DEFAULT_SIGNIFICANCE,
  type CrosstabRequest,
  type NetDefinition,
  type SavedCrosstab,
  type SignificanceOptions,
  type VariableRef,
} from '@survey/domain/results/analysisContract';
import type { ResponseFilter } from '@survey/domain/results/contract';

const filterKey = (f: ResponseFilter) =>
  JSON.stringify([f.matrixTitleId, f.questionId, [...f.responseOptionIds].sort()]);

/** The same filters, in any order (a filter's options too). */
export function sameFilters(a: readonly ResponseFilter[], b: readonly ResponseFilter[]): boolean {
  const keys = (fs: readonly ResponseFilter[]) => fs.map(filterKey).sort().join('\n');
  return keys(a) === keys(b);
}

/**
 * Absent options are the default ones (a table saved before them, issue 38 §5). Field by field:
 * a saved definition comes back from JSONB, whose keys are in its own order.
 */
function sameSignificance(a?: SignificanceOptions, b?: SignificanceOptions): boolean {
  const x = a ?? DEFAULT_SIGNIFICANCE;
  const y = b ?? DEFAULT_SIGNIFICANCE;
  return (
    x.level === y.level &&
    x.lowerLevel === y.lowerLevel &&
    x.comparison === y.comparison &&
    x.correction === y.correction
  );
}

const refKey = (r: VariableRef) => JSON.stringify([r.questionId, r.matrixTitleId, r.rank ?? null]);
const netKey = (n: NetDefinition) => JSON.stringify([n.label, n.optionIds]);
const sameList = <T>(a: readonly T[], b: readonly T[], key: (x: T) => string) =>
  a.length === b.length && a.every((x, i) => key(x) === key(b[i] as T));

/** True when the request is the saved table's definition. */
export function showsSavedTable(request: CrosstabRequest, table: SavedCrosstab): boolean {
  const saved = table.definition;
  return (
    refKey(request.row) === refKey(saved.row) &&
    sameList(request.banner, saved.banner, refKey) &&
    sameList(request.nets, saved.nets, netKey) &&
    request.boxes === saved.boxes &&
    request.weighted === saved.weighted &&
    sameSignificance(request.significance, saved.significance) &&
    sameFilters(request.responseFilters, saved.responseFilters)
  );
}

/**
 * The saved table on screen: the one opened last when the request is still its definition, else
 * the first saved with this definition; null for an unsaved table.
 */
export function savedTableShown(
  tables: readonly SavedCrosstab[] | undefined,
  request: CrosstabRequest | null,
  openedId: string | null,
): SavedCrosstab | null {
  if (!tables || !request) return null;
  const matching = tables.filter((t) => showsSavedTable(request, t));
  return matching.find((t) => t.id === openedId) ?? matching[0] ?? null;
}

/**
 * The saved tables as listed, with the one just saved until the list's reload brings it: the
 * files downloaded right after 'Save' carry its name (a list still on its way named them
 * 'crosstab').
 */
export function withJustSaved(
  tables: readonly SavedCrosstab[] | undefined,
  justSaved: SavedCrosstab | null,
): readonly SavedCrosstab[] | undefined {
  if (!justSaved || tables?.some((t) => t.id === justSaved.id)) return tables;
  return [...(tables ?? []), justSaved];
}

/** The page's filters and weighting before a saved table was opened over them. */
export interface BeforeOpening {
  filters: readonly ResponseFilter[];
  weighted: boolean;
}

/**
 * What opening `table` changed that the researcher had set, as one sentence; null when it took
 * nothing away (no filters before, or the same ones, and the same weighting).
 */
export function openedNotice(table: SavedCrosstab, before: BeforeOpening): string | null {
  const saved = table.definition;
  const filtersReplaced =
    before.filters.length > 0 && !sameFilters(before.filters, saved.responseFilters);
  const weightingChanged = before.weighted !== saved.weighted;
  if (!filtersReplaced && !weightingChanged) return null;
  const filters = filtersReplaced
    ? saved.responseFilters.length > 0
      ? 'its filters replaced yours'
      : 'it has no filters, so yours were cleared'
    : null;
  const weighting = weightingChanged ? `it is ${saved.weighted ? '' : 'un'}weighted` : null;
  return `Opened '${table.name}': ${[filters, weighting].filter(Boolean).join('; ')}.`;
}
