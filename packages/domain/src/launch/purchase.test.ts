import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_DAYS,
  firstBatchSamples,
  fullLaunchRefusal,
  notReadyReasons,
  purchaseDates,
  samePrice,
  startOfDay,
  supplierStatusAfter,
} from './purchase.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T14:30:00Z');
const TODAY = new Date('2026-11-23T00:00:00Z');

describe('notReadyReasons', () => {
  const ready = {
    hasFieldwork: true,
    audienceValid: true,
    feasible: true,
    entryCount: 1,
    validationErrorCount: 0,
  };

  it('is empty for a survey that may be bought', () => {
    expect(notReadyReasons(ready)).toEqual([]);
  });

  it('names every unmet condition, and only the fieldwork when there is none', () => {
    expect(
      notReadyReasons({
        hasFieldwork: true,
        audienceValid: false,
        feasible: false,
        entryCount: 0,
        validationErrorCount: 2,
      }),
    ).toEqual([
      'AUDIENCE_INVALID',
      'AUDIENCE_NOT_FEASIBLE',
      'NO_QUESTIONNAIRE_ENTRIES',
      'QUESTIONNAIRE_INVALID',
    ]);
    expect(notReadyReasons({ ...ready, hasFieldwork: false })).toEqual(['NO_FIELDWORK']);
    expect(notReadyReasons({ ...ready, validationErrorCount: 1 })).toEqual([
      'QUESTIONNAIRE_INVALID',
    ]);
  });
});

describe('samePrice', () => {
  it('accepts up to half a penny either way and refuses more', () => {
    expect(samePrice(1.5, 1.5)).toBe(true);
    expect(samePrice(1.505, 1.5)).toBe(true);
    expect(samePrice(1.495, 1.5)).toBe(true);
    expect(samePrice(1.506, 1.5)).toBe(false);
    expect(samePrice(1.49, 1.5)).toBe(false);
    expect(samePrice(0.01, 1.5)).toBe(false);
    expect(samePrice(Number.NaN, 1.5)).toBe(false);
  });

  it('is symmetric and never accepts a price a penny or more away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        (pence, deltaPence) => {
          const a = pence / 100;
          const b = (pence + deltaPence) / 100;
          expect(samePrice(a, b)).toBe(samePrice(b, a));
          expect(samePrice(a, b)).toBe(deltaPence === 0);
        },
      ),
    );
  });
});

describe('purchaseDates', () => {
  it('starts today when no start date is set, ending after the delivery estimate', () => {
    expect(purchaseDates({ start: null, end: null, now: NOW, deliveryDays: 3 })).toEqual({
      start: TODAY,
      end: new Date(TODAY.getTime() + 3 * DAY),
      startsToday: true,
    });
  });

  it('resets a past start to today and moves the end by the estimate (7 days when unknown)', () => {
    const past = new Date('2026-11-01T00:00:00Z');
    const r = purchaseDates({ start: past, end: past, now: NOW, deliveryDays: null });
    expect(r).toEqual({
      start: TODAY,
      end: new Date(TODAY.getTime() + DEFAULT_DELIVERY_DAYS * DAY),
      startsToday: true,
    });
  });

  it('keeps a start later today as today, and a future start with its end', () => {
    const later = new Date('2026-11-23T18:00:00Z');
    expect(purchaseDates({ start: later, end: null, now: NOW, deliveryDays: 2 }).startsToday).toBe(
      true,
    );
    const start = new Date('2026-12-01T00:00:00Z');
    const end = new Date('2026-12-20T00:00:00Z');
    expect(purchaseDates({ start, end, now: NOW, deliveryDays: 2 })).toEqual({
      start,
      end,
      startsToday: false,
    });
    expect(purchaseDates({ start, end: null, now: NOW, deliveryDays: 2 }).end).toEqual(
      new Date(start.getTime() + 2 * DAY),
    );
  });

  it('never starts before today nor ends before it starts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -60, max: 60 })),
        fc.option(fc.integer({ min: -60, max: 90 })),
        fc.option(fc.integer({ min: 1, max: 30 })),
        (startDays, endDays, deliveryDays) => {
          const at = (d: number | null) =>
            d === null ? null : new Date(TODAY.getTime() + d * DAY);
          const r = purchaseDates({
            start: at(startDays),
            end: at(endDays),
            now: NOW,
            deliveryDays,
          });
          expect(r.start.getTime()).toBeGreaterThanOrEqual(TODAY.getTime());
          expect(r.end.getTime()).toBeGreaterThanOrEqual(r.start.getTime());
          expect(r.startsToday).toBe(r.start.getTime() === startOfDay(NOW).getTime());
        },
      ),
    );
  });
});

describe('firstBatchSamples', () => {
  it('is the soft launch when there is one, else the whole sample', () => {
    expect(firstBatchSamples(500, 50)).toBe(50);
    expect(firstBatchSamples(500, 0)).toBe(500);
  });
});

describe('fullLaunchRefusal', () => {
  const ok = {
    description: 'Full launch',
    isSoftLaunch: true,
    orderStatus: 'Live' as const,
    supplierOrderCount: 1,
    samplesNeeded: 500,
    softLaunchSamples: 50,
    requestedSamples: 450,
  };

  it('allows the remaining samples of a live soft-launch order launched once', () => {
    expect(fullLaunchRefusal(ok)).toBeNull();
  });

  it('refuses each broken condition with its code', () => {
    const code = (change: Partial<typeof ok> | { orderStatus: 'Paused' | 'Scheduled' }) =>
      fullLaunchRefusal({ ...ok, ...change })?.code;
    expect(code({ description: 'Launch' })).toBe('WRONG_DESCRIPTION');
    expect(code({ isSoftLaunch: false })).toBe('NOT_SOFT_LAUNCH');
    expect(code({ supplierOrderCount: 2 })).toBe('ALREADY_FULLY_LAUNCHED');
    expect(code({ orderStatus: 'Paused' })).toBe('NOT_LIVE');
    expect(code({ orderStatus: 'Scheduled' })).toBe('NOT_LIVE');
    expect(code({ requestedSamples: 449 })).toBe('WRONG_SAMPLES');
    expect(code({ softLaunchSamples: 500, requestedSamples: 0 })).toBe('NOTHING_REMAINING');
  });
});

describe('supplierStatusAfter', () => {
  it('moves supplier orders that were where the order was, and leaves finished ones', () => {
    expect(supplierStatusAfter('Live', 'Live', 'Paused')).toBe('Paused');
    expect(supplierStatusAfter('Completed', 'Live', 'Paused')).toBe('Completed');
    expect(supplierStatusAfter('Scheduled', 'Scheduled', 'Live')).toBe('Live');
  });
});
