import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { RawDataDimension, RawDataFormat } from '@survey/domain/exports/rawDataContract';
import type { WeightingScheme } from '@survey/domain/results/weightingScheme';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { exportJobs, surveyDataRevisions } from './exports.tables.ts';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A job's variant: the survey and everything that makes its file differ from another's. */
export interface ExportVariant {
  surveyId: string;
  dimension: RawDataDimension;
  fileformat: RawDataFormat;
  weighted: boolean;
  /** Every market of the survey's multi-market project in one file (issue 37 §3). */
  allMarkets: boolean;
}

/** One writer's hold on a job: its writes count only while the job is still its attempt. */
export interface ExportAttempt {
  id: string;
  attempt: number;
}

/** A new queued job; its heartbeat (the database's time) says when it was queued. */
export async function insertExportJob(
  db: Executor,
  values: typeof exportJobs.$inferInsert,
): Promise<ExportJobRow> {
  const [row] = await db
    .insert(exportJobs)
    .values({ ...values, heartbeatAt: sql`now()` })
    .returning();
  if (!row) throw new Error('export job not inserted');
  return row;
}

/** The job if it belongs to the account (undefined for unknown and foreign ids alike). */
export async function findExportJob(
  db: Executor,
  exportId: string,
  accountId?: string,
): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.id, exportId),
        accountId === undefined ? undefined : eq(exportJobs.accountId, accountId),
      ),
    );
  return row;
}

/**
 * The newest job of this survey, layout, format and weighting that is under way or done with its
 * file.
 */
export async function latestLiveJob(
  db: Executor,
  variant: ExportVariant,
): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(sameVariant(variant), inArray(exportJobs.status, ['queued', 'running', 'done'])))
    .orderBy(desc(exportJobs.createdAt))
    .limit(1);
  return row;
}

const sameVariant = (v: ExportVariant) =>
  and(
    eq(exportJobs.surveyId, v.surveyId),
    eq(exportJobs.dimension, v.dimension),
    eq(exportJobs.fileformat, v.fileformat),
    eq(exportJobs.weighted, v.weighted),
    eq(exportJobs.allMarkets, v.allMarkets),
  );

/** The survey's data revision (exports.tables.ts `surveyDataRevisions`; 0 before any change). */
export async function surveyDataRevision(db: Executor, surveyId: string): Promise<number> {
  const [row] = await db
    .select({ revision: surveyDataRevisions.revision })
    .from(surveyDataRevisions)
    .where(eq(surveyDataRevisions.surveyId, surveyId));
  return row?.revision ?? 0;
}

/**
 * The survey's weighting scheme (issue 38 §5), read in the export's snapshot so that its weights
 * and its data revision agree. The table is the results module's (`survey_weighting_schemes`,
 * results.tables.ts), named here as SQL rather than imported: results already reads this module's
 * data revision, and the export worker thread cannot be handed a function.
 */
export async function surveyWeightingScheme(
  db: Executor,
  surveyId: string,
): Promise<WeightingScheme | null> {
  const result = await db.execute<{ scheme: WeightingScheme }>(
    sql`SELECT scheme FROM survey_weighting_schemes WHERE survey_id = ${surveyId}`,
  );
  return result.rows[0]?.scheme ?? null;
}

/**
 * The account's stored raw-data files whose link still works, leaving out `except`'s variant
 * (a new file of it replaces them): their bytes, the newest such file's size of `except`'s
 * variant, and when the first of the others expires.
 */
