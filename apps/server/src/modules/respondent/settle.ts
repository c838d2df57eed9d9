import { loopAnswers } from '@survey/domain/results/loopResults';
import { sectionAnswers } from '@survey/domain/results/sectionVariables';
import { EXPORT_ROW_FORMAT, exportRowOf } from '@survey/domain/exports/exportRow';
import {
  completeQuality,
  exportFlagsOf,
  type CompleteText,
} from '@survey/domain/quality/completeQuality';
import { SPEEDER_MIN_COMPLETES, speeder } from '@survey/domain/quality/speeder';
import { interviewLengthMs } from '@survey/domain/fieldwork/interviewLength';
import { audienceAnswersOf, quotaCellsOf } from '@survey/domain/respondent/engine/quotaCells';
import { answerQuotaCellsOf } from '@survey/domain/respondent/engine/answerQuotaCells';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import type { QualityFlag } from '@survey/domain/results/analysisContract';
import { closedToRespondent, inProgressMayContinue } from '@survey/domain/respondent/fieldworkGate';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { orderStatusForShare } from '../orders/orders.queries.ts';
import { lockSurveyForKeyShare } from '../projects/surveys.queries.ts';
import type { LiveSurvey } from '../orders/liveSurveys.queries.ts';
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

/** The raw-data export's flag columns (rawDataLayout's DATA_QUALITY_FLAGS). */
type ExportFlag = 'SPEEDER' | 'STRAIGHTLINER' | 'GIBBERISH';

/** What a complete leaves for the data-quality list (issue 26 §3). */
export interface CompleteQualityRecord {
  sessionId: string;
  surveyId: string;
  respondentId: string;
  supplierCode: string;
  /** The session's device fingerprint hash (null when the runner sent no device). */
  fingerprint: string | null;
  lengthMs: number;
  completedAt: Date;
  /** The complete's own flags: straight-lining, gibberish. */
  flags: QualityFlag[];
  /** Normalised long free-text answers (the recorder stores their hashes, not the text). */
  texts: CompleteText[];
}

/**
 * Stores a complete's quality record in the caller's transaction. The quality module owns the
 * table and reads this module's sessions, so it is handed in by compose.ts rather than imported
 * (an import would be a folder cycle).
 */
export type RecordCompleteQuality = (db: Executor, record: CompleteQualityRecord) => Promise<void>;

export interface SettleCtx {
  db: Executor;
  clock: Clock;
  recordQuality: RecordCompleteQuality;
}

const quotaFull = (state: SessionState, fullCell: string): SessionState => ({
  ...state,
  status: 'quota_full',
  current: null,
  fullCell,
});

/**
 * What settling a move has to do besides saving the session (settleSession). `answerCells` are the
 * cells of quotas on answers the state after the move counts towards (answerQuotaCellsOf): a
 * qualified respondent whose answer adds one they hold no place in `reserves` it (issue 38 §3).
 */
export function settleWork(
  move: { before: SessionState | null; after: SessionState },
  heldCells: readonly string[],
  answerCells: readonly string[] = [],
): {
  wasOpen: boolean;
  qualifies: boolean;
  completes: boolean;
  releases: boolean;
  reserves: boolean;
} {
  const { before, after } = move;
  const wasOpen = (before?.status ?? 'in_progress') === 'in_progress';
  const qualifies =
    after.qualified && !(before?.qualified ?? false) && after.status !== 'screened_out';
  const completes = wasOpen && after.status === 'complete';
  const releases = wasOpen && !completes && after.status !== 'in_progress' && heldCells.length > 0;
  const reserves =
    wasOpen &&
    !qualifies &&
    after.qualified &&
    (after.status === 'in_progress' || completes) &&
    answerCells.some((k) => !heldCells.includes(k));
  return { wasOpen, qualifies, completes, releases, reserves };
}

/**
 * True when settling the move is only saving it: it neither qualifies nor completes, and gives no
 * place back (a page answered, a screen-out before qualifying). Such a move needs no transaction:
 * the answer path writes it in one conditional statement (answerPath.store.ts).
 */
export function savesOnly(
  move: { before: SessionState | null; after: SessionState },
  heldCells: readonly string[],
  answerCells: readonly string[] = [],
): boolean {
  const work = settleWork(move, heldCells, answerCells);
  return !work.qualifies && !work.completes && !work.releases && !work.reserves;
}

/**
 * The order's status under a share lock, its survey's row key-share-locked first: the quota cells,
 * the quality record and the data revision written next refer to the survey (their foreign keys
 * take that lock), and every state change locks the survey before its order, so taking the order
 * first would deadlock against one (lockOrder.api.test.ts).
 */
async function lockedOrderStatus(db: Executor, row: SessionRow) {
  await lockSurveyForKeyShare({ db }, row.surveyId);
  return orderStatusForShare(db, row.surveyId);
}

/**
 * What a move of the engine's state means for the survey, in the caller's transaction:
 * - a move that would qualify or complete first reads the order's status under a shared lock
 *   (the survey's row locked before it, lockedOrderStatus):
 *   after End or Halt the session ends as closed to the respondent instead (fieldworkGate);
 * - qualifying reserves a place in the whole sample and in each of the respondent's quota cells,
 *   all or none; no room ends the session as quota full instead (nothing is ever overfilled);
 * - an answer of a qualified respondent that counts in a cell of a quota on answers (issue 38 §3)
 *   reserves a place there the same way, all or none: no room ends the session as quota full and
 *   gives back the places it held;
 * - a complete turns the reservation into filled places, records the data-quality flags (the
 *   export's columns on the session, the flags list's record through `recordQuality`) and
 *   stores its export row (exportRow.ts: what a raw-data export reads of it); its interview
 *   length is worked out here, once (interviewLengthMs), and stored with the session;
 * - any other end gives reserved places back.
 * Then the session is saved with its state (and `answer`, the one that made the move, recorded in
 * the same statement). `sampleFilled` says this complete took the last place
 * of the open sample (the caller closes the batch once the transaction committed).
 */
