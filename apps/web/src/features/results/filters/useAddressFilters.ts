import type { ResponseFilter } from '@survey/domain/results/contract';
import { useEffect, useRef, useState } from 'react';
import { useResultsView } from '../crosstab/useResultsView.ts';
import type { FilterQuestion } from './filterQuestions.ts';

/**
 * The sidebar's filters and the chosen themes' words: read from the address when the page opens
 * (filtersUrl.ts), then page state written back to the address after each change. The page state
 * comes first so a ticked box shows at once: the router applies an address change as a transition,
 * which a busy page may draw a moment later.
 */
export function useAddressFilters() {
  const address = useResultsView();
  const [filters, setFilters] = useState<ResponseFilter[]>(address.filters);
  const [themes, setThemes] = useState<FilterQuestion[]>(address.themes);
  // The router's setter changes with every address: kept in a ref, so writing the address does not
  // run this effect again.
  const change = useRef(address.change);
  useEffect(() => {
    change.current = address.change;
  });
  const opened = useRef(true);
  useEffect(() => {
    // What the address already says needs no write (a write is a navigation).
    if (opened.current) {
      opened.current = false;
      return;
    }
    change.current({ filters, themes });
  }, [filters, themes]);
  return { filters, setFilters, themes, setThemes };
}
