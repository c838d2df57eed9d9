import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { RawDataDimension, RawDataFormat } from '@survey/domain/exports/rawDataContract';
import type { Executor } from '../../db/database.ts';
import { exportJobs } from './exports.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ExportJobRow = typeof exportJobs.$inferSelect;

export async function insertExportJob(
  db: Executor,
  values: typeof exportJobs.$inferInsert,
): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values(values).returning();
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
  surveyId: string,
  file: { dimension: RawDataDimension; fileformat: RawDataFormat; weighted: boolean },
): Promise<ExportJobRow | undefined> {
  const { dimension, fileformat, weighted } = file;
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.surveyId, surveyId),
        eq(exportJobs.dimension, dimension),
        eq(exportJobs.fileformat, fileformat),
        eq(exportJobs.weighted, weighted),
        inArray(exportJobs.status, ['queued', 'running', 'done']),
      ),
    )
    .orderBy(desc(exportJobs.createdAt))
    .limit(1);
  return row;
}

export async function updateExportJob(
  db: Executor,
  exportId: string,
  values: Partial<typeof exportJobs.$inferInsert>,
): Promise<void> {
  await db.update(exportJobs).set(values).where(eq(exportJobs.id, exportId));
}

/** Jobs whose link expired while their file is still on disk. */
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

/** Of these job ids, the ones that still exist. */
export async function existingJobIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const uuids = ids.filter((id) => UUID.test(id));
  if (uuids.length === 0) return new Set();
  const rows = await db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(inArray(exportJobs.id, uuids));
  return new Set(rows.map((r) => r.id));
}
