import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abandonAfterMs,
  FALLBACK_LOI_MINUTES,
  shortestAbandonMs,
  simulatedClockSpeed,
  type AbandonmentSettings,
} from './abandonment.ts';

const MINUTE = 60_000;
const settings: AbandonmentSettings = {
  loiFactor: 3,
  minMs: 5 * MINUTE,
  panelRate: 600,
  simulatedFloorMs: 15_000,
};

const settingsArb = fc.record({
  loiFactor: fc.double({ min: 0.5, max: 20, noNaN: true }),
  minMs: fc.integer({ min: 1000, max: 3_600_000 }),
  panelRate: fc.double({ min: 0, max: 10_000, noNaN: true }),
  simulatedFloorMs: fc.integer({ min: 1000, max: 120_000 }),
});
const loiArb = fc.option(fc.integer({ min: 1, max: 120 }), { nil: null });

describe('abandonAfterMs', () => {
  it('is 3x the LOI for a real respondent, at least the minimum', () => {
    expect(abandonAfterMs(settings, 10, false)).toBe(30 * MINUTE);
    expect(abandonAfterMs(settings, 1, false)).toBe(5 * MINUTE);
    expect(abandonAfterMs(settings, null, false)).toBe(3 * FALLBACK_LOI_MINUTES * MINUTE);
  });

  it("runs the simulated panel's clock PANEL_RATE / 5 times faster, down to the floor", () => {
    // 600 a minute: 120 times faster, 30 minutes become 15 s.
    expect(abandonAfterMs(settings, 10, true)).toBe(15_000);
    expect(abandonAfterMs(settings, 1, true)).toBe(15_000);
    expect(abandonAfterMs({ ...settings, panelRate: 40 }, 10, true)).toBe((30 * MINUTE) / 8);
    expect(abandonAfterMs({ ...settings, panelRate: 0 }, 10, true)).toBe(30 * MINUTE);
  });

  it('never drops a real respondent sooner than the minimum, and grows with the LOI', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 1, max: 119 }), (s, loi) => {
        const ms = abandonAfterMs(s, loi, false);
        expect(ms).toBeGreaterThanOrEqual(s.minMs);
        expect(ms).toBeGreaterThanOrEqual(Math.round(s.loiFactor * loi * MINUTE));
        expect(abandonAfterMs(s, loi + 1, false)).toBeGreaterThanOrEqual(ms);
      }),
    );
  });

  it('gives a simulated member no longer than a real respondent and no less than the floor (or the real time)', () => {
    fc.assert(
      fc.property(settingsArb, loiArb, (s, loi) => {
        const real = abandonAfterMs(s, loi, false);
        const simulated = abandonAfterMs(s, loi, true);
        expect(simulated).toBeLessThanOrEqual(real);
        expect(simulated).toBeGreaterThanOrEqual(Math.min(real, s.simulatedFloorMs));
        expect(simulated).toBeGreaterThanOrEqual(shortestAbandonMs(s));
        expect(real).toBeGreaterThanOrEqual(shortestAbandonMs(s));
      }),
    );
  });

  it('shortens a simulated timeout as the rate rises', () => {
    fc.assert(
      fc.property(
        settingsArb,
        loiArb,
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (s, loi, extra) => {
          const faster = { ...s, panelRate: s.panelRate + extra };
          expect(abandonAfterMs(faster, loi, true)).toBeLessThanOrEqual(
            abandonAfterMs(s, loi, true),
          );
          expect(simulatedClockSpeed(faster.panelRate)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
