import type { SummaryResponse } from '@survey/domain/results/contract';
import { describe, expect, it } from 'vitest';
import { createSummaryPrefetch } from './summaryPrefetch.ts';

const answer = (surveyId: string): SummaryResponse => ({
  surveyId,
  samplesCollected: 1,
  samplesCollectedFiltered: 1,
  results: [],
  weighting: {
    applied: false,
    available: false,
    efficiency: null,
    effectiveBase: null,
    note: null,
  },
});

function setup() {
  let clock = 0;
  const calls: string[] = [];
  const prefetch = createSummaryPrefetch(
    (surveyId) => {
      calls.push(surveyId);
      return Promise.resolve(answer(surveyId));
    },
    () => clock,
  );
  return { prefetch, calls, advance: (ms: number) => (clock += ms) };
}

describe('the results page’s summary prefetch', () => {
  it('hands the started answer to the loader once', async () => {
    const { prefetch, calls } = setup();
    prefetch.start('s1');
    prefetch.start('s1'); // a second render asks again: one call
    expect(calls).toEqual(['s1']);
    await expect(prefetch.take('s1')).resolves.toEqual(answer('s1'));
    expect(prefetch.take('s1')).toBeUndefined();
  });

  it('never hands over an answer older than 5 s, nor another survey’s', () => {
    const { prefetch, advance } = setup();
    prefetch.start('s1');
    expect(prefetch.take('s2')).toBeUndefined();
    advance(5_001);
    expect(prefetch.take('s1')).toBeUndefined();
  });

  it('starts a new call once the old one is too old', () => {
    const { prefetch, calls, advance } = setup();
    prefetch.start('s1');
    advance(6_000);
    prefetch.start('s1');
    expect(calls).toEqual(['s1', 's1']);
  });

  it('swallows a failure nobody takes (no unhandled rejection)', async () => {
    const prefetch = createSummaryPrefetch(() => Promise.reject(new Error('offline')));
    prefetch.start('s1');
    await new Promise((r) => setTimeout(r, 0));
    await expect(prefetch.take('s1')).rejects.toThrow('offline');
  });
});
