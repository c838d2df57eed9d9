import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { respondentSessions } from './respondent.tables.ts';

export async function countCompleteSessions(
  db: Executor,
  surveyIds: string[],
): Promise<Map<string, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .select({ surveyId: respondentSessions.surveyId, completes: count() })
    .from(respondentSessions)
    .where(
      and(
        inArray(respondentSessions.surveyId, surveyIds),
        eq(respondentSessions.status, 'complete'),
      ),
    )
    .groupBy(respondentSessions.surveyId);
  return new Map(rows.map((r) => [r.surveyId, r.completes]));
}

/**
 * Inserts `total` completed sessions of 10 minutes each with respondent ids `${prefix}1..N`, spread
 * evenly between `from` and `to`; existing ids are left alone, so repeating it is harmless.
 */
export async function insertCompletedSessions(
  db: Executor,
  surveyId: string,
  opts: { prefix: string; supplierCode: string; total: number; from: Date; to: Date },
): Promise<void> {
  if (opts.total <= 0) return;
  const stepMs = Math.max(0, opts.to.getTime() - opts.from.getTime()) / opts.total;
  await db.execute(sql`
    INSERT INTO respondent_sessions
      (survey_id, respondent_id, supplier_code, status, started_at, completed_at, length_ms)
    SELECT ${surveyId}::uuid, ${opts.prefix} || n::text, ${opts.supplierCode}, 'complete',
           ${opts.from}::timestamptz + (n * ${stepMs}::float8 - 600000) * interval '1 millisecond',
           ${opts.from}::timestamptz + (n * ${stepMs}::float8) * interval '1 millisecond',
           600000
    FROM generate_series(1, ${opts.total}) AS n
    ON CONFLICT (survey_id, respondent_id, supplier_code) DO NOTHING`);
}

/** Sessions a panel supplier has started on the survey, whatever became of them. */
export async function countSupplierSessions(
  db: Executor,
  surveyId: string,
  supplierCode: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(respondentSessions)
    .where(
      and(
        eq(respondentSessions.surveyId, surveyId),
        eq(respondentSessions.supplierCode, supplierCode),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Respondent ids of a supplier's sessions on the survey still in progress without an answer for
 * `idleMs` (by the database's clock), oldest first, at most `limit`: the simulated panel's members
 * whose walker stopped with its node (panelTraffic README, "Node loss").
 */
export async function idleSupplierSessions(
  db: Executor,
  surveyId: string,
  supplierCode: string,
  opts: { idleMs: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ respondentId: respondentSessions.respondentId })
    .from(respondentSessions)
    .where(
      and(
        eq(respondentSessions.surveyId, surveyId),
        eq(respondentSessions.supplierCode, supplierCode),
        eq(respondentSessions.status, 'in_progress'),
        sql`${respondentSessions.updatedAt} < now() - make_interval(secs => ${opts.idleMs / 1000})`,
      ),
    )
    .orderBy(respondentSessions.updatedAt)
    .limit(opts.limit);
  return rows.map((r) => r.respondentId);
}
