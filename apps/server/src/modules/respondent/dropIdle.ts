import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import {
  abandonAfterMs,
  shortestAbandonMs,
  type AbandonmentSettings,
} from '@survey/domain/fieldwork/abandonment';
import { endSession } from '@survey/domain/respondent/engine/engine';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { releaseReservedPlaces } from './quotaCells.store.ts';
import { findSessionById, saveSession } from './sessions.store.ts';

/**
 * The simulated panel's members pause at most 1.5 x its 1.5 s page time between answers: ten
 * pages' time without an answer means one stopped, however fast the panel's clock runs.
 */
export const SIMULATED_IDLE_FLOOR_MS = 15_000;
/** Sessions dropped per run at most (the job runs every minute, and every panel tick). */
const BATCH = 500;

/** The abandonment rule of this server's configuration. */
export function abandonmentSettings(
  config: Pick<Config, 'IDLE_SESSION_LOI_FACTOR' | 'IDLE_SESSION_MIN_MS' | 'PANEL_RATE'>,
): AbandonmentSettings {
  return {
    loiFactor: config.IDLE_SESSION_LOI_FACTOR,
    minMs: config.IDLE_SESSION_MIN_MS,
    panelRate: config.PANEL_RATE,
    simulatedFloorMs: SIMULATED_IDLE_FLOOR_MS,
  };
}

/** Idle in-progress sessions that share one timeout: one published version, one kind of respondent. */
interface IdleGroup {
  surveyId: string;
  version: number;
  simulated: boolean;
  loi: number | null;
  oldest: Date;
}

/**
 * Groups of sessions idle longer than the shortest timeout there is, with their survey's LOI: each
 * group's own timeout (packages/domain/src/fieldwork/abandonment.ts) then picks its sessions.
 * A session idle since `before` started before it: `started_at` is what the index of sessions in
 * progress holds (`respondent_sessions_in_progress_started_idx`), because `updated_at`, which every
 * answer changes, would keep the answer's update from being a heap-only one (issue 40 §1).
 */
async function idleGroups(db: Executor, before: Date): Promise<IdleGroup[]> {
  const result = await db.execute<{
    survey_id: string;
    version: number;
    simulated: boolean;
    loi: number | null;
    oldest: string | Date;
  }>(sql`
    SELECT s.survey_id, coalesce(s.published_version, 1) AS version,
           s.supplier_code = ${PANEL_SUPPLIER_CODE} AS simulated, p.loi, min(s.updated_at) AS oldest
    FROM respondent_sessions s
    LEFT JOIN published_surveys p
      ON p.survey_id = s.survey_id AND p.version = coalesce(s.published_version, 1)
    WHERE s.status = 'in_progress' AND s.started_at < ${before.toISOString()}
      AND s.updated_at < ${before.toISOString()}
    GROUP BY 1, 2, 3, 4`);
  return result.rows.map((r) => ({
    surveyId: r.survey_id,
    version: Number(r.version),
    simulated: r.simulated,
    loi: r.loi === null ? null : Number(r.loi),
    oldest: new Date(r.oldest),
  }));
}

async function idleIdsOf(db: Executor, group: IdleGroup, before: Date, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM respondent_sessions
    WHERE survey_id = ${group.surveyId} AND coalesce(published_version, 1) = ${group.version}
      AND (supplier_code = ${PANEL_SUPPLIER_CODE}) = ${group.simulated}
      AND status = 'in_progress' AND started_at < ${before.toISOString()}
      AND updated_at < ${before.toISOString()}
    ORDER BY updated_at
    LIMIT ${limit}`);
  return result.rows.map((r) => r.id);
}

/**
 * Ends abandoned sessions as dropped and gives their reserved quota places back, each in its own
 * transaction with the session's row locked: an answer arriving at that moment either lands first
 * (the session is no longer idle and stays) or finds the session ended. A session is abandoned
 * after its survey's timeout without an answer (`abandonAfterMs`: a multiple of the LOI, shorter
 * for the simulated panel's members as its clock runs faster). Answers the ids dropped.
 */
export async function dropIdleSessions(ctx: {
  db: Db;
  clock: Clock;
  abandonment: AbandonmentSettings;
}): Promise<string[]> {
  const now = ctx.clock().getTime();
  const groups = await idleGroups(ctx.db, new Date(now - shortestAbandonMs(ctx.abandonment)));
  const dropped: string[] = [];
  for (const group of groups) {
    if (dropped.length >= BATCH) break;
    const before = new Date(now - abandonAfterMs(ctx.abandonment, group.loi, group.simulated));
    if (group.oldest >= before) continue;
    for (const id of await idleIdsOf(ctx.db, group, before, BATCH - dropped.length)) {
      if (await dropOne(ctx, id, before)) dropped.push(id);
    }
  }
  return dropped;
}

async function dropOne(ctx: { db: Db; clock: Clock }, id: string, before: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSessionById(tx, id, { forUpdate: true });
    if (!row?.state || row.status !== 'in_progress') return false;
    if (row.updatedAt && row.updatedAt >= before) return false;
    await releaseReservedPlaces(tx, row.surveyId, row.quotaCells);
    await saveSession(tx, id, {
      state: endSession(row.state, 'dropped'),
      quotaCells: [],
      flags: row.flags,
      now: ctx.clock(),
    });
    return true;
  });
}
