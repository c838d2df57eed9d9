import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declaredLengthMs, LENGTH_RANGE, SPEEDER_RANGE } from './memberLength.ts';

const lengths = (
  n: number,
  opts: { loiMinutes: number; lengthFactor?: number; speeder?: boolean },
) =>
  Array.from({ length: n }, (_, k) =>
    declaredLengthMs({
      surveyId: 'survey-1',
      memberId: `GB-${k}`,
      loiMinutes: opts.loiMinutes,
      lengthFactor: opts.lengthFactor,
      speeder: opts.speeder ?? false,
    }),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

describe('declaredLengthMs', () => {
  it("leaves field health's length rule quiet on noise: the median of 30 members is seldom 25% off", () => {
    // 400 surveys of 30 members, 5% of them speeders (trafficPlan's SPEEDER_SHARE), seeded: the
    // median the length rule reads (MIN_LENGTH_COMPLETES) against the LOI they were bought at.
    const loiMs = 5 * 60_000;
    const off = Array.from({ length: 400 }, (_, s) => {
      const all = Array.from({ length: 30 }, (_, k) =>
        declaredLengthMs({
          surveyId: `survey-${s}`,
          memberId: `GB-${k}`,
          loiMinutes: 5,
          speeder: k % 20 === 0,
        }),
      );
      return Math.abs(median(all) / loiMs - 1) > 0.25;
    }).filter(Boolean).length;
    expect(off).toBeLessThanOrEqual(4);
  });

  it("spreads members' lengths around the LOI they were bought at, the median near it", () => {
    const all = lengths(2000, { loiMinutes: 5 });
    const loiMs = 5 * 60_000;
    expect(median(all) / loiMs).toBeGreaterThan(0.95);
    expect(median(all) / loiMs).toBeLessThan(1.05);
    // A realistic spread: not everyone at the same length, a tenth or more off by 40%.
    const far = all.filter((ms) => ms < 0.6 * loiMs || ms > 1.4 * loiMs).length;
    expect(far / all.length).toBeGreaterThan(0.1);
    expect(far / all.length).toBeLessThan(0.5);
  });

  it('follows the length knob: the median moves with lengthFactor', () => {
    const loiMs = 2 * 60_000;
    expect(median(lengths(1000, { loiMinutes: 2, lengthFactor: 1.9 })) / loiMs).toBeGreaterThan(
      1.8,
    );
    expect(median(lengths(1000, { loiMinutes: 2, lengthFactor: 0.5 })) / loiMs).toBeLessThan(0.55);
  });

  it('keeps every length within its range, a speeder under a third of the median', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.double({ min: 0.5, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 1.9, noNaN: true }),
        fc.boolean(),
        (memberId, loiMinutes, lengthFactor, speeder) => {
          const ms = declaredLengthMs({
            surveyId: 's',
            memberId,
            loiMinutes,
            lengthFactor,
            speeder,
          });
          const mid = loiMinutes * 60_000 * lengthFactor;
          const range = speeder ? SPEEDER_RANGE : LENGTH_RANGE;
          expect(ms).toBeGreaterThanOrEqual(Math.floor(mid * range.min));
          expect(ms).toBeLessThanOrEqual(Math.ceil(mid * range.max));
          if (speeder) expect(ms).toBeLessThan(mid / 3);
        },
      ),
    );
  });

  it('is the same member on every call (another node, a retry)', () => {
    const opts = { surveyId: 's', memberId: 'GB-7', loiMinutes: 3, speeder: false };
    expect(declaredLengthMs(opts)).toBe(declaredLengthMs(opts));
  });
});
