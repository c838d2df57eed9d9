import type { ResponseFilter } from '@survey/domain/results/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterQuestion } from '../filters/filterQuestions.ts';
import {
  FILTERS_PARAM,
  filtersFromParam,
  filtersParam,
  THEMES_PARAM,
  themesFromParam,
  themesParam,
} from '../filters/filtersUrl.ts';
import type { CrosstabDefinition } from './crosstabChoices.ts';
import { definitionFromParam, definitionParam, TABLE_PARAM } from './crosstabUrl.ts';

export type ResultsView = 'charts' | 'crosstab';

/** Changes to the address's results state, applied together. */
export interface ResultsViewChange {
  view?: ResultsView;
  weighted?: boolean;
  table?: CrosstabDefinition;
  /** The sidebar's filters (filters/useAddressFilters.ts keeps them in step with the page). */
  filters?: ResponseFilter[];
  /** The words of the themes chosen on free-text cards (their chips' text). */
  themes?: FilterQuestion[];
}

/**
 * The results page's view ('Charts' by default, 'Crosstab'), whether it is weighted, the
 * crosstab being built and the sidebar's filters, all in the URL (`view=crosstab`, `weighted=1`,
 * `table=…`, `filters=…` with `themes=…`: filters/filtersUrl.ts) so a reload, switching views or a
 * shared link keeps them. `weighted=1` is the param the page's Weighted switch
 * keeps (issue 26 §2); the crosstab reads it, and a reopened saved table writes it.
 *
 * One `change` writes every param it is given at once: react-router's functional updates read the
 * params of the last render, so two calls in one event would keep only the second.
 */
export function useResultsView() {
  const [params, setParams] = useSearchParams();
  const view: ResultsView = params.get('view') === 'crosstab' ? 'crosstab' : 'charts';
  const weighted = params.get('weighted') === '1';
  const tableParam = params.get(TABLE_PARAM);
  const table = useMemo(() => definitionFromParam(tableParam), [tableParam]);
  const filtersValue = params.get(FILTERS_PARAM);
  const filters = useMemo(() => filtersFromParam(filtersValue), [filtersValue]);
  const themesValue = params.get(THEMES_PARAM);
  const themes = useMemo(() => themesFromParam(themesValue), [themesValue]);
  const change = useCallback(
    (next: ResultsViewChange) =>
      setParams(
        () => {
          // The address as it is now, not as last rendered: the router renders a navigation in a
          // transition, so a write made in the meantime (the filters' effect after a saved table
          // opened) would otherwise put back the params of before and lose the table.
          const current = new URLSearchParams(window.location.search);
          const out = new URLSearchParams(current);
          const put = (name: string, value: string | null) => {
            if (value === null) out.delete(name);
            else out.set(name, value);
          };
          if (next.view !== undefined) put('view', next.view === 'crosstab' ? 'crosstab' : null);
          if (next.weighted !== undefined) put('weighted', next.weighted ? '1' : null);
          if (next.table !== undefined) put(TABLE_PARAM, definitionParam(next.table));
          if (next.filters !== undefined || next.themes !== undefined) {
            const after = next.filters ?? filtersFromParam(current.get(FILTERS_PARAM));
            const known = next.themes ?? themesFromParam(current.get(THEMES_PARAM));
            put(FILTERS_PARAM, filtersParam(after));
            put(THEMES_PARAM, themesParam(known, after));
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setView = useCallback((next: ResultsView) => change({ view: next }), [change]);
  const setWeighted = useCallback((next: boolean) => change({ weighted: next }), [change]);
  const setTable = useCallback((next: CrosstabDefinition) => change({ table: next }), [change]);
  return {
    view,
    setView,
    weighted,
    setWeighted,
    table,
    setTable,
    filters,
    themes,
    change,
  };
}
