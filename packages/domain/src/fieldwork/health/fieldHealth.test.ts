import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decisionReason,
  fieldHealthDecision,
  FIELD_HEALTH_RATES,
  MIN_RATE_SAMPLE,
  MIN_STOP_COMPLETES,
  readFieldHealth,
  type FieldHealthRate,
  type FieldQuote,
  type RateState,
  type SessionCounts,
} from './fieldHealth.ts';

const quote: FieldQuote = { incidencePercent: 50, loiMinutes: 10 };

/** 100 ended sessions: 45 screened out, 50 completes, 5 quota full; nothing off. */
const healthy: SessionCounts = {
  ended: 100,
  completes: 50,
  screenedOut: 45,
  quotaFull: 5,
  sampleFull: 0,
  droppedAfterQualifying: 0,
  inProgressQualified: 0,
  medianCompleteMinutes: 10,
};

const stateOf = (counts: SessionCounts, rate: FieldHealthRate, q = quote) =>
  readFieldHealth(counts, q).find((r) => r.rate === rate)?.state;

describe('readFieldHealth', () => {
  it('a survey as quoted is ok on every rate', () => {
    expect(readFieldHealth(healthy, quote).map((r) => [r.rate, r.state])).toEqual(
      FIELD_HEALTH_RATES.map((rate) => [rate, 'ok']),
    );
    expect(fieldHealthDecision(readFieldHealth(healthy, quote))).toEqual({ action: 'none' });
  });

  it('incidence: qualified / (qualified + screened out), paused when 25% off the quote either way', () => {
    // 30 qualified of 100 screened: 0.30 against 0.50 quoted (40% off).
    const low = { ...healthy, completes: 25, screenedOut: 70, ended: 100 };
    const r = readFieldHealth(low, quote)[0];
    expect(r?.value).toBeCloseTo(0.3);
    expect(r?.state).toBe('pause');
    expect(stateOf(healthy, 'incidence', { ...quote, incidencePercent: 38 })).toBe('pause');
    expect(stateOf(healthy, 'incidence', { ...quote, incidencePercent: 45 })).toBe('ok');
  });

  it('length: median complete minutes against the quoted LOI, 25% either way', () => {
    expect(stateOf({ ...healthy, medianCompleteMinutes: 12.5 }, 'length')).toBe('ok');
    expect(stateOf({ ...healthy, medianCompleteMinutes: 12.6 }, 'length')).toBe('pause');
    expect(stateOf({ ...healthy, medianCompleteMinutes: 7.4 }, 'length')).toBe('pause');
    expect(stateOf({ ...healthy, completes: 9, medianCompleteMinutes: 30 }, 'length')).toBe(
      'waiting',
    );
    // The median of fewer than 30 lengths is too often 25% off by chance (README).
    expect(stateOf({ ...healthy, completes: 29, medianCompleteMinutes: 20 }, 'length')).toBe(
      'waiting',
    );
    expect(stateOf({ ...healthy, completes: 30, medianCompleteMinutes: 20 }, 'length')).toBe(
      'pause',
    );
  });

  it('dropout: dropped after qualifying over those who qualified and ended', () => {
    const at = (dropped: number) =>
      stateOf({ ...healthy, completes: 100 - dropped, droppedAfterQualifying: dropped }, 'dropout');
    expect(at(25)).toBe('ok');
    expect(at(26)).toBe('pause');
    expect(at(39)).toBe('pause');
    expect(at(40)).toBe('halt');
  });

  it('volume-full over ended sessions: pause above 25%, stop at 35%', () => {
    const at = (full: number) =>
      stateOf({ ...healthy, quotaFull: full, screenedOut: 50 - full }, 'volumeFull');
    expect(at(25)).toBe('ok');
    expect(at(26)).toBe('pause');
    expect(at(35)).toBe('halt');
  });

  it('conversion: completes over ended sessions, pause under 5%, stop at 4%', () => {
    const at = (completes: number) => stateOf({ ...healthy, ended: 300, completes }, 'conversion');
    expect(at(15)).toBe('ok');
    expect(at(14)).toBe('pause');
    expect(at(12)).toBe('halt');
  });

  it("leaves the panel's over-sending (sample full) out of volume-full and conversion", () => {
    // The soft launch of 20: 18 completes, then 36 turned away in one burst once the
    // batch's cap was reached, and one who met a full gender cell.
    const burst: SessionCounts = {
      ...healthy,
      ended: 55,
      completes: 18,
      screenedOut: 0,
      quotaFull: 1,
      sampleFull: 36,
    };
    const [, , , volumeFull, conversion] = readFieldHealth(burst, quote);
    expect(volumeFull).toMatchObject({ value: 1 / 19, sample: 19, state: 'waiting' });
    expect(conversion).toMatchObject({ value: 18 / 19, sample: 19, state: 'waiting' });
    // Incidence still counts them: they passed the screener.
    const asQuoted = { ...quote, incidencePercent: 100 };
    expect(readFieldHealth(burst, asQuoted)[0]?.value).toBe(1);
    expect(fieldHealthDecision(readFieldHealth(burst, asQuoted))).toEqual({ action: 'none' });
  });

  it('no rate stops a survey for good before it has 10 completes: past a stop it pauses', () => {
    // The soft launch of 3: 2 completes of 53 entrants, 51 turned away by full cells.
    const early: SessionCounts = {
      ...healthy,
      ended: 53,
      completes: 2,
      screenedOut: 0,
      quotaFull: 51,
    };
    expect(MIN_STOP_COMPLETES).toBe(10);
    expect(stateOf(early, 'volumeFull')).toBe('pause');
    expect(stateOf(early, 'conversion')).toBe('pause');
    expect(fieldHealthDecision(readFieldHealth(early, quote)).action).toBe('pause');
    const later = { ...early, ended: 261, completes: 10, quotaFull: 251 };
    expect(stateOf(later, 'volumeFull')).toBe('halt');
    expect(stateOf(later, 'conversion')).toBe('halt');
  });

  it('waits below the minimum sample', () => {
    const few = { ...healthy, ended: 49, completes: 1, screenedOut: 48, quotaFull: 0 };
    expect(stateOf(few, 'conversion')).toBe('waiting');
    expect(MIN_RATE_SAMPLE).toBe(50);
  });
});

