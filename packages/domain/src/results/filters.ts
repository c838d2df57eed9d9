/**
 * Filters of a results request checked against the survey's layout (spec 3 §3 "Filter"): the
 * options of one question are ORed, different questions ANDed. A matrix row is its own question
 * (matrixTitleId names the matrix, questionId the row). A ranked option matches whoever ranked it,
 * at any rank. Unknown ids are a typed error, never a silent empty result.
 */
import type { ResponseFilter } from './contract.ts';
import { cellKey } from './features.ts';
import type { LayoutEntry, ResultLayout } from './layout.ts';
import { parseThemeOption } from './themes/themes.ts';

export type ResultsQueryErrorCode =
  | 'UNKNOWN_QUESTION'
  | 'UNKNOWN_OPTION'
  | 'NOT_FILTERABLE'
  /** A theme option no answer of the text question can be in (`themes/themes.ts`). */
  | 'UNKNOWN_THEME'
  /** Crosstabs: a free-text question as the row question. */
  | 'NOT_A_ROW'
  /** Crosstabs: a text, ranked or slider question as a banner group. */
  | 'NOT_A_BANNER';

export class ResultsQueryError extends Error {
  constructor(
    readonly code: ResultsQueryErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ResultsQueryError';
  }
}

/** One question of the filters: a respondent matches when any of `cells` holds them. */
export interface ResolvedFilter {
  entry: LayoutEntry;
  /** `rowId|itemId` keys of the entry's cells, ORed. */
  cells: string[];
  /** Free-text questions: theme option ids (`theme:…`, `themes/themes.ts`), ORed. */
  themes?: string[];
}

/** A free-text question filters only by its themes; any other option is refused. */
function themeFilter(entry: LayoutEntry, f: ResponseFilter): ResolvedFilter {
  if (f.matrixTitleId !== null) {
    throw new ResultsQueryError('UNKNOWN_QUESTION', `No question ${entry.id} in this survey.`);
  }
  for (const id of f.responseOptionIds) {
    if (!parseThemeOption(id)) {
      throw new ResultsQueryError(
        'NOT_FILTERABLE',
        `Question ${entry.id} takes free text: filter it by a theme (theme:…), not by ${id}.`,
      );
    }
  }
  return { entry, cells: [], themes: [...f.responseOptionIds] };
}

function resolveOne(layout: ResultLayout, f: ResponseFilter): { key: string; r: ResolvedFilter } {
  const entryId = f.matrixTitleId ?? f.questionId;
  const entry = layout.byId.get(entryId);
  if (!entry || (f.matrixTitleId !== null) !== (entry.entryType === 'matrix')) {
    throw new ResultsQueryError('UNKNOWN_QUESTION', `No question ${entryId} in this survey.`);
  }
  if (entry.answerKind === 'text') return { key: entry.id, r: themeFilter(entry, f) };
  const unknownOption = (id: string) =>
    new ResultsQueryError('UNKNOWN_OPTION', `No option ${id} in question ${f.questionId}.`);
  if (entry.entryType === 'matrix') {
    const row = entry.rows.find((r) => r.id === f.questionId);
    if (!row)
      throw new ResultsQueryError('UNKNOWN_QUESTION', `No row ${f.questionId} in ${entryId}.`);
    const cells = f.responseOptionIds.map((id) => {
      if (!row.items.some((i) => i.id === id)) throw unknownOption(id);
      return cellKey(row.id, id);
    });
    return { key: `${entry.id}|${row.id}`, r: { entry, cells } };
  }
  // Basic, ranked and slider bins: an option is a row; any of its items counts.
  const cells = f.responseOptionIds.flatMap((id) => {
    const row = entry.rows.find((r) => r.id === id);
    if (!row) throw unknownOption(id);
    return row.items.map((i) => cellKey(row.id, i.id));
  });
  return { key: entry.id, r: { entry, cells } };
}

/**
 * The filters as groups of cells, one group per question (two filters on the same question are
 * merged, as its options are ORed). A filter without options restricts nothing.
 */
export function resolveFilters(
  layout: ResultLayout,
  filters: readonly ResponseFilter[],
): ResolvedFilter[] {
  const groups = new Map<string, ResolvedFilter>();
  for (const f of filters) {
    const { key, r } = resolveOne(layout, f);
    if (r.cells.length === 0 && !r.themes?.length) continue;
    const known = groups.get(key);
    if (!known) groups.set(key, r);
    else if (r.themes) known.themes = [...new Set([...(known.themes ?? []), ...r.themes])];
    else known.cells = [...new Set([...known.cells, ...r.cells])];
  }
  return [...groups.values()];
}
