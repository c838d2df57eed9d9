import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseEtaHours, deliveryEta, formatEta, incidenceMultiplier, type EtaFacts } from './eta.ts';

const uk = (collected: number, wanted: number, over: Partial<EtaFacts> = {}): EtaFacts => ({
  samplesCollected: collected,
  samplesWanted: wanted,
  incidenceRate: 100,
  countryCode: 'GB',
  estimatedDeliveryDays: null,
  ...over,
});

describe('baseEtaHours (spec 3 §9 table)', () => {
  it('reads the 90-95% band at its remaining-completes edges', () => {
    expect(baseEtaHours(900, 1000)).toBe(8); // 90%, 100 left
    expect(baseEtaHours(949, 1000)).toBe(8); // 94.9%, 51 left: still the 90-95% band
    expect(baseEtaHours(950, 1000)).toBe(4); // 95% belongs to the next band
    expect(baseEtaHours(9_000, 10_000)).toBe(36); // 1000 left
    expect(baseEtaHours(4_500, 5_000)).toBe(18); // 500 left
    expect(baseEtaHours(4_510, 5_011)).toBe(36); // 501 left
    expect(baseEtaHours(2_250, 2_500)).toBe(12); // 250 left
    expect(baseEtaHours(460, 510)).toBe(6); // 50 left, 90.2%
    expect(baseEtaHours(459, 510)).toBe(8); // 51 left
  });

  it('reads the 95-98% band', () => {
    expect(baseEtaHours(190, 200)).toBe(2); // 95%, 10 left
    expect(baseEtaHours(475, 500)).toBe(3); // 95%, 25 left
    expect(baseEtaHours(950, 1000)).toBe(4); // 50 left
    expect(baseEtaHours(1900, 2000)).toBe(6); // 100 left
    expect(baseEtaHours(4750, 5000)).toBe(8); // 250 left
    expect(baseEtaHours(9500, 10_000)).toBe(12); // 500 left
    expect(baseEtaHours(9_600, 10_101)).toBe(24); // 501 left, 95.04%
  });

  it('reads the 98-100% band', () => {
    expect(baseEtaHours(98, 100)).toBe(1);
    expect(baseEtaHours(490, 500)).toBe(1); // 10 left
    expect(baseEtaHours(1225, 1250)).toBe(2); // 25 left
    expect(baseEtaHours(2450, 2500)).toBe(3); // 50 left
    expect(baseEtaHours(4900, 5000)).toBe(5); // 100 left
    expect(baseEtaHours(12_250, 12_500)).toBe(7); // 250 left
    expect(baseEtaHours(49_000, 50_000)).toBe(10); // 1000 left
  });

  it('has no row below 90% or when nothing remains', () => {
    expect(baseEtaHours(89, 100)).toBeNull();
    expect(baseEtaHours(100, 100)).toBeNull();
    expect(baseEtaHours(0, 0)).toBeNull();
  });
});

describe('incidenceMultiplier', () => {
  it('follows the bands with the lower edge inclusive', () => {
    expect(
      [0, 9.9, 10, 14.9, 15, 19.9, 20, 29.9, 30, 79.9, 80, 100].map(incidenceMultiplier),
    ).toEqual([10, 10, 7, 7, 5, 5, 3, 3, 2, 2, 1, 1]);
  });
});