describe('fieldHealthDecision', () => {
  it('a stop wins over pauses and names only the stopping rates', () => {
    const counts = {
      ...healthy,
      ended: 500,
      completes: 10,
      screenedOut: 485,
      medianCompleteMinutes: 30,
    };
    const readings = readFieldHealth(counts, quote);
    const decision = fieldHealthDecision(readings);
    expect(decision).toEqual({ action: 'halt', reasons: ['conversion'] });
    expect(decisionReason({ action: 'halt', reasons: ['conversion'] }, readings)).toBe(
      'Stopped for good by field health: Conversion 2.0% (pause under 5.0%, stop at 4.0%).',
    );
  });

  it('pauses with every paused rate as a reason', () => {
    const readings = readFieldHealth({ ...healthy, medianCompleteMinutes: 20 }, quote);
    const decision = fieldHealthDecision(readings);
    expect(decision).toEqual({ action: 'pause', reasons: ['length'] });
    if (decision.action !== 'none') {
      expect(decisionReason(decision, readings)).toBe(
        'Paused by field health: Interview length 20.0 min (quoted 10.0 min, pause if 25% off).',
      );
    }
  });
});

const SEVERITY: Record<RateState, number> = { waiting: 0, ok: 0, pause: 1, halt: 2 };

const countsArb: fc.Arbitrary<SessionCounts> = fc
  .record({
    completes: fc.integer({ min: 0, max: 400 }),
    screenedOut: fc.integer({ min: 0, max: 400 }),
    quotaFull: fc.integer({ min: 0, max: 400 }),
    sampleFull: fc.integer({ min: 0, max: 400 }),
    droppedAfterQualifying: fc.integer({ min: 0, max: 400 }),
    droppedBefore: fc.integer({ min: 0, max: 400 }),
    inProgressQualified: fc.integer({ min: 0, max: 50 }),
    medianCompleteMinutes: fc.double({ min: 0.1, max: 60, noNaN: true }),
  })
  .map(({ droppedBefore, ...c }) => ({
    ...c,
    ended:
      c.completes +
      c.screenedOut +
      c.quotaFull +
      c.sampleFull +
      c.droppedAfterQualifying +
      droppedBefore,
  }));
