import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSoftLaunchSamples, softLaunchSamplesError, softLaunchState } from './softLaunch.ts';

describe('defaultSoftLaunchSamples', () => {
  it('takes 10% rounded up, capped at 100', () => {
    expect(defaultSoftLaunchSamples(100)).toBe(10);
    expect(defaultSoftLaunchSamples(101)).toBe(11);
    expect(defaultSoftLaunchSamples(5)).toBe(1);
    expect(defaultSoftLaunchSamples(1000)).toBe(100);
    expect(defaultSoftLaunchSamples(5000)).toBe(100);
  });

  it('is always a valid size for the sample', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (total) => {
        expect(softLaunchSamplesError(defaultSoftLaunchSamples(total), total)).toBeNull();
      }),
    );
  });
});

describe('softLaunchSamplesError', () => {
  it("answers the spec's message outside 1..total", () => {
    expect(softLaunchSamplesError(0, 200)).toBe('Number of completes must be between 1 and 200');
    expect(softLaunchSamplesError(201, 200)).toBe('Number of completes must be between 1 and 200');
    expect(softLaunchSamplesError(2.5, 200)).toBe('Number of completes must be between 1 and 200');
    expect(softLaunchSamplesError(200, 200)).toBeNull();
    expect(softLaunchSamplesError(1, 200)).toBeNull();
  });
});

describe('softLaunchState', () => {
  it('follows the collected completes', () => {
    expect(softLaunchState(0, 5)).toBe('disabled');
    expect(softLaunchState(10, 9)).toBe('active');
    expect(softLaunchState(10, 10)).toBe('completed');
  });
});
