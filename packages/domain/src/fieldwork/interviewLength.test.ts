import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interviewLengthMs } from './interviewLength.ts';

describe('interviewLengthMs', () => {
  it("is a real respondent's time from start to complete", () => {
    expect(
      interviewLengthMs({ startedAtMs: 1_000, completedAtMs: 181_000, simulatedLengthMs: null }),
    ).toBe(180_000);
  });

  it("is a simulated member's declared length whatever the wall clock says", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.integer({ min: 0, max: 24 * 3_600_000 }),
        (start, wall, declared) => {
          expect(
            interviewLengthMs({
              startedAtMs: start,
              completedAtMs: start + wall,
              simulatedLengthMs: declared,
            }),
          ).toBe(declared);
        },
      ),
    );
  });

  it('is never negative (a clock stepped back between start and complete)', () => {
    expect(
      interviewLengthMs({ startedAtMs: 5_000, completedAtMs: 4_000, simulatedLengthMs: null }),
    ).toBe(0);
  });
});
