import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SURVEY_STATES } from '../projects/constants.ts';
import { launchControls, type LaunchFacts } from './launchControls.ts';

const softLaunchOrder = (samples: number[] = [2]): LaunchFacts['order'] => ({
  isSoftLaunch: true,
  status: 'Live',
  supplierOrderSamples: samples,
});

const live = (over: Partial<LaunchFacts> = {}): LaunchFacts => ({
  surveyState: 'live',
  order: softLaunchOrder(),
  samplesNeeded: 4,
  collected: 0,
  ...over,
});

describe('launchControls', () => {
  it('shows an active soft launch with Pause and Full launch for the remaining samples', () => {
    expect(launchControls(live({ collected: 1 }))).toEqual({
      softLaunchBadge: 'active',
      pause: 'pause',
      pauseDisabled: false,
      end: true,
      endDisabled: false,
      fullLaunch: true,
      fullLaunchSamples: 2,
    });
  });

  it('disables Pause once the soft launch completed, and still offers Full launch', () => {
    const controls = launchControls(live({ collected: 2 }));
    expect(controls.softLaunchBadge).toBe('completed');
    expect(controls.pauseDisabled).toBe(true);
    expect(controls.fullLaunch).toBe(true);
  });

  it('drops the badge and Full launch after the full launch, and Pause works again', () => {
    const controls = launchControls(live({ collected: 3, order: softLaunchOrder([2, 2]) }));
    expect(controls.softLaunchBadge).toBeNull();
    expect(controls.fullLaunch).toBe(false);
    expect(controls.pauseDisabled).toBe(false);
  });

  it('has no badge nor Full launch without a soft launch', () => {
    const order = { isSoftLaunch: false, status: 'Live' as const, supplierOrderSamples: [4] };
    const controls = launchControls(live({ order }));
    expect(controls.softLaunchBadge).toBeNull();
    expect(controls.fullLaunch).toBe(false);
  });

  it('offers Unpause for a paused survey, and no Full launch while paused', () => {
    const controls = launchControls(
      live({ surveyState: 'paused', order: { ...softLaunchOrder()!, status: 'Paused' } }),
    );
    expect(controls.pause).toBe('unpause');
    expect(controls.fullLaunch).toBe(false);
    expect(controls.end).toBe(true);
  });

  it('disables Pause and End project while the order is Pending, Scheduled or Completed', () => {
    for (const status of ['Pending', 'Scheduled', 'Completed'] as const) {
      const order = { isSoftLaunch: false, status, supplierOrderSamples: [4] };
      const controls = launchControls(live({ surveyState: 'scheduled', order }));
      expect(controls.end, status).toBe(true);
      expect(controls.endDisabled, status).toBe(true);
      const liveControls = launchControls(live({ order }));
      expect(liveControls.pauseDisabled, status).toBe(true);
      expect(liveControls.endDisabled, status).toBe(true);
    }
    const liveOrder = { isSoftLaunch: false, status: 'Live' as const, supplierOrderSamples: [4] };
    const controls = launchControls(live({ order: liveOrder }));
    expect(controls.pauseDisabled).toBe(false);
    expect(controls.endDisabled).toBe(false);
  });

  it('keeps nothing but the badge state for completed and halted surveys', () => {
    for (const surveyState of ['completed', 'halted'] as const) {
      const controls = launchControls(
        live({ surveyState, order: { ...softLaunchOrder()!, status: 'Completed' } }),
      );
      expect(controls.pause).toBeNull();
      expect(controls.end).toBe(false);
      expect(controls.fullLaunch).toBe(false);
    }
  });

  it('never offers Full launch on a survey that is not live, nor ending one without an order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SURVEY_STATES),
        fc.integer({ min: 0, max: 10 }),
        (surveyState, collected) => {
          const controls = launchControls(live({ surveyState, collected }));
          if (surveyState !== 'live') expect(controls.fullLaunch).toBe(false);
          expect(launchControls(live({ surveyState, collected, order: null })).end).toBe(false);
        },
      ),
    );
  });
});
