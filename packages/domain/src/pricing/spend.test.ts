import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderCost } from './orderCost.ts';
import { headerSpend, surveySpend, type SpendBatch } from './spend.ts';

describe('surveySpend', () => {
  it('charges the collected completes at the CPI of the order they fill', () => {
    const batches: SpendBatch[] = [
      { orderNumber: 2, cpi: 3.1, samplesNeeded: 80 },
      { orderNumber: 1, cpi: 2.35, samplesNeeded: 20 },
    ];
    expect(surveySpend(batches, 0)).toEqual({ collected: 0, bought: 100, spent: 0, budget: 295 });
    // 20 at £2.35 (the soft launch), then 5 at £3.10.
    expect(surveySpend(batches, 25)).toEqual({
      collected: 25,
      bought: 100,
      spent: 62.5,
      budget: 295,
    });
    expect(surveySpend(batches, 100).spent).toBe(295);
  });

  it('does not charge completes beyond the bought sample', () => {
    const spend = surveySpend([{ orderNumber: 1, cpi: 4.5, samplesNeeded: 10 }], 12);
    expect(spend).toEqual({ collected: 12, bought: 10, spent: 45, budget: 45 });
  });

  it('has no budget without an order', () => {
    expect(surveySpend([], 3)).toEqual({ collected: 3, bought: 0, spent: 0, budget: 0 });
  });

  it('refuses a negative or fractional count', () => {
    expect(() => surveySpend([], -1)).toThrow(RangeError);
    expect(() => surveySpend([], 1.5)).toThrow(RangeError);
  });

  it('grows with each complete up to the budget, which is the orders total', () => {
    const batch = fc.record({
      cpi: fc.integer({ min: 0, max: 5000 }).map((p) => p / 100),
      samplesNeeded: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(
        fc.array(batch, { maxLength: 3 }),
        fc.integer({ min: 0, max: 1200 }),
        (raw, collected) => {
          const batches = raw.map((b, i) => ({ ...b, orderNumber: i + 1 }));
          const now = surveySpend(batches, collected);
          const next = surveySpend(batches, collected + 1);
          expect(next.spent).toBeGreaterThanOrEqual(now.spent);
          expect(now.spent).toBeLessThanOrEqual(now.budget);
          const total = batches.reduce((s, b) => s + orderCost(b.cpi, b.samplesNeeded) * 100, 0);
          expect(Math.round(now.budget * 100)).toBe(Math.round(total));
          if (collected >= now.bought) expect(now.spent).toBe(now.budget);
        },
      ),
    );
  });

  it('shows Completed and Halted surveys their actual cost, the others spend against budget', () => {
    const spend = surveySpend([{ orderNumber: 1, cpi: 2, samplesNeeded: 10 }], 4);
    for (const state of ['completed', 'halted'] as const) {
      expect(headerSpend(state, spend)).toEqual({ kind: 'final', collected: 4, actualCost: 8 });
    }
    for (const state of ['live', 'paused', 'scheduled'] as const) {
      expect(headerSpend(state, spend)).toEqual({
        kind: 'running',
        collected: 4,
        bought: 10,
        spent: 8,
        budget: 20,
      });
    }
  });
});
