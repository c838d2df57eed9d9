import { describe, expect, it } from 'vitest';
import { searchVariables } from './hooks/useProjectSearch.ts';
import { listSort, SEARCH_RANK_OPTION, SORT_OPTIONS } from './projectTypes.ts';

const base = { accountId: 'a', filter: 'all', order: 'Asc' } as const;

describe('the sort shown over the projects list', () => {
  it('is best match while searching, whatever date order was chosen', () => {
    expect(listSort('zebra', 'Asc')).toBe('SearchRank');
    expect(listSort('zebra', 'Desc')).toBe('SearchRank');
    expect(SEARCH_RANK_OPTION.label).toBe('Best match first');
  });

  it('is the chosen date order without search text (spaces are no search)', () => {
    expect(listSort('', 'Asc')).toBe('Asc');
    expect(listSort('   ', 'Desc')).toBe('Desc');
    expect(SORT_OPTIONS.find((o) => o.value === listSort('', 'Asc'))?.label).toBe(
      'Last updated: oldest first',
    );
  });

  it('is the sort the server is asked for', () => {
    expect(searchVariables({ ...base, text: 'zebra' }).sorting).toEqual({
      sortBy: 'SearchRank',
      order: 'Desc',
    });
    expect(searchVariables({ ...base, text: ' ' }).sorting).toEqual({
      sortBy: 'SinceDate',
      order: 'Asc',
    });
  });
});
