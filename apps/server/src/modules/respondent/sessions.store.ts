import type { Answer } from '@survey/domain/respondent/answers';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { ExportRowText } from '@survey/domain/exports/exportRow';
import {
  respondentAnswers,
  respondentExportRows,
  respondentSessions,
} from './respondent.tables.ts';

export type SessionRow = typeof respondentSessions.$inferSelect;

export async function findSessionById(
  db: Executor,
  sessionId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SessionRow | undefined> {
  const q = db.select().from(respondentSessions).where(eq(respondentSessions.id, sessionId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** The session of a supplier's respondent: respondent ids are only unique per supplier. */
export async function findSessionOfRespondent(
  db: Executor,
  who: { surveyId: string; supplierCode: string; respondentId: string },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(respondentSessions)
    .where(
      and(
        eq(respondentSessions.surveyId, who.surveyId),
        eq(respondentSessions.respondentId, who.respondentId),
        eq(respondentSessions.supplierCode, who.supplierCode),
      ),
    );
  return row;
}

/** Inserts a new session; undefined when the respondent already has one (a concurrent start). */
export async function insertSession(
  db: Executor,
  values: {
    surveyId: string;
    respondentId: string;
    supplierCode: string;
    publishedVersion: number;
    state: SessionState;
    now: Date;
    fingerprint: string | null;
    simulatedLengthMs: number | null;
    /** The survey language (null: the base language). */
    language: string | null;
  },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .insert(respondentSessions)
    .values({
      surveyId: values.surveyId,
      respondentId: values.respondentId,
      supplierCode: values.supplierCode,
      publishedVersion: values.publishedVersion,
      state: values.state,
      status: values.state.status,
      startedAt: values.now,
      updatedAt: values.now,
      fingerprint: values.fingerprint,
      simulatedLengthMs: values.simulatedLengthMs,
      language: values.language,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

const { state: _state, ...columnsButState } = getTableColumns(respondentSessions);

/** An answer to record with the session's move (a retry of the same page leaves the first). */
export interface NewAnswer {
  surveyId: string;
  pageKey: string;
  answer: Answer | null;
}

/** A complete's export row (exportRow.ts) with what it is good for. */
export interface NewExportRow extends ExportRowText {
  surveyId: string;
  publishedVersion: number;
  format: number;
}

/**
 * Writes the session's new state; with `answer`, records that answer in the same statement (one
 * round trip less on every answer, the busiest call of the public API), and with `exportRow` (a
 * complete) its export row, also in that statement. Answers the row as written with its new
 * version (`rowVersion`, its xmin: the answer path's condition, answerPath.store.ts).
 */
export async function saveSession(
  db: Executor,
  sessionId: string,
  values: {
    state: SessionState;
    quotaCells: string[];
    flags: string[];
    now: Date;
    /** A complete's interview length (interviewLengthMs). */
    lengthMs?: number;
    answer?: NewAnswer;
    exportRow?: NewExportRow;
  },
): Promise<SessionRow & { rowVersion: string }> {
  const ended = values.state.status !== 'in_progress';
  const recorded = values.answer && answerInsert(db, sessionId, values.answer, values.now);
  const exported = values.exportRow && exportRowsUpsert(db, [{ sessionId, ...values.exportRow }]);
  const ctes = [
    ...(recorded ? [db.$with('answer').as(recorded)] : []),
    ...(exported ? [db.$with('export_row').as(exported)] : []),
  ];
  const [row] = await (ctes.length > 0 ? db.with(...ctes) : db)
    .update(respondentSessions)
    .set({
      state: values.state,
      status: values.state.status,
      quotaCells: values.quotaCells,
      flags: values.flags,
      updatedAt: values.now,
      ...(ended && { completedAt: values.now }),
      ...(values.lengthMs !== undefined && { lengthMs: values.lengthMs }),
    })
    .where(eq(respondentSessions.id, sessionId))
    .returning({ ...columnsButState, rowVersion: sql<string>`xmin::text` });
  if (!row) throw new Error(`respondent session ${sessionId} vanished while locked`);
  // The state just written is the one passed in: PostgreSQL need not send it back.
  return { ...row, state: values.state };
}

function answerInsert(db: Executor, sessionId: string, answer: NewAnswer, now: Date) {
  return db
    .insert(respondentAnswers)
    .values({
      sessionId,
      surveyId: answer.surveyId,
      pageKey: answer.pageKey,
      answer: answer.answer,
      answeredAt: now,
    })
    .onConflictDoNothing();
}

/** Writes completes' export rows, replacing stale ones. */
export function exportRowsUpsert(db: Executor, rows: (NewExportRow & { sessionId: string })[]) {
  return db
    .insert(respondentExportRows)
    .values(rows)
    .onConflictDoUpdate({
      target: respondentExportRows.sessionId,
      set: {
        publishedVersion: sql`excluded.published_version`,
        format: sql`excluded.format`,
        cells: sql`excluded.cells`,
        categories: sql`excluded.categories`,
        csvLabels: sql`excluded.csv_labels`,
        csvLabelsWeightAt: sql`excluded.csv_labels_weight_at`,
        csvCodes: sql`excluded.csv_codes`,
        csvCodesWeightAt: sql`excluded.csv_codes_weight_at`,
        recordFormat: sql`excluded.record_format`,
      },
    });
}

/** Median interview length (ms, `length_ms`) of the survey's completes; null below `min`. */
export async function medianCompleteMs(
  db: Executor,
  surveyId: string,
  min: number,
): Promise<number | null> {
  const result = await db.execute<{ n: number; median: number | null }>(sql`
    SELECT count(*)::int AS n,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY length_ms) AS median
    FROM respondent_sessions
    WHERE survey_id = ${surveyId} AND status = 'complete' AND length_ms IS NOT NULL`);
  const row = result.rows[0];
  return row && row.n >= min && row.median !== null ? Number(row.median) : null;
}

/**
 * Issue 38 §1 (k of n): the survey's sessions in progress or complete that were shown each
 * rotating section, by section entry number, read under a transaction-level advisory lock on the
 * survey. Every start that needs the fills takes that lock before reading and holds it until its
 * session is inserted (same transaction), so concurrent starts count each other in turn: no start
 * decides on counts missing one that committed before it (R11's "no lost updates").
 */
export async function lockedSectionFills(
  tx: Executor,
  surveyId: string,
): Promise<Record<string, number>> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`section_fills|${surveyId}`}, 0))`,
  );
  const rows = await tx.execute<{ section: string; n: number }>(sql`
    select s.section, count(*)::int as n
    from ${respondentSessions} r
    cross join lateral jsonb_array_elements_text(r.state -> 'layout' -> 'sections') as s(section)
    where r.survey_id = ${surveyId} and r.status in ('in_progress', 'complete')
    group by s.section`);
  return Object.fromEntries(rows.rows.map((r) => [r.section, r.n]));
}
