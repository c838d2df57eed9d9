import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ResultsView = 'charts' | 'crosstab';

/**
 * The results page's view ('Charts' by default, 'Crosstab') and whether it is weighted, both in
 * the URL (`view=crosstab`, `weighted=1`) so a reload keeps them. `weighted=1` is the param the
 * page's Weighted switch keeps (issue 26 §2); the crosstab only reads it, and a reopened saved
 * table writes it.
 */
export function useResultsView() {
  const [params, setParams] = useSearchParams();
  const view: ResultsView = params.get('view') === 'crosstab' ? 'crosstab' : 'charts';
  const weighted = params.get('weighted') === '1';
  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setView = useCallback(
    (next: ResultsView) => setParam('view', next === 'crosstab' ? 'crosstab' : null),
    [setParam],
  );
  const setWeighted = useCallback(
    (next: boolean) => setParam('weighted', next ? '1' : null),
    [setParam],
  );
  return { view, setView, weighted, setWeighted };
}
