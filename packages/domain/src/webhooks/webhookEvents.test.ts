import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_BASE_MS,
  WEBHOOK_RETRY_CAP_MS,
  webhookFailedTooLong,
  webhookRetryDelayMs,
} from './webhookEvents.ts';

describe('webhook retries', () => {
  it('wait exponentially longer, from the base, never past the cap', () => {
    expect(webhookRetryDelayMs(1)).toBe(WEBHOOK_RETRY_BASE_MS);
    expect(webhookRetryDelayMs(2)).toBe(2 * WEBHOOK_RETRY_BASE_MS);
    expect(webhookRetryDelayMs(3)).toBe(4 * WEBHOOK_RETRY_BASE_MS);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempt) => {
        const delay = webhookRetryDelayMs(attempt);
        const next = webhookRetryDelayMs(attempt + 1);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(WEBHOOK_RETRY_CAP_MS);
        expect(next === WEBHOOK_RETRY_CAP_MS || next === 2 * delay).toBe(true);
      }),
    );
  });

  it('disable a subscription only after a whole day of failures', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * WEBHOOK_DISABLE_AFTER_MS }), (elapsed) => {
        const now = new Date(since.getTime() + elapsed);
        expect(webhookFailedTooLong(since, now)).toBe(elapsed >= WEBHOOK_DISABLE_AFTER_MS);
      }),
    );
    expect(webhookFailedTooLong(null, since)).toBe(false);
  });
});
