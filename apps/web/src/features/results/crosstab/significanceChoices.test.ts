import { DEFAULT_SIGNIFICANCE } from '@survey/domain/results/analysisContract';
import { describe, expect, it } from 'vitest';
import {
  isDefaultSignificance,
  lowerLevelChoices,
  significanceSummary,
  withLevel,
} from './significanceChoices.ts';

describe('the Significance control', () => {
  it('offers lower-case levels below the upper-case one only', () => {
    expect(lowerLevelChoices(99)).toEqual([95, 90]);
    expect(lowerLevelChoices(95)).toEqual([90]);
    expect(lowerLevelChoices(90)).toEqual([]);
  });

  it('keeps the lower-case level when still below, else takes the next one down', () => {
    expect(withLevel(DEFAULT_SIGNIFICANCE, 99)).toMatchObject({ level: 99, lowerLevel: 90 });
    expect(withLevel({ ...DEFAULT_SIGNIFICANCE, level: 99, lowerLevel: 95 }, 95)).toMatchObject({
      level: 95,
      lowerLevel: 90,
    });
    expect(withLevel(DEFAULT_SIGNIFICANCE, 90)).toMatchObject({ level: 90, lowerLevel: null });
    expect(withLevel({ ...DEFAULT_SIGNIFICANCE, lowerLevel: null }, 99).lowerLevel).toBeNull();
  });

  it('sums the options up on its button', () => {
    expect(significanceSummary(DEFAULT_SIGNIFICANCE)).toBe('Significance: 95% / 90%');
    expect(
      significanceSummary({ level: 99, lowerLevel: null, comparison: 'rest', correction: 'holm' }),
    ).toBe('Significance: 99%, Holm, against the rest');
    expect(isDefaultSignificance(DEFAULT_SIGNIFICANCE)).toBe(true);
    expect(isDefaultSignificance({ ...DEFAULT_SIGNIFICANCE, correction: 'holm' })).toBe(false);
  });
});
