import type { ResponseFilter } from '@survey/domain/results/contract';
import { useEffect, useRef } from 'react';
import { trackEvent } from '../../../lib/analytics.ts';

type FilterEvent = 'Added Filter' | 'Removed Filter' | 'Cleared Filters';

const ticked = (filters: readonly ResponseFilter[]) =>
  filters.reduce((n, f) => n + f.responseOptionIds.length, 0);

/**
 * The event of one change of the results filters: an option ticked adds a filter, one unticked
 * removes it; 'Clear all filters' (several options at once down to none) clears them.
 */
export function filterChangeEvent(
  before: readonly ResponseFilter[],
  after: readonly ResponseFilter[],
): FilterEvent | null {
  const [was, is] = [ticked(before), ticked(after)];
  if (is > was) return 'Added Filter';
  if (is === 0 && was > 1) return 'Cleared Filters';
  return is < was ? 'Removed Filter' : null;
}

/** Sends the event of each committed change of the filters (not of the first render). */
export function useFilterEvents(surveyId: string, filters: readonly ResponseFilter[]): void {
  const previous = useRef(filters);
  useEffect(() => {
    const event = filterChangeEvent(previous.current, filters);
    previous.current = filters;
    if (event) trackEvent(event, { surveyId });
  }, [surveyId, filters]);
}
