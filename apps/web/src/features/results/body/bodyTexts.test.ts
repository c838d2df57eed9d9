import { describe, expect, it } from 'vitest';
import { completesLine } from './bodyTexts.ts';

describe('completesLine', () => {
  it('says how many completes the results leave out as excluded (issue 35 §4)', () => {
    const all = { collected: 184, filtered: 184, filtering: false };
    expect(completesLine(all, 16)).toBe('184 completes (16 excluded)');
    expect(completesLine(all, 0)).toBe('184 completes');
    expect(completesLine(all, undefined)).toBe('184 completes');
    expect(completesLine({ collected: 184, filtered: 20, filtering: true }, 16)).toBe(
      '20 of 184 completes match the filters (16 excluded)',
    );
    expect(completesLine({ collected: 1, filtered: 1, filtering: false }, 2)).toBe(
      '1 complete (2 excluded)',
    );
  });
});
