import { EXPORT_ROW_FORMAT, exportRowOf } from '@survey/domain/exports/exportRow';
import {
  gibberish,
  SPEEDER_MIN_COMPLETES,
  speeder,
  straightliner,
} from '@survey/domain/respondent/engine/dataQuality';
import { audienceAnswersOf, quotaCellsOf } from '@survey/domain/respondent/engine/quotaCells';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import { closedToRespondent, inProgressMayContinue } from '@survey/domain/respondent/fieldworkGate';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { orderStatusForShare } from '../orders/orders.queries.ts';
import type { LiveSurvey } from './liveSurveys.ts';
import {
  fillReservedPlaces,
  releaseReservedPlaces,
  reserveQuotaPlaces,
  TOTAL_CELL,
  upsertQuotaCells,
} from './quotaCells.store.ts';
import {
  medianCompleteMs,
  saveSession,
  type NewAnswer,
  type NewExportRow,
  type SessionRow,
} from './sessions.store.ts';

export type QualityFlag = 'SPEEDER' | 'STRAIGHTLINER' | 'GIBBERISH';

const quotaFull = (state: SessionState): SessionState => ({
  ...state,
  status: 'quota_full',
  current: null,
});

/**
 * What a move of the engine's state means for the survey, in the caller's transaction:
 * - a move that would qualify or complete first reads the order's status under a shared lock:
 *   after End or Halt the session ends as closed to the respondent instead (fieldworkGate);
 * - qualifying reserves a place in the whole sample and in each of the respondent's quota cells,
 *   all or none; no room ends the session as quota full instead (nothing is ever overfilled);
 * - a complete turns the reservation into filled places, records the data-quality flags and
 *   stores its export row (exportRow.ts: what a raw-data export reads of it);
 * - any other end gives reserved places back.
 * Then the session is saved with its state (and `answer`, the one that made the move, recorded in
 * the same statement). `sampleFilled` says this complete took the last place
 * of the open sample (the caller closes the batch once the transaction committed).
 */
export async function settleSession(
  ctx: { db: Executor; clock: Clock },
  live: LiveSurvey,
  row: SessionRow,
  move: { before: SessionState | null; after: SessionState },
  answer?: NewAnswer,
): Promise<{ row: SessionRow; sampleFilled: boolean }> {
  let state = move.after;
  let cells = row.quotaCells;
  let flags = row.flags;
  let sampleFilled = false;
  const wasOpen = (move.before?.status ?? 'in_progress') === 'in_progress';
  const qualifies =
    state.qualified && !(move.before?.qualified ?? false) && state.status !== 'screened_out';
  if (
    (qualifies || (wasOpen && state.status === 'complete')) &&
    !inProgressMayContinue(await orderStatusForShare(ctx.db, row.surveyId))
  ) {
    state = closedToRespondent(state);
  } else if (qualifies) {
    await ensureQuotaCells(ctx.db, live);
    const keys = [
      TOTAL_CELL,
      ...quotaCellsOf(live.published.audience, audienceAnswersOf(live.published, state)),
    ];
    let reserved = await reserveQuotaPlaces(ctx.db, row.surveyId, keys);
    if (!('full' in reserved) && !reserved.reserved.includes(TOTAL_CELL)) {
      // The cells are not visible yet: the request that wrote them (and marked them written in
      // this process) has not committed. Writing them again waits for it; then reserve again,
      // so that no respondent ever completes without holding a place.
      live.cellsWritten = false;
      await ensureQuotaCells(ctx.db, live);
      reserved = await reserveQuotaPlaces(ctx.db, row.surveyId, keys);
    }
    // Without a place in the whole sample nobody completes: quota full rather than overfill.
    if ('full' in reserved || !reserved.reserved.includes(TOTAL_CELL)) state = quotaFull(state);
    else cells = reserved.reserved;
  }
  const now = ctx.clock();
  let exportRow: NewExportRow | undefined;
  if (wasOpen && state.status === 'complete') {
    const filled = await fillReservedPlaces(ctx.db, row.surveyId, cells);
    sampleFilled = filled.some((c) => c.cellKey === TOTAL_CELL && c.filled >= c.target);
    flags = await qualityFlags(ctx, row, state);
    exportRow = {
      surveyId: row.surveyId,
      publishedVersion: live.version,
      format: EXPORT_ROW_FORMAT,
      ...exportRowOf(live.published, {
        respondentId: row.respondentId,
        status: state.status,
        startedAtMs: row.startedAt.getTime(),
        completedAtMs: now.getTime(),
        forks: state.forks,
        flags,
        answers: state.answers,
      }),
    };
  } else if (wasOpen && state.status !== 'in_progress' && cells.length > 0) {
    await releaseReservedPlaces(ctx.db, row.surveyId, cells);
    cells = [];
  }
  const saved = await saveSession(ctx.db, row.id, {
    state,
    quotaCells: cells,
    flags,
    now,
    ...(answer && { answer }),
    ...(exportRow && { exportRow }),
  });
  return { row: saved, sampleFilled };
}

/** The survey's cells with today's targets; written once per process and target. */
async function ensureQuotaCells(db: Executor, live: LiveSurvey): Promise<void> {
  if (live.cellsWritten) return;
  await upsertQuotaCells(db, live.surveyId, [
    { cellKey: TOTAL_CELL, target: live.totalTarget },
    ...Object.entries(live.quotaTargets).map(([cellKey, target]) => ({ cellKey, target })),
  ]);
  live.cellsWritten = true;
}

async function qualityFlags(
  ctx: { db: Executor; clock: Clock },
  row: SessionRow,
  state: SessionState,
): Promise<QualityFlag[]> {
  const flags = new Set<QualityFlag>();
  for (const answer of Object.values(state.answers)) {
    if (answer?.kind === 'matrix' && straightliner(answer)) flags.add('STRAIGHTLINER');
    if (answer?.kind === 'text' && gibberish(answer.text)) flags.add('GIBBERISH');
  }
  const median = await medianCompleteMs(ctx.db, row.surveyId, SPEEDER_MIN_COMPLETES);
  const duration = ctx.clock().getTime() - row.startedAt.getTime();
  if (median !== null && speeder(duration, median)) flags.add('SPEEDER');
  return [...flags];
}