const quoteArb = fc.record({
  incidencePercent: fc.integer({ min: 1, max: 100 }),
  loiMinutes: fc.integer({ min: 1, max: 60 }),
});

describe('field health properties', () => {
  it('never acts below the minimum sample of every rate', () => {
    fc.assert(
      fc.property(countsArb, quoteArb, (counts, q) => {
        for (const r of readFieldHealth(counts, q)) {
          if (r.sample < r.minSample) expect(r.state).toBe('waiting');
        }
        const small = {
          ...counts,
          ended: Math.min(counts.ended, MIN_RATE_SAMPLE - 1),
          completes: Math.min(counts.completes, 9),
          screenedOut: 0,
          quotaFull: 0,
          sampleFull: 0,
          droppedAfterQualifying: 0,
          inProgressQualified: 0,
        };
        expect(fieldHealthDecision(readFieldHealth(small, q))).toEqual({ action: 'none' });
      }),
    );
  });

  it('more dropouts, more quota-full or fewer completes never lower their rate state', () => {
    fc.assert(
      fc.property(countsArb, quoteArb, fc.integer({ min: 1, max: 50 }), (counts, q, k) => {
        const sev = (c: SessionCounts, rate: FieldHealthRate) =>
          SEVERITY[stateOf(c, rate, q) ?? 'ok'];
        const bigger = (c: SessionCounts) => c.ended >= MIN_RATE_SAMPLE;
        const moreDropped = {
          ...counts,
          droppedAfterQualifying: counts.droppedAfterQualifying + k,
          ended: counts.ended + k,
        };
        if (bigger(counts))
          expect(sev(moreDropped, 'dropout')).toBeGreaterThanOrEqual(sev(counts, 'dropout'));
        const moreFull = { ...counts, quotaFull: counts.quotaFull + k, ended: counts.ended + k };
        if (bigger(counts)) {
          expect(sev(moreFull, 'volumeFull')).toBeGreaterThanOrEqual(sev(counts, 'volumeFull'));
        }
        const moreScreened = {
          ...counts,
          screenedOut: counts.screenedOut + k,
          ended: counts.ended + k,
        };
        if (bigger(counts)) {
          expect(sev(moreScreened, 'conversion')).toBeGreaterThanOrEqual(sev(counts, 'conversion'));
        }
      }),
    );
  });

  it("the panel's over-sending moves neither volume-full nor conversion", () => {
    fc.assert(
      fc.property(countsArb, quoteArb, fc.integer({ min: 1, max: 500 }), (counts, q, k) => {
        const more = { ...counts, sampleFull: counts.sampleFull + k, ended: counts.ended + k };
        for (const rate of ['volumeFull', 'conversion'] as const) {
          const pick = (c: SessionCounts) => readFieldHealth(c, q).find((r) => r.rate === rate);
          expect(pick(more)).toEqual(pick(counts));
        }
      }),
    );
  });

  it('never stops a survey for good before it has MIN_STOP_COMPLETES completes', () => {
    fc.assert(
      fc.property(countsArb, quoteArb, (counts, q) => {
        const few = { ...counts, completes: Math.min(counts.completes, MIN_STOP_COMPLETES - 1) };
        expect(fieldHealthDecision(readFieldHealth(few, q)).action).not.toBe('halt');
      }),
    );
  });

  it('thresholds are monotonic: a halt is also past the pause trigger', () => {
    fc.assert(
      fc.property(countsArb, quoteArb, (counts, q) => {
        for (const r of readFieldHealth(counts, q)) {
          if (r.state !== 'halt' || r.value === null) continue;
          if (r.pauseAbove !== null) expect(r.value).toBeGreaterThan(r.pauseAbove);
          if (r.pauseBelow !== null) expect(r.value).toBeLessThan(r.pauseBelow);
        }
      }),
    );
  });
});
