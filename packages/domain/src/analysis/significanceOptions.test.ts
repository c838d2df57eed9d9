import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNIFICANCE, type SignificanceOptions } from '../results/analysisContract.ts';
import { proportionLetters, type ProportionColumn } from './significance.ts';
import {
  adjustPValues,
  lettersNote,
  significanceLegend,
  significanceOptions,
  SignificanceOptionsError,
} from './significanceOptions.ts';

const col = (count: number, base: number): ProportionColumn => ({
  count,
  base,
  effectiveBase: base,
});
const options = (o: Partial<SignificanceOptions>): SignificanceOptions => ({
  ...DEFAULT_SIGNIFICANCE,
  ...o,
});

describe('adjustPValues', () => {
  it('Bonferroni multiplies by the family size, capped at 1', () => {
    expect(adjustPValues([0.01, 0.02, 0.4], 'bonferroni')).toEqual([0.03, 0.06, 1]);
  });

  it('Holm steps down: sorted p times m, m - 1, ..., never below the previous one', () => {
    // Sorted 0.01 (x3 = 0.03), 0.015 (x2 = 0.03), 0.04 (x1 = 0.04).
    const adjusted = adjustPValues([0.04, 0.01, 0.015], 'holm');
    expect(adjusted[0]).toBeCloseTo(0.04, 15);
    expect(adjusted[1]).toBeCloseTo(0.03, 15);
    expect(adjusted[2]).toBeCloseTo(0.03, 15);
    // Monotone: 0.02 x 3 = 0.06, 0.021 x 2 = 0.042 -> lifted to 0.06.
    expect(adjustPValues([0.02, 0.021, 0.5], 'holm')).toEqual([0.06, 0.06, 0.5]);
  });

  it("'none' and a family of one leave p as it is", () => {
    expect(adjustPValues([0.03, 0.2], 'none')).toEqual([0.03, 0.2]);
    expect(adjustPValues([0.03], 'bonferroni')).toEqual([0.03]);
  });
});

describe('significanceOptions', () => {
  it('absent: the default, 95/90% between columns, uncorrected', () => {
    expect(significanceOptions(undefined)).toEqual({
      level: 95,
      lowerLevel: 90,
      comparison: 'pairs',
      correction: 'none',
    });
  });

  it('a lower-case level not below the upper-case level is a typed error', () => {
    for (const [level, lowerLevel] of [
      [95, 95],
      [95, 99],
      [90, 95],
    ] as const) {
      const error = (() => {
        try {
          significanceOptions(options({ level, lowerLevel }));
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(SignificanceOptionsError);
      expect((error as SignificanceOptionsError).code).toBe('LOWER_LEVEL_NOT_BELOW');
    }
    expect(significanceOptions(options({ level: 99, lowerLevel: 95 }))).toMatchObject({
      level: 99,
      lowerLevel: 95,
    });
  });
});

describe('letters with options', () => {
  // 60% vs 50% of 300 each: z = 0.1 / sqrt(0.55 * 0.45 * 2/300) = 2.4618, p = 0.01382.
  const pair = [col(180, 300), col(150, 300)];

  it('the level sets the case: A at 95%, lower case at 99% with 95% second, none at 99% alone', () => {
    expect(proportionLetters(pair, ['A', 'B'])).toEqual(['B', '']);
    expect(proportionLetters(pair, ['A', 'B'], options({ level: 99, lowerLevel: 95 }))).toEqual([
      'b',
      '',
    ]);
    expect(proportionLetters(pair, ['A', 'B'], options({ level: 99, lowerLevel: null }))).toEqual([
      '',
      '',
    ]);
  });

  it('Bonferroni over the pairs of the group: 3 columns make 3 tests, p 0.01382 x 3 = 0.0415', () => {
    // The third column sits between the two (55%), close to neither.
    const three = [...pair, col(165, 300)];
    expect(proportionLetters(three, ['A', 'B', 'C'])).toEqual(['B', '', '']);
    expect(
      proportionLetters(three, ['A', 'B', 'C'], options({ correction: 'bonferroni' })),
    ).toEqual(['B', '', '']);
    // At 99% with 95% second: 0.0138 is above 0.01 and 0.0415 still below 0.05: lower case.
    expect(
      proportionLetters(
        three,
        ['A', 'B', 'C'],
        options({ level: 99, lowerLevel: 95, correction: 'bonferroni' }),
      ),
    ).toEqual(['b', '', '']);
  });

  it('a correction removes a letter that p alone earns: 0.0423 x 3 pairs is 0.127', () => {
    // 58% vs 50% of 320: z = 0.08 / sqrt(0.54 * 0.46 * 2/320) = 2.0307, p = 0.0423.
    const three = [col(185.6, 320), col(160, 320), col(172.8, 320)];
    expect(proportionLetters(three, ['A', 'B', 'C'])).toEqual(['B', '', '']);
    expect(
      proportionLetters(three, ['A', 'B', 'C'], options({ correction: 'bonferroni' })),
    ).toEqual(['', '', '']);
    // Holm: 0.0423 is the smallest of the three p, so it is multiplied by 3 too.
    expect(proportionLetters(three, ['A', 'B', 'C'], options({ correction: 'holm' }))).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('against the rest: a column above the rest of the table shows its own letter', () => {
    // 70% of 100 against the rest 50% of 400: z = 0.2 / sqrt(0.54 * 0.46 * (1/100 + 1/400)) = 3.59.
    const columns = [col(70, 100), col(130, 250), col(70, 150)];
    const rests = [col(200, 400), col(140, 250), col(200, 350)];
    expect(
      proportionLetters(columns, ['A', 'B', 'C'], options({ comparison: 'rest' }), rests),
    ).toEqual(['A', '', '']);
  });

  it('comparing with the rest without the rests is a caller error', () => {
    expect(() => proportionLetters(pair, ['A', 'B'], options({ comparison: 'rest' }))).toThrow(
      RangeError,
    );
  });
});

describe('significanceLegend', () => {
  it('says the levels, the correction and what a letter means', () => {
    expect(
      significanceLegend(options({ level: 99, lowerLevel: 95, correction: 'bonferroni' })),
    ).toBe(
      'Upper case: 99%, lower case: 95%, Bonferroni-corrected. A letter: higher than the column with that letter, in the same group.',
    );
    expect(
      significanceLegend(options({ lowerLevel: null, comparison: 'rest', correction: 'holm' })),
    ).toBe(
      "Upper case: 95%, Holm-corrected. A column's own letter: higher than the rest of the table (Total minus the column).",
    );
  });
});

describe('lettersNote', () => {
  it("the default options keep the spec's sentence; others give the legend", () => {
    expect(lettersNote(DEFAULT_SIGNIFICANCE)).toBe(
      'Letters: significantly higher than that column at 95% (upper case) or 90% (lower case).',
    );
    expect(lettersNote(options({ correction: 'holm' }))).toBe(
      significanceLegend(options({ correction: 'holm' })),
    );
  });
});
