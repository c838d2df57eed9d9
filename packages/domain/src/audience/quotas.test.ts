import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  formatQuotaPercent,
  parseQuotaInput,
  quotasSumTo100,
  roundTo,
  sumQuotasTo100,
} from './quotas.ts';

describe('quotasSumTo100', () => {
  it('compares the fractions after rounding to 5 decimals', () => {
    expect(quotasSumTo100([33.3333, 33.3333, 33.3334])).toBe(true);
    expect(quotasSumTo100([33.333334, 33.333333, 33.333334])).toBe(true);
    expect(quotasSumTo100([33.3, 33.3, 33.3])).toBe(false);
    expect(quotasSumTo100([50, 50.001])).toBe(false);
    expect(quotasSumTo100([])).toBe(false);
  });
});

describe('sumQuotasTo100', () => {
  it('spreads the remainder evenly over the options when under 100', () => {
    expect(sumQuotasTo100([40, 20, 10])).toEqual([50, 30, 20]);
    expect(sumQuotasTo100([0, 0, 0, 0])).toEqual([25, 25, 25, 25]);
  });

  it('scales down proportionally when over 100', () => {
    expect(sumQuotasTo100([100, 60, 40])).toEqual([50, 30, 20]);
  });

  it('leaves a valid set and an empty set alone', () => {
    expect(sumQuotasTo100([70, 30])).toEqual([70, 30]);
    expect(sumQuotasTo100([])).toEqual([]);
  });

  test.prop([
    fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 40 }),
  ])('always yields 100% after rounding to 5 decimals, never a negative quota', (percents) => {
    const out = sumQuotasTo100(percents);
    expect(quotasSumTo100(out)).toBe(true);
    expect(out.every((p) => p >= 0)).toBe(true);
  });
});

describe('quota input', () => {
  it('accepts a dot or a comma and one decimal', () => {
    expect(parseQuotaInput('12,5')).toEqual({ ok: true, percent: 12.5 });
    expect(parseQuotaInput(' 12.5 ')).toEqual({ ok: true, percent: 12.5 });
    expect(parseQuotaInput('100')).toEqual({ ok: true, percent: 100 });
    expect(parseQuotaInput('7.')).toEqual({ ok: true, percent: 7 });
  });

  it('refuses text, a second decimal and values over 100 with a typed reason', () => {
    expect(parseQuotaInput('abc')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseQuotaInput('-5')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseQuotaInput('')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseQuotaInput('1.25')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(parseQuotaInput('100,1')).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
  });

  it('shows quotas rounded to one decimal', () => {
    expect(formatQuotaPercent(100 / 3)).toBe('33.3');
    expect(formatQuotaPercent(50)).toBe('50');
    expect(formatQuotaPercent(12.25, ',')).toBe('12,3');
  });

  test.prop([fc.integer({ min: 0, max: 1000 }), fc.constantFrom('.' as const, ',' as const)])(
    'a shown quota parses back to the same value',
    (tenths, separator) => {
      const percent = tenths / 10;
      expect(parseQuotaInput(formatQuotaPercent(percent, separator))).toEqual({
        ok: true,
        percent,
      });
    },
  );

  test.prop([fc.double({ min: 0, max: 100, noNaN: true })])(
    'parsing what is shown gives the value rounded to one decimal',
    (percent) => {
      const parsed = parseQuotaInput(formatQuotaPercent(percent));
      expect(parsed).toEqual({ ok: true, percent: roundTo(percent, 1) });
    },
  );
});
