import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinal, rankedChartHeight, rankLabel } from './rankLabel.ts';

describe('rankLabel', () => {
  it("reads 'Ranked 1st, 2nd, 3rd, then nth'", () => {
    expect([1, 2, 3, 4, 5, 10].map(rankLabel)).toEqual([
      'Ranked 1st',
      'Ranked 2nd',
      'Ranked 3rd',
      'Ranked 4th',
      'Ranked 5th',
      'Ranked 10th',
    ]);
  });

  it('uses English ordinals past ten', () => {
    expect([11, 12, 13, 21, 22, 23, 111, 112].map(ordinal)).toEqual([
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '111th',
      '112th',
    ]);
  });
});

describe('rankedChartHeight', () => {
  it('is 40 per label plus 70', () => {
    expect(rankedChartHeight(0)).toBe(70);
    expect(rankedChartHeight(1)).toBe(110);
    expect(rankedChartHeight(5)).toBe(270);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (n) => {
        expect(rankedChartHeight(n + 1) - rankedChartHeight(n)).toBe(40);
      }),
    );
  });
});
