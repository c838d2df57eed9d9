import {
  excludedWaves,
  formatLocalDate,
  hasWave,
  WAVE_PREPARE_LEAD_MS,
  waveDate,
  waveLaunchAt,
  withinBudget,
  type TrackerSchedule,
} from '@survey/domain/trackers/schedule';
import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer, Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { getCostQuote } from '../fieldwork/costQuote.service.ts';
import { createSurveyOrder } from '../orders/purchase.service.ts';
import type { PanelSupplier } from '../panel/panelSupplier.ts';
import { addDraftSurveyToProject, requireOwnSurvey } from '../projects/surveys.service.ts';
import type { QuestionnaireDrafts } from '../questionnaire/draftStore/draftStore.ts';
import {
  draftDocumentOfSurvey,
  duplicateQuestionnaire,
} from '../questionnaire/questionnaire.service.ts';
import { excludeCompletesOf } from '../respondent/exclusions.service.ts';
import {
  dueWaves,
  insertWave,
  lockTrackerForRound,
  lockWave,
  spentPence,
  trackersWithLastWave,
  updateWave,
  wavesOf,
  type TrackerRow,
} from './trackers.store.ts';
import { waveEmail, type WaveNotice } from './waveMessages.ts';

export interface WaveRoundCtx extends Tracking {
  db: Db;
  clock: Clock;
  panel: PanelSupplier;
  drafts?: QuestionnaireDrafts;
  mailer: Mailer;
  appUrl: string;
  log: Pick<Logger, 'info' | 'warn'>;
}

/** At most this many waves of one tracker are made in one round (a clock that jumped far). */
const MAX_WAVES_PER_ROUND = 24;

const scheduleOf = (t: TrackerRow): TrackerSchedule => t;

/** The tracker's waves are made and bought in its creator's name, within its account. */
const creatorOf = (t: TrackerRow): Viewer => ({
  userId: t.createdBy,
  accountId: t.accountId,
  email: t.creatorEmail,
});

const noticeOf = (
  ctx: WaveRoundCtx,
  t: TrackerRow,
  wave: number,
  surveyName: string,
  kind: WaveNotice['kind'],
  detail?: string,
): WaveNotice => ({
  kind,
  wave,
  surveyName,
  launchesOn: formatLocalDate(waveDate(scheduleOf(t), wave)),
  trackerUrl: new URL(`/trackers/${t.id}`, ctx.appUrl).toString(),
  ...(detail !== undefined && { detail }),
});

/**
 * Makes the tracker's next wave when its launch is at most WAVE_PREPARE_LEAD_MS away: a new draft
 * survey in the project with the previous wave's questionnaire, fieldwork and audience, refusing
 * the completes of the previous K waves; with approval it waits for the researcher (e-mailed),
 * within a budget it is scheduled. One transaction under the tracker's lock, so two nodes running
 * the round make it once. Answers the wave made, or null when none was due.
 */
export async function prepareNextWave(
  ctx: WaveRoundCtx,
  trackerId: string,
): Promise<{ wave: number; notice: WaveNotice | null } | null> {
  const now = ctx.clock();
  const made = await ctx.db.transaction(async (tx) => {
    const tracker = await lockTrackerForRound(tx, trackerId);
    if (!tracker || tracker.pausedAt) return null;
    const schedule = scheduleOf(tracker);
    const waves = await wavesOf(tx, tracker.id);
    const first = waves[0];
    const last = waves.at(-1);
    // The questionnaire comes from the last wave that has a survey (skipped dates may have none).
    const previous = waves.findLast((w) => w.surveyId !== null);
    if (!first?.surveyId || !last || !previous?.surveyId) return null;
    const n = last.wave + 1;
    if (!hasWave(schedule, n)) return null;
    const launchAt = waveLaunchAt(schedule, n);
    if (launchAt.getTime() - WAVE_PREPARE_LEAD_MS > now.getTime()) return null;
    const viewer = creatorOf(tracker);
    const inTx = { ...ctx, db: tx };
    const source = await requireOwnSurvey(inTx, viewer, first.surveyId);
    const survey = await addDraftSurveyToProject(inTx, viewer, {
      fromSurveyId: first.surveyId,
      name: `${source.name} - Wave ${n}`,
    });
    await duplicateQuestionnaire(inTx, viewer, {
      surveyId: previous.surveyId,
      newSurveyId: survey.surveyId,
      accountMarkup: 0,
    });
    const excluded = new Set(excludedWaves(n, tracker.excludeWaves));
    await excludeCompletesOf(
      tx,
      survey.surveyId,
      waves.flatMap((w) => (w.surveyId !== null && excluded.has(w.wave) ? [w.surveyId] : [])),
    );
    const approval = tracker.purchase === 'approval';
    await insertWave(tx, {
      trackerId: tracker.id,
      wave: n,
      surveyId: survey.surveyId,
      status: approval ? 'pending_approval' : 'scheduled',
      launchAt,
      costPence: null,
      note: null,
      createdAt: now,
      launchedAt: null,
    });
    return {
      wave: n,
      tracker,
      notice: approval ? noticeOf(ctx, tracker, n, source.name, 'approval') : null,
    };
  });
  if (!made) return null;
  if (made.notice) await ctx.mailer.send(waveEmail(made.tracker.creatorEmail, made.notice));
  return { wave: made.wave, notice: made.notice };
}

