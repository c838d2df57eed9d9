import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pricedLengthOfInterview } from './pricedLength.ts';

const minutes = fc.integer({ min: 1, max: 180 });

describe('pricedLengthOfInterview', () => {
  it('is the declared length, 5 minutes when none, never less than the questionnaire', () => {
    expect(pricedLengthOfInterview(1, 15)).toBe(15);
    expect(pricedLengthOfInterview(20, 15)).toBe(20);
    expect(pricedLengthOfInterview(null, 1)).toBe(5);
    expect(pricedLengthOfInterview(null, 12)).toBe(12);
    expect(pricedLengthOfInterview(null, null)).toBe(5);
    expect(pricedLengthOfInterview(3, null)).toBe(3);
  });

  test.prop([fc.option(minutes, { nil: null }), minutes])(
    'never prices below the questionnaire estimate or the declared length',
    (declared, estimate) => {
      const priced = pricedLengthOfInterview(declared, estimate);
      expect(priced).toBeGreaterThanOrEqual(estimate);
      if (declared !== null) expect(priced).toBeGreaterThanOrEqual(declared);
    },
  );
});
