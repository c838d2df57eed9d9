import { createContext } from 'react';

/**
 * Raised by the results page whenever the survey's data changed under every view at once (the
 * data-quality exclusions): each results loader below it (`useLatestLoader`: crosstab, quotas,
 * free texts, themes) reloads its current query at once, keeping what it shows meanwhile, so no
 * view keeps counting completes that were excluded or leaves out ones included again.
 */
export const ResultsDataVersion = createContext(0);
