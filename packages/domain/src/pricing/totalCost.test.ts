import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalCost } from './totalCost.ts';

describe('totalCost', () => {
  it('rounds the CPI to pence before multiplying, then to whole pounds', () => {
    // 1.234 -> 1.23 x 1000 = 1230 (unrounded would give 1234).
    expect(totalCost(1.234, 1000)).toBe(1230);
    expect(totalCost(1.005, 1000)).toBe(1010);
    expect(totalCost(2.5, 3)).toBe(8); // 7.5 rounds up
    expect(totalCost(0, 500)).toBe(0);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => totalCost(-1, 10)).toThrow(RangeError);
    expect(() => totalCost(1, 1.5)).toThrow(RangeError);
  });

  it('is a whole number never further than 0.5 from rounded CPI x samples', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 99999 }),
        (p, n) => {
          const total = totalCost(p / 100, n);
          expect(Number.isInteger(total)).toBe(true);
          expect(Math.abs(total - (p * n) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
