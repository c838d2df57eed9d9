import type { SessionCounts } from '@survey/domain/fieldwork/health/fieldHealth';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { TOTAL_CELL } from './quotaCells.store.ts';

/**
 * A survey's respondent sessions by outcome, as field health counts them
 * (packages/domain/src/fieldwork/health/README.md): "qualified" is the session state's own
 * `qualified` flag, set once the respondent passed every audience question; a quota-full session
 * whose `fullCell` is the whole sample's was sent past the open sample's cap (sample full, the
 * panel's over-sending; older rows without `fullCell` count as quota full). One statement over
 * the (survey_id, status) index per survey. The median length is of the completes' stored
 * `length_ms` (packages/domain/src/fieldwork/interviewLength.ts), the clock the data-quality list
 * reads too: a simulated member's length is the one its panel declared.
 */
export async function sessionOutcomeCounts(db: Executor, surveyId: string): Promise<SessionCounts> {
  const result = await db.execute<{
    ended: number;
    completes: number;
    screened_out: number;
    quota_full: number;
    sample_full: number;
    dropped_q: number;
    progress_q: number;
    median_s: number | null;
  }>(sql`
    SELECT count(*) FILTER (WHERE status <> 'in_progress')::int AS ended,
           count(*) FILTER (WHERE status = 'complete')::int AS completes,
           count(*) FILTER (WHERE status = 'screened_out')::int AS screened_out,
           count(*) FILTER (WHERE status = 'quota_full'
                              AND (state ->> 'fullCell') IS DISTINCT FROM ${TOTAL_CELL})::int AS quota_full,
           count(*) FILTER (WHERE status = 'quota_full'
                              AND (state ->> 'fullCell') = ${TOTAL_CELL})::int AS sample_full,
           count(*) FILTER (WHERE status = 'dropped'
                              AND coalesce((state ->> 'qualified')::boolean, false))::int AS dropped_q,
           count(*) FILTER (WHERE status = 'in_progress'
                              AND coalesce((state ->> 'qualified')::boolean, false))::int AS progress_q,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY length_ms / 1000.0)
             FILTER (WHERE status = 'complete' AND length_ms IS NOT NULL) AS median_s
      FROM respondent_sessions
     WHERE survey_id = ${surveyId}`);
  const row = result.rows[0];
  return {
    ended: row?.ended ?? 0,
    completes: row?.completes ?? 0,
    screenedOut: row?.screened_out ?? 0,
    quotaFull: row?.quota_full ?? 0,
    sampleFull: row?.sample_full ?? 0,
    droppedAfterQualifying: row?.dropped_q ?? 0,
    inProgressQualified: row?.progress_q ?? 0,
    medianCompleteMinutes:
      row?.median_s === null || row?.median_s === undefined ? null : Number(row.median_s) / 60,
  };
}
