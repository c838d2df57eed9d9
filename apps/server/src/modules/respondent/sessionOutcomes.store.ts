import type { SessionCounts } from '@survey/domain/fieldwork/health/fieldHealth';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { TOTAL_CELL } from './quotaCells.store.ts';

/**
 * A survey's respondent sessions by outcome, as field health counts them
 * (packages/domain/src/fieldwork/health/README.md): "qualified" is the session state's own
 * `qualified` flag, set once the respondent passed every audience question; a quota-full session
 * whose `fullCell` is the whole sample's was sent past the open sample's cap (sample full, the
 * panel's over-sending; older rows without `fullCell` count as quota full). One statement over
 * the (survey_id, status) index per survey. The simulated panel's members walk on its compressed
 * clock (packages/domain/src/fieldwork/abandonment.ts `simulatedClockSpeed`): their lengths are
 * read on that clock, so that its interviews compare with the LOI as a real panel's would.
 */
export async function sessionOutcomeCounts(
  db: Executor,
  surveyId: string,
  opts: { simulatedClockSpeed: number },
): Promise<SessionCounts> {
  const speed = Math.max(1, opts.simulatedClockSpeed);
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
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY extract(epoch FROM completed_at - started_at)
                      * CASE WHEN supplier_code = ${PANEL_SUPPLIER_CODE} THEN ${speed}::float8 ELSE 1 END)
             FILTER (WHERE status = 'complete' AND completed_at IS NOT NULL) AS median_s
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