describe('deliveryEta', () => {
  it('shows hours below a day in the UK at full incidence', () => {
    expect(formatEta(deliveryEta(uk(95, 100))!)).toBe('ETA < 2 hours');
    expect(formatEta(deliveryEta(uk(99, 100))!)).toBe('ETA < 1 hour');
  });

  it('multiplies base hours, incidence multiplier and the non-UK doubling', () => {
    // 8 h x 2 (incidence 50) x 2 (France) = 32 h = 1.33 days -> 1.5 days
    expect(deliveryEta(uk(900, 1000, { incidenceRate: 50, countryCode: 'FR' }))).toEqual({
      unit: 'days',
      value: 1.5,
    });
    // 6 h x 2 (US) = 12 h
    expect(formatEta(deliveryEta(uk(1900, 2000, { countryCode: 'US' }))!)).toBe('ETA < 12 hours');
    // 36 h x 10 x 2 = 720 h = 30 days
    expect(formatEta(deliveryEta(uk(9000, 10_000, { incidenceRate: 5, countryCode: 'US' }))!)).toBe(
      'ETA < 30 days',
    );
  });

  it('rounds days up to half days', () => {
    expect(formatEta(deliveryEta(uk(9000, 10_000))!)).toBe('ETA < 1.5 days'); // 36 h
    expect(formatEta(deliveryEta(uk(9500, 10_000, { countryCode: 'US' }))!)).toBe('ETA < 1 day'); // 24 h
    expect(formatEta(deliveryEta(uk(950, 1000, { incidenceRate: 12 }))!)).toBe('ETA < 1.5 days'); // 28 h
  });

  it('uses the estimated delivery below 90%, 7 days when unknown', () => {
    expect(formatEta(deliveryEta(uk(10, 100))!)).toBe('ETA < 7 days');
    expect(formatEta(deliveryEta(uk(10, 100, { estimatedDeliveryDays: 2.2 }))!)).toBe(
      'ETA < 2.5 days',
    );
    expect(formatEta(deliveryEta(uk(10, 100, { estimatedDeliveryDays: -3 }))!)).toBe(
      'ETA < 7 days',
    );
  });

  it('waits for the respondents in progress when they hold every open place', () => {
    // 8 of 10 of a soft launch below 90% (7 days by the table), the 2 places held for 20 minutes.
    expect(formatEta(deliveryEta(uk(8, 30, { placesHeld: 2, heldForMs: 20 * 60_000 }))!)).toBe(
      'ETA < 1 hour',
    );
    expect(formatEta(deliveryEta(uk(28, 30, { placesHeld: 2, heldForMs: 90 * 60_000 }))!)).toBe(
      'ETA < 2 hours',
    );
    // Due already (the sweep has not run yet): still the smallest ETA, not none.
    expect(formatEta(deliveryEta(uk(28, 30, { placesHeld: 2, heldForMs: -5000 }))!)).toBe(
      'ETA < 1 hour',
    );
    expect(formatEta(deliveryEta(uk(10, 100, { placesHeld: 0, heldForMs: 60_000 }))!)).toBe(
      'ETA < 7 days',
    );
    expect(deliveryEta(uk(30, 30, { placesHeld: 2, heldForMs: 60_000 }))).toBeNull();
  });

  it('never waits longer for held places than until the last holder is due, rounded up to an hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -60_000, max: 30 * 86_400_000 }),
        (wanted, held, heldForMs) => {
          const eta = deliveryEta(uk(wanted - 1, wanted, { placesHeld: held, heldForMs }));
          const hours = eta === null ? 0 : eta.unit === 'hours' ? eta.value : eta.value * 24;
          expect(hours).toBeGreaterThanOrEqual(Math.max(1, heldForMs / 3_600_000));
          expect(hours).toBeLessThan(Math.max(1, heldForMs / 3_600_000) + 12 + 1);
        },
      ),
    );
  });

  it('has no ETA once complete', () => {
    expect(deliveryEta(uk(100, 100))).toBeNull();
    expect(deliveryEta(uk(120, 100))).toBeNull();
  });

  it('never promises less as more completes remain in a band, or outside the UK', () => {
    const hours = (eta: ReturnType<typeof deliveryEta>) =>
      eta === null ? 0 : eta.unit === 'hours' ? eta.value : eta.value * 24;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.double({ min: 0.9, max: 0.9999, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (wanted, share, incidence) => {
          const collected = Math.floor(wanted * share);
          const facts = uk(collected, wanted, { incidenceRate: incidence });
          const home = hours(deliveryEta(facts));
          const abroad = hours(deliveryEta({ ...facts, countryCode: 'DE' }));
          expect(abroad).toBeGreaterThanOrEqual(home);
          if (home > 0) expect(abroad).toBeGreaterThan(0);
          const lowerIncidence = hours(deliveryEta({ ...facts, incidenceRate: incidence / 2 }));
          expect(lowerIncidence).toBeGreaterThanOrEqual(home);
        },
      ),
    );
  });

  it('always shows whole hours below a day and half days from a day on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('GB', 'US', 'FR'),
        (wanted, collected, incidence, country) => {
          const eta = deliveryEta(
            uk(collected, wanted, { incidenceRate: incidence, countryCode: country }),
          );
          if (collected >= wanted) expect(eta).toBeNull();
          else if (eta?.unit === 'hours') {
            expect(Number.isInteger(eta.value) && eta.value > 0 && eta.value < 24).toBe(true);
          } else expect(Number.isInteger((eta?.value ?? NaN) * 2)).toBe(true);
        },
      ),
    );
  });
});
