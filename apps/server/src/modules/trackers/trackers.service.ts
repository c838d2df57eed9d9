import {
  hasWave,
  scheduleProblems,
  waveLaunchAt,
  type TrackerSchedule,
} from '@survey/domain/trackers/schedule';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { badInput } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import {
  sourceNotBought,
  trackerExists,
  trackerNotFound,
  trackerPaused,
  waveNotFound,
  waveNotPending,
} from './trackers.errors.ts';
import type { CreateTrackerInput } from './trackers.schemas.ts';
import { presentTracker, type TrackerView } from './trackers.presenter.ts';
import {
  findTracker,
  insertTracker,
  insertWave,
  lockWave,
  spentPence,
  trackerOfProject,
  updateWave,
  wavesOf,
  type TrackerRow,
} from './trackers.store.ts';
import { launchWave, type WaveRoundCtx } from './waveRound.service.ts';

async function viewOf(ctx: { db: Db; clock: Clock }, tracker: TrackerRow): Promise<TrackerView> {
  const waves = await wavesOf(ctx.db, tracker.id);
  return presentTracker(tracker, waves, await spentPence(ctx.db, tracker.id), ctx.clock());
}

/**
 * Makes a tracker of the viewer's bought survey (issue 39 §4): the survey is wave 1; wave n is a
 * copy of wave n-1 made WAVE_PREPARE_LEAD_MS before its date and bought at local midnight of its
 * date, with the researcher's approval or within the budget. The schedule must leave a second
 * wave, in the future. One tracker per project.
 */
export async function createTracker(
  ctx: { db: Db; clock: Clock },
  viewer: Viewer,
  input: CreateTrackerInput,
): Promise<TrackerView> {
  const schedule: TrackerSchedule = {
    every: input.every,
    unit: input.unit,
    startDate: input.startDate,
    endDate: input.endDate,
    waveCount: input.waveCount,
    timeZone: input.timeZone,
  };
  const problems = scheduleProblems(schedule);
  if (input.purchase === 'budget' && input.budget === null) {
    problems.push({ path: 'budget', message: 'is needed to buy waves automatically' });
  }
  if (problems.length > 0) throw badInput('The tracker’s settings are not valid', problems);
  const now = ctx.clock();
  if (!hasWave(schedule, 2)) {
    throw badInput('The schedule ends before a second wave', [
      { path: 'endDate', message: 'leaves no second wave' },
    ]);
  }
  if (waveLaunchAt(schedule, 2) <= now) {
    throw badInput('The second wave’s date has passed', [
      { path: 'startDate', message: 'puts the second wave in the past' },
    ]);
  }
  const created = await ctx.db.transaction(async (tx) => {
    const source = await requireOwnSurvey({ db: tx }, viewer, input.surveyId, { lock: true });
    if (source.state === 'draft') throw sourceNotBought();
    const existing = await trackerOfProject(tx, viewer.accountId, source.projectId);
    if (existing) throw trackerExists(existing.id);
    const tracker = await insertTracker(tx, {
      accountId: viewer.accountId,
      projectId: source.projectId,
      createdBy: viewer.userId,
      creatorEmail: viewer.email,
      ...schedule,
      excludeWaves: input.excludeWaves,
      purchase: input.purchase,
      budgetPence: input.purchase === 'budget' ? Math.round((input.budget ?? 0) * 100) : null,
      createdAt: now,
    });
    await insertWave(tx, {
      trackerId: tracker.id,
      wave: 1,
      surveyId: source.surveyId,
      status: 'launched',
      launchAt: waveLaunchAt(schedule, 1),
      costPence: null,
      note: null,
      createdAt: now,
      launchedAt: null,
    });
    return tracker;
  });
  return viewOf(ctx, created);
}

/** The viewer's tracker; NOT_FOUND for another account's. */
export async function trackerById(
  ctx: { db: Db; clock: Clock },
  viewer: Viewer,
  trackerId: string,
): Promise<TrackerView> {
  const tracker = await findTracker(ctx.db, viewer.accountId, trackerId);
  if (!tracker) throw trackerNotFound();
  return viewOf(ctx, tracker);
}

/** The tracker of the viewer's survey's project, or null when it has none. */
export async function trackerOfSurvey(
  ctx: { db: Db; clock: Clock },
  viewer: Viewer,
  surveyId: string,
): Promise<TrackerView | null> {
  const survey = await requireOwnSurvey(ctx, viewer, surveyId);
  const tracker = await trackerOfProject(ctx.db, viewer.accountId, survey.projectId);
  return tracker ? viewOf(ctx, tracker) : null;
}

/**
 * The researcher approves a wave waiting for approval: it is bought at its launch time, or at
 * once when that has passed (a late approval launches late rather than never). Refused while the
 * tracker is paused (`409 TRACKER_PAUSED`): a paused tracker buys nothing, and an approval that
 * waited for the resume would buy at a moment the researcher did not choose.
 */
export async function approveWave(
  ctx: WaveRoundCtx,
  viewer: Viewer,
  input: { trackerId: string; wave: number },
): Promise<TrackerView> {
  const tracker = await findTracker(ctx.db, viewer.accountId, input.trackerId);
  if (!tracker) throw trackerNotFound();
  const due = await ctx.db.transaction(async (tx) => {
    // Under the tracker's lock, so that a pause either comes first (refused) or after.
    const locked = await findTracker(tx, viewer.accountId, tracker.id, { lock: true });
    if (!locked) throw trackerNotFound();
    if (locked.pausedAt) throw trackerPaused();
    const wave = await lockWave(tx, tracker.id, input.wave);
    if (!wave) throw waveNotFound();
    if (wave.status !== 'pending_approval') throw waveNotPending(wave.status);
    await updateWave(tx, tracker.id, wave.wave, { status: 'approved' });
    return wave.launchAt <= ctx.clock();
  });
  if (due) await launchWave(ctx, tracker.id, input.wave);
  return viewOf(ctx, tracker);
}