export async function settleSession(
  ctx: SettleCtx,
  live: LiveSurvey,
  row: SessionRow,
  move: { before: SessionState | null; after: SessionState },
  answer?: NewAnswer,
): Promise<{ row: SessionRow & { rowVersion: string }; sampleFilled: boolean }> {
  let state = move.after;
  let cells = row.quotaCells;
  let flags = row.flags;
  let sampleFilled = false;
  const answerCells = answerQuotaCellsOf(live.published, state);
  const { wasOpen, qualifies, completes, reserves } = settleWork(move, cells, answerCells);
  if (
    (qualifies || completes || reserves) &&
    !inProgressMayContinue(await lockedOrderStatus(ctx.db, row))
  ) {
    state = closedToRespondent(state);
  } else if (reserves) {
    const added = await reserveAnswerCells(
      ctx.db,
      live,
      answerCells.filter((k) => !cells.includes(k)),
    );
    if ('full' in added) state = quotaFull(state, added.full);
    else cells = [...cells, ...added.reserved];
  } else if (qualifies) {
    await ensureQuotaCells(ctx.db, live);
    const keys = [
      TOTAL_CELL,
      ...quotaCellsOf(live.published.audience, audienceAnswersOf(live.published, state)),
      ...answerCells,
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
    if ('full' in reserved) state = quotaFull(state, reserved.full);
    else if (!reserved.reserved.includes(TOTAL_CELL)) state = quotaFull(state, TOTAL_CELL);
    else cells = reserved.reserved;
  }
  const now = ctx.clock();
  let exportRow: NewExportRow | undefined;
  let lengthMs: number | undefined;
  if (wasOpen && state.status === 'complete') {
    lengthMs = interviewLengthMs({
      startedAtMs: row.startedAt.getTime(),
      completedAtMs: now.getTime(),
      simulatedLengthMs: row.simulatedLengthMs,
    });
    const filled = await fillReservedPlaces(ctx.db, row.surveyId, cells);
    sampleFilled = filled.some((c) => c.cellKey === TOTAL_CELL && c.filled >= c.target);
    const quality = completeQuality(live.published, state.answers);
    flags = [
      ...(await exportSpeeder(ctx, row.surveyId, lengthMs)),
      ...exportFlagsOf(quality.flags),
    ];
    await ctx.recordQuality(ctx.db, {
      sessionId: row.id,
      surveyId: row.surveyId,
      respondentId: row.respondentId,
      supplierCode: row.supplierCode,
      fingerprint: row.fingerprint,
      lengthMs,
      completedAt: now,
      flags: quality.flags,
      texts: quality.texts,
    });
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
        // Issue 38: the sections shown, as the derived answers the results index files too.
        answers: {
          ...state.answers,
          ...sectionAnswers(state.layout?.sections),
          ...loopAnswers(state.loops),
        },
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
    ...(lengthMs !== undefined && { lengthMs }),
    ...(answer && { answer }),
    ...(exportRow && { exportRow }),
  });
  return { row: saved, sampleFilled };
}

/**
 * A place in each of `keys` (cells of quotas on answers), all or none, under the cells' locks as
 * for qualifying. A cell not visible yet (its writer has not committed) is written again, which
 * waits for it; one still missing then counts as full: nobody completes without a place.
 */
async function reserveAnswerCells(
  db: Executor,
  live: LiveSurvey,
  keys: readonly string[],
): Promise<{ reserved: string[] } | { full: string }> {
  await ensureQuotaCells(db, live);
  let reserved = await reserveQuotaPlaces(db, live.surveyId, keys);
  if ('full' in reserved || reserved.reserved.length === keys.length) return reserved;
  await releaseReservedPlaces(db, live.surveyId, reserved.reserved);
  live.cellsWritten = false;
  await ensureQuotaCells(db, live);
  reserved = await reserveQuotaPlaces(db, live.surveyId, keys);
  if ('full' in reserved || reserved.reserved.length === keys.length) return reserved;
  await releaseReservedPlaces(db, live.surveyId, reserved.reserved);
  return { full: keys.find((k) => !reserved.reserved.includes(k)) ?? TOTAL_CELL };
}

/** The survey's cells with today's targets; written once per process and target. */
async function ensureQuotaCells(db: Executor, live: LiveSurvey): Promise<void> {
  if (live.cellsWritten) return;
  await upsertQuotaCells(db, live.surveyId, [
    { cellKey: TOTAL_CELL, target: live.totalTarget },
    ...Object.entries(live.quotaTargets).map(([cellKey, target]) => ({ cellKey, target })),
    ...Object.entries(live.answerQuotaTargets).map(([cellKey, target]) => ({ cellKey, target })),
  ]);
  live.cellsWritten = true;
}

/**
 * The raw-data export's flag_speeder, against the median when the complete arrived (issue 11). The
 * flags list judges speeders again when it is read, against today's median (quality module).
 */
async function exportSpeeder(
  ctx: SettleCtx,
  surveyId: string,
  lengthMs: number,
): Promise<ExportFlag[]> {
  const median = await medianCompleteMs(ctx.db, surveyId, SPEEDER_MIN_COMPLETES);
  return speeder(lengthMs, median) ? ['SPEEDER'] : [];
}