type LaunchOutcome =
  | { status: 'launched'; costPence: number }
  | { status: 'budget_refused' | 'failed'; notice: WaveNotice; to: string };

async function buyWave(
  ctx: WaveRoundCtx,
  tx: Executor,
  tracker: TrackerRow,
  wave: { wave: number; surveyId: string },
): Promise<LaunchOutcome> {
  const viewer = creatorOf(tracker);
  const inTx = { ...ctx, db: tx };
  const survey = await requireOwnSurvey(inTx, viewer, wave.surveyId);
  const refuse = (status: 'budget_refused' | 'failed', detail: string): LaunchOutcome => ({
    status,
    to: tracker.creatorEmail,
    notice: noticeOf(ctx, tracker, wave.wave, survey.name, status, detail),
  });
  try {
    const quote = await getCostQuote(inTx, viewer, wave.surveyId, null, {
      draft: () => draftDocumentOfSurvey(inTx, wave.surveyId),
    });
    const cost = Math.round(quote.total * 100);
    if (tracker.purchase === 'budget' && tracker.budgetPence !== null) {
      const spent = await spentPence(tx, tracker.id);
      if (!withinBudget(spent, cost, tracker.budgetPence)) {
        const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
        return refuse(
          'budget_refused',
          `It costs ${money(cost)}; ${money(spent)} of the ${money(tracker.budgetPence)} budget is spent.`,
        );
      }
    }
    // Its own transaction is a savepoint of this one: a refused purchase leaves the wave's row.
    await createSurveyOrder(inTx, viewer, {
      surveyId: wave.surveyId,
      feasibility: 1,
      customerCPI: quote.cpi.amount,
      baseCPI: quote.cpi.baseAmount,
    });
    return { status: 'launched', costPence: cost };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return refuse('failed', `The purchase was refused: ${err.message}`);
  }
}

/**
 * Buys a wave whose launch time has come (scheduled within a budget, or approved), under the
 * tracker's lock so that the budget is checked against every other wave's spending. Bought today,
 * the order is Live at once (orders' purchase). Refused over budget, or by the purchase's own
 * checks: the wave says why and the creator is e-mailed.
 */
export async function launchWave(
  ctx: WaveRoundCtx,
  trackerId: string,
  waveNumber: number,
): Promise<void> {
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    const tracker = await lockTrackerForRound(tx, trackerId);
    const wave = tracker && (await lockWave(tx, trackerId, waveNumber));
    if (!tracker || !wave?.surveyId || tracker.pausedAt) return null;
    if (wave.status !== 'scheduled' && wave.status !== 'approved') return null;
    if (wave.launchAt > now) return null;
    const result = await buyWave(ctx, tx, tracker, { wave: wave.wave, surveyId: wave.surveyId });
    if (result.status === 'launched') {
      await updateWave(tx, trackerId, waveNumber, {
        status: 'launched',
        costPence: result.costPence,
        launchedAt: now,
      });
    } else {
      await updateWave(tx, trackerId, waveNumber, {
        status: result.status,
        note: result.notice.detail ?? null,
      });
    }
    return result;
  });
  if (outcome && outcome.status !== 'launched') {
    ctx.log.warn(
      { trackerId, wave: waveNumber, status: outcome.status },
      'tracker wave not bought',
    );
    await ctx.mailer.send(waveEmail(outcome.to, outcome.notice));
  }
}

/** The job's round: make every wave that is due, then buy every wave whose launch has come. */
export async function runWaveRound(ctx: WaveRoundCtx): Promise<void> {
  const now = ctx.clock().getTime();
  for (const { tracker, lastWave } of await trackersWithLastWave(ctx.db)) {
    // Decided again under the tracker's lock; this only spares a transaction per idle tracker.
    if (tracker.pausedAt) continue;
    const next = (lastWave ?? 0) + 1;
    const schedule = scheduleOf(tracker);
    if (!hasWave(schedule, next)) continue;
    if (waveLaunchAt(schedule, next).getTime() - WAVE_PREPARE_LEAD_MS > now) continue;
    for (let i = 0; i < MAX_WAVES_PER_ROUND; i++) {
      const made = await prepareNextWave(ctx, tracker.id);
      if (!made) break;
      ctx.log.info({ trackerId: tracker.id, wave: made.wave }, 'tracker wave made');
    }
  }
  for (const wave of await dueWaves(ctx.db, ctx.clock())) {
    await launchWave(ctx, wave.trackerId, wave.wave);
  }
}