export async function storedExportBytes(
  db: Executor,
  accountId: string,
  now: Date,
  except: ExportVariant,
): Promise<{ others: number; sameVariant: number; firstExpiry: Date | null }> {
  const live = and(
    eq(exportJobs.accountId, accountId),
    isNotNull(exportJobs.filePath),
    sql`${exportJobs.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
  const same = sameVariant(except);
  const [row] = await db
    .select({
      others: sql<string>`coalesce(sum(${exportJobs.fileBytes}) FILTER (WHERE NOT (${same})), 0)`,
      sameVariant: sql<string>`coalesce(max(${exportJobs.fileBytes}) FILTER (WHERE ${same}), 0)`,
      firstExpiry: sql<string | null>`min(${exportJobs.expiresAt}) FILTER (WHERE NOT (${same}))`,
    })
    .from(exportJobs)
    .where(live);
  return {
    others: Number(row?.others ?? 0),
    sameVariant: Number(row?.sameVariant ?? 0),
    firstExpiry: row?.firstExpiry ? new Date(row.firstExpiry) : null,
  };
}

/**
 * Takes the queued job up: running, the next attempt, its heartbeat now. Undefined when it is not
 * queued (another writer has it, or it ended): the caller leaves it.
 */
export async function claimExportJob(
  db: Executor,
  exportId: string,
): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .update(exportJobs)
    .set({
      status: 'running',
      attempt: sql`${exportJobs.attempt} + 1`,
      heartbeatAt: sql`now()`,
      rowsWritten: 0,
      rowsTotal: null,
      dataRevision: null,
    })
    .where(and(eq(exportJobs.id, exportId), eq(exportJobs.status, 'queued')))
    .returning();
  return row;
}

export async function updateExportJob(
  db: Executor,
  exportId: string,
  values: Partial<typeof exportJobs.$inferInsert>,
): Promise<void> {
  await db.update(exportJobs).set(values).where(eq(exportJobs.id, exportId));
}

/** Jobs whose link expired while their file is still stored. */
export async function expiredFiles(
  db: Executor,
  now: Date,
): Promise<Array<{ id: string; filePath: string }>> {
  const rows = await db
    .select({ id: exportJobs.id, filePath: exportJobs.filePath })
    .from(exportJobs)
    .where(and(isNotNull(exportJobs.filePath), lt(exportJobs.expiresAt, now)));
  return rows.flatMap((r) => (r.filePath ? [{ id: r.id, filePath: r.filePath }] : []));
}

/** Records the attempt's progress or outcome; false when the job is no longer this attempt's. */
export async function updateExportAttempt(
  db: Executor,
  held: ExportAttempt,
  values: PgUpdateSetSource<typeof exportJobs>,
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set(values)
    .where(
      and(
        eq(exportJobs.id, held.id),
        eq(exportJobs.attempt, held.attempt),
        eq(exportJobs.status, 'running'),
      ),
    )
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** The running attempt is alive (the database's time, one clock for every node). */
export async function beatExportJob(db: Executor, held: ExportAttempt): Promise<void> {
  await updateExportAttempt(db, held, { heartbeatAt: sql`now()` });
}

/**
 * Puts a running job back in the queue (its writer's node is stopping); false when it was not
 * running any more.
 */
export async function requeueExportJob(db: Executor, exportId: string): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ status: 'queued', heartbeatAt: sql`now()`, rowsWritten: 0 })
    .where(and(eq(exportJobs.id, exportId), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/**
 * Jobs no writer is beating for (running, whose node died; or queued with their delivery lost)
 * for longer than `afterMs` by the database's clock, put back in the queue in the same statement
 * (two nodes never both take one): their ids and how many writers took each up before.
 */
export async function reclaimStaleExportJobs(
  db: Executor,
  afterMs: number,
): Promise<ExportAttempt[]> {
  return db
    .update(exportJobs)
    .set({ status: 'queued', heartbeatAt: sql`now()`, rowsWritten: 0 })
    .where(
      and(
        inArray(exportJobs.status, ['queued', 'running']),
        sql`${exportJobs.heartbeatAt} < now() - make_interval(secs => ${afterMs / 1000})`,
      ),
    )
    .returning({ id: exportJobs.id, attempt: exportJobs.attempt });
}

/**
 * Done files of the job's variant written at its data revision or an earlier one (its file
 * replaces them; revisions only grow, whatever the nodes' clocks say; files from before revisions
 * existed count as earlier): their file paths are cleared in the same statement (their links answer
 * 410 from now on) and returned for removal.
 */
export async function takeSupersededFiles(
  db: Executor,
  job: ExportVariant & { id: string; dataRevision: number },
): Promise<string[]> {
  const result = await db.execute<{ file_path: string }>(sql`
    UPDATE export_jobs e SET file_path = NULL
      FROM (SELECT id, file_path FROM export_jobs
             WHERE survey_id = ${job.surveyId} AND dimension = ${job.dimension}
               AND fileformat = ${job.fileformat} AND weighted = ${job.weighted}
               AND all_markets = ${job.allMarkets}
               AND file_path IS NOT NULL AND id <> ${job.id}
               AND (data_revision IS NULL OR data_revision <= ${job.dataRevision})
             FOR UPDATE) old
     WHERE e.id = old.id
    RETURNING old.file_path`);
  return result.rows.map((r) => r.file_path);
}

/** Of these file store keys, the ones a job names as its file. */
export async function ownedFileKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ filePath: exportJobs.filePath })
    .from(exportJobs)
    .where(inArray(exportJobs.filePath, keys));
  return new Set(rows.flatMap((r) => (r.filePath ? [r.filePath] : [])));
}
