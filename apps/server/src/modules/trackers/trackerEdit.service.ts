import {
  budgetProblems,
  editProblems,
  missedWaves,
  rescheduled,
  skippedOnResume,
} from '@survey/domain/trackers/scheduleEdit';
import { waveLaunchAt } from '@survey/domain/trackers/schedule';
import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { badInput } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { trackerNotFound } from './trackers.errors.ts';
import { presentTracker, type TrackerView } from './trackers.presenter.ts';
import type { EditTrackerInput } from './trackers.schemas.ts';
import {
  findTracker,
  insertSkippedWaves,
  spentPence,
  updateTracker,
  updateWave,
  wavesOf,
  type TrackerRow,
  type WaveRow,
} from './trackers.store.ts';

type Ctx = { db: Db; clock: Clock };

/** Why a wave was skipped, for the researcher. */
export const SKIPPED_NOTE = 'Its date passed while the tracker was paused.';

/**
 * Runs `change` on the viewer's tracker under its row lock (the round takes the same lock, so an
 * edit, a pause or a resume never interleaves with a wave being made or bought) and answers the
 * tracker as it then is.
 */
async function withLockedTracker(
  ctx: Ctx,
  viewer: Viewer,
  trackerId: string,
  change: (tx: Executor, tracker: TrackerRow, waves: WaveRow[]) => Promise<TrackerRow>,
): Promise<TrackerView> {
  return ctx.db.transaction(async (tx) => {
    const tracker = await findTracker(tx, viewer.accountId, trackerId, { lock: true });
    if (!tracker) throw trackerNotFound();
    const updated = await change(tx, tracker, await wavesOf(tx, tracker.id));
    return presentTracker(
      updated,
      await wavesOf(tx, tracker.id),
      await spentPence(tx, tracker.id),
      ctx.clock(),
    );
  });
}

const lastWaveOf = (waves: WaveRow[]): number => waves.at(-1)?.wave ?? 1;

/**
 * Changes the schedule's future: the interval, the end, the time zone, K, the purchase and the
 * budget. The waves already made keep their dates and status; the next one counts from the last
 * one made (`rescheduled`). 400 naming the field when the schedule would hold no wave ahead or the
 * budget is below what is spent; nothing changes then.
 */
export function editTracker(
  ctx: Ctx,
  viewer: Viewer,
  trackerId: string,
  input: EditTrackerInput,
): Promise<TrackerView> {
  return withLockedTracker(ctx, viewer, trackerId, async (tx, tracker, waves) => {
    const last = lastWaveOf(waves);
    const schedule = rescheduled(tracker, last, {
      every: input.every ?? tracker.every,
      unit: input.unit ?? tracker.unit,
      endDate: input.endDate !== undefined ? input.endDate : tracker.endDate,
      waveCount: input.waveCount !== undefined ? input.waveCount : tracker.waveCount,
      timeZone: input.timeZone ?? tracker.timeZone,
    });
    const problems = editProblems(schedule, last, ctx.clock(), tracker.pausedAt !== null);
    const purchase = input.purchase ?? tracker.purchase;
    const budgetPence =
      purchase === 'approval'
        ? null
        : input.budget !== undefined
          ? input.budget === null
            ? null
            : Math.round(input.budget * 100)
          : tracker.budgetPence;
    if (purchase === 'budget') {
      problems.push(...budgetProblems(budgetPence, await spentPence(tx, tracker.id)));
    }
    if (problems.length > 0) throw badInput('The tracker’s settings are not valid', problems);
    return updateTracker(tx, tracker.id, {
      every: schedule.every,
      unit: schedule.unit,
      endDate: schedule.endDate,
      waveCount: schedule.waveCount,
      timeZone: schedule.timeZone,
      anchorWave: schedule.anchorWave ?? 1,
      anchorDate: schedule.anchorDate ?? null,
      excludeWaves: input.excludeWaves ?? tracker.excludeWaves,
      purchase,
      budgetPence,
    });
  });
}

/** Pauses the tracker: the round makes and buys nothing until it is resumed. Pausing twice is one pause. */
export function pauseTracker(ctx: Ctx, viewer: Viewer, trackerId: string): Promise<TrackerView> {
  return withLockedTracker(ctx, viewer, trackerId, async (tx, tracker) =>
    tracker.pausedAt ? tracker : updateTracker(tx, tracker.id, { pausedAt: ctx.clock() }),
  );
}

/**
 * Resumes a paused tracker. Every wave whose date passed meanwhile is skipped, never bought late:
 * a made wave that was to be bought (scheduled or approved) turns `skipped` (its draft survey
 * stays, unbought), a date with no wave made gets a `skipped` row without a survey. A wave waiting
 * for approval stays waiting. The next wave is the first date still ahead. Resuming a running
 * tracker changes nothing.
 */
export function resumeTracker(ctx: Ctx, viewer: Viewer, trackerId: string): Promise<TrackerView> {
  return withLockedTracker(ctx, viewer, trackerId, async (tx, tracker, waves) => {
    if (!tracker.pausedAt) return tracker;
    const now = ctx.clock();
    for (const wave of waves) {
      if (skippedOnResume(wave, now)) {
        await updateWave(tx, tracker.id, wave.wave, { status: 'skipped', note: SKIPPED_NOTE });
      }
    }
    const missed = missedWaves(tracker, lastWaveOf(waves), now).map((wave) => ({
      wave,
      launchAt: waveLaunchAt(tracker, wave),
      note: SKIPPED_NOTE,
    }));
    await insertSkippedWaves(tx, tracker.id, missed, now);
    return updateTracker(tx, tracker.id, { pausedAt: null });
  });
}
