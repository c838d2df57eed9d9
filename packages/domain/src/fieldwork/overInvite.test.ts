import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startsNearEnd, type TickStartsFacts } from './overInvite.ts';

const facts: TickStartsFacts = {
  rateStarts: 4,
  completesPerTick: 3.33,
  placesFree: 100,
  completingShare: 0.95,
  maxStarts: 60,
};

const factsArb = fc.record({
  rateStarts: fc.integer({ min: 0, max: 200 }),
  completesPerTick: fc.double({ min: 0, max: 100, noNaN: true }),
  placesFree: fc.option(fc.integer({ min: -5, max: 10_000 }), { nil: null }),
  completingShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
  maxStarts: fc.integer({ min: 1, max: 100 }),
});

describe('startsNearEnd', () => {
  it("sends the rate's starts far from the end", () => {
    expect(startsNearEnd(facts)).toBe(4);
    expect(startsNearEnd({ ...facts, placesFree: null })).toBe(4);
  });

  it('over-invites for the last free places: 3 starts per place and completing share', () => {
    expect(startsNearEnd({ ...facts, placesFree: 2 })).toBe(Math.ceil(6 / 0.95));
    expect(startsNearEnd({ ...facts, placesFree: 3 })).toBe(Math.ceil(9 / 0.95));
    expect(startsNearEnd({ ...facts, placesFree: 4 })).toBe(4); // more than a tick's 3.33
    expect(startsNearEnd({ ...facts, placesFree: 2, completesPerTick: 0.2 })).toBe(7);
    expect(
      startsNearEnd({ ...facts, placesFree: 3, completingShare: 0.1, completesPerTick: 20 }),
    ).toBe(60);
  });

  it('sends nobody when no place is free (all filled or held in progress)', () => {
    expect(startsNearEnd({ ...facts, placesFree: 0 })).toBe(0);
  });

  it('stays within the tick limit, never below the rate while a place is free, none when none is', () => {
    fc.assert(
      fc.property(factsArb, (f) => {
        const starts = startsNearEnd(f);
        expect(Number.isInteger(starts)).toBe(true);
        expect(starts).toBeLessThanOrEqual(f.maxStarts);
        if (f.placesFree !== null && f.placesFree <= 0) expect(starts).toBe(0);
        else expect(starts).toBe(Math.max(starts, Math.min(f.maxStarts, f.rateStarts)));
      }),
    );
  });

  it('near the end, sends enough starts to fill the free places at the completing share', () => {
    const nearEndArb = fc
      .tuple(
        factsArb,
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0, max: 50, noNaN: true }),
      )
      .map(([f, free, extra]) => ({ ...f, placesFree: free, completesPerTick: free + extra }));
    fc.assert(
      fc.property(nearEndArb, (f) => {
        const starts = startsNearEnd(f);
        const wanted = Math.ceil((3 * f.placesFree) / f.completingShare);
        expect(starts).toBe(Math.min(f.maxStarts, Math.max(f.rateStarts, wanted)));
        if (starts < f.maxStarts)
          expect(starts * f.completingShare).toBeGreaterThanOrEqual(f.placesFree);
      }),
    );
  });
});
