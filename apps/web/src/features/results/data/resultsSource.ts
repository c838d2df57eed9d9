import { createContext, useContext } from 'react';
import { resultsApi, type ResultsClient } from '../../../lib/resultsApi.ts';

/**
 * Where the results page reads from, and whether its viewer may change anything. The dashboard's
 * page reads the results API as the signed-in researcher; a share link's page (issue 39 §1) the
 * same paths under its token, read-only: every action that writes is hidden.
 */
export interface ResultsSource {
  api: ResultsClient;
  readOnly: boolean;
  /**
   * Issue 37 §3: the reads cover every market of a multi-market project (`markets/marketScope.ts`);
   * each market's quotas are shown in the markets table instead of the quota card.
   */
  acrossMarkets?: boolean;
}

export const ResultsSourceContext = createContext<ResultsSource>({
  api: resultsApi,
  readOnly: false,
});

export const useResultsSource = (): ResultsSource => useContext(ResultsSourceContext);
