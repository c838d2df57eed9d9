import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completesCost, orderCost } from './orderCost.ts';

describe('orderCost', () => {
  it('is the pence-rounded CPI times the completes, to the penny', () => {
    expect(orderCost(2.35, 333)).toBe(782.55);
    expect(orderCost(1.234, 1000)).toBe(1230);
    expect(orderCost(1.005, 3)).toBe(3.03);
    expect(orderCost(0.1, 3)).toBe(0.3);
    expect(orderCost(0, 500)).toBe(0);
    expect(completesCost(2.35, 333)).toBe(782.55);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => orderCost(-1, 10)).toThrow(RangeError);
    expect(() => orderCost(1, 1.5)).toThrow(RangeError);
    expect(() => orderCost(Number.NaN, 1)).toThrow(RangeError);
  });

  it('is exact in pence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 99999 }),
        (p, n) => {
          expect(Math.round(orderCost(p / 100, n) * 100)).toBe(p * n);
        },
      ),
    );
  });
});
