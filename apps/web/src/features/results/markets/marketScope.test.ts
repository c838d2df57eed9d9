import { describe, expect, it, vi } from 'vitest';
import type { ResultsClient } from '../../../lib/resultsApi.ts';
import { acrossMarkets, ALL_MARKETS, combinedProgress, marketFromParam } from './marketScope.ts';

describe('market scope of the results page', () => {
  it("reads 'All markets' unless the address names one of the project's markets", () => {
    expect(marketFromParam(null, ['a', 'b'])).toBe(ALL_MARKETS);
    expect(marketFromParam('b', ['a', 'b'])).toBe('b');
    expect(marketFromParam('elsewhere', ['a', 'b'])).toBe(ALL_MARKETS);
  });

  it("asks the summary, texts and crosstab for every market; quotas stay the survey's", async () => {
    const summary = vi.fn(() => Promise.resolve({}));
    const quotas = vi.fn(() => Promise.resolve({}));
    const api = acrossMarkets({ summary, quotas } as unknown as ResultsClient);
    await api.summary({ surveyId: 's', responseFilters: [] });
    await api.quotas('s');
    expect(summary).toHaveBeenCalledWith(
      { surveyId: 's', responseFilters: [], markets: 'all' },
      undefined,
    );
    expect(quotas).toHaveBeenCalledWith('s');
  });

  it('lists and saves the tables across the markets (issue 37 §3, s25-mmsaved)', async () => {
    const savedCrosstabs = vi.fn(() => Promise.resolve([]));
    const saveCrosstab = vi.fn(() => Promise.resolve({}));
    const api = acrossMarkets({ savedCrosstabs, saveCrosstab } as unknown as ResultsClient);
    await api.savedCrosstabs('s');
    const definition = { row: { questionId: 'q', matrixTitleId: null } };
    await api.saveCrosstab({ surveyId: 's', name: 'T', definition } as never);
    expect(savedCrosstabs).toHaveBeenCalledWith('s', undefined, 'all');
    expect(saveCrosstab).toHaveBeenCalledWith({
      surveyId: 's',
      name: 'T',
      definition,
      markets: 'all',
    });
  });

  it("adds up the markets' completes for the header (usable ones where known)", () => {
    const market = (collected: number, wanted: number, usable?: number) => ({
      surveyId: String(collected),
      progress: 0,
      samplesCollected: collected,
      samplesWanted: wanted,
      usableCompletes: usable,
    });
    expect(combinedProgress('lead', [market(31, 40, 30), market(10, 60)])).toEqual({
      surveyId: 'lead',
      samplesCollected: 41,
      samplesWanted: 100,
      progress: 0.41,
      usableCompletes: 40,
    });
    expect(combinedProgress('lead', [])).toBeUndefined();
  });
});
