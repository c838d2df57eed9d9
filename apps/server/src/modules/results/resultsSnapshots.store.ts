import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { resultsIndexSnapshotParts, resultsIndexSnapshots } from './results.tables.ts';

/** Bytes per stored part: read back as a hex string of twice this. */
const PART_BYTES = 8 * 1024 * 1024;

export type SnapshotHeader = typeof resultsIndexSnapshots.$inferSelect;

export async function snapshotHeaderOf(db: Db, surveyId: string): Promise<SnapshotHeader | null> {
  const [row] = await db
    .select()
    .from(resultsIndexSnapshots)
    .where(eq(resultsIndexSnapshots.surveyId, surveyId));
  return row ?? null;
}

/** The snapshot's parts in order (none when it has none). */
export async function snapshotPartsOf(db: Db, surveyId: string): Promise<Buffer[]> {
  const rows = await db
    .select({ data: resultsIndexSnapshotParts.data })
    .from(resultsIndexSnapshotParts)
    .where(eq(resultsIndexSnapshotParts.surveyId, surveyId))
    .orderBy(asc(resultsIndexSnapshotParts.part));
  return rows.map((r) => r.data);
}

/** The snapshot's bytes, its parts in order (empty when it has none). */
export async function snapshotBytesOf(db: Db, surveyId: string): Promise<Buffer> {
  return Buffer.concat(await snapshotPartsOf(db, surveyId));
}

/**
 * Stores the snapshot in place of the survey's, unless the stored one is of a later published
 * version, or of this version and format with at least as many completes (another node wrote it
 * meanwhile); `replacing`: the stored one was refused on reading, so it is replaced whatever it
 * says. One writer per survey at a time (an advisory lock). Answers whether it was written.
 */
export async function writeSnapshot(
  db: Db,
  header: Omit<SnapshotHeader, 'parts' | 'bytes'>,
  bytes: Uint8Array,
  replacing: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`results_snapshot|${header.surveyId}`}, 0))`,
    );
    const [stored] = await tx
      .select({
        version: resultsIndexSnapshots.version,
        format: resultsIndexSnapshots.format,
        completes: resultsIndexSnapshots.completes,
      })
      .from(resultsIndexSnapshots)
      .where(eq(resultsIndexSnapshots.surveyId, header.surveyId));
    if (stored && !replacing) {
      if (stored.version > header.version) return false;
      const same = stored.version === header.version && stored.format === header.format;
      if (same && stored.completes >= header.completes) return false;
    }
    const parts = Math.ceil(bytes.byteLength / PART_BYTES);
    const row = { ...header, bytes: bytes.byteLength, parts };
    await tx
      .insert(resultsIndexSnapshots)
      .values(row)
      .onConflictDoUpdate({ target: resultsIndexSnapshots.surveyId, set: row });
    await tx
      .delete(resultsIndexSnapshotParts)
      .where(eq(resultsIndexSnapshotParts.surveyId, header.surveyId));
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let part = 0; part < parts; part++) {
      await tx.insert(resultsIndexSnapshotParts).values({
        surveyId: header.surveyId,
        part,
        data: buffer.subarray(part * PART_BYTES, (part + 1) * PART_BYTES),
      });
    }
    return true;
  });
}
