import type { Executor } from '../../db/database.ts';
import { completeQualityFlags } from './completeQuality.tables.ts';

export type CompleteQualityRow = typeof completeQualityFlags.$inferInsert;

/** Writes a complete's quality record (a retried completion writes the same row again). */
export async function insertCompleteQuality(db: Executor, row: CompleteQualityRow): Promise<void> {
  await db.insert(completeQualityFlags).values(row).onConflictDoNothing();
}
