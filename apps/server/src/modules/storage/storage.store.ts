import { and, asc, eq, isNotNull, isNull, like, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { StoredFile } from '../../platform/fileStore.ts';
import { storedFileChunks, storedFiles } from './storage.tables.ts';

/** A file being written: invisible until `finishFile` gives it a size. */
export async function insertUnfinishedFile(db: Executor, key: string): Promise<string> {
  const [row] = await db.insert(storedFiles).values({ key }).returning({ id: storedFiles.id });
  if (!row) throw new Error('stored file insert returned no row');
  return row.id;
}

export async function insertChunk(
  db: Executor,
  fileId: string,
  seq: number,
  data: Buffer,
): Promise<void> {
  await db.insert(storedFileChunks).values({ fileId, seq, data });
}

/** Makes the file visible under its key, replacing (and deleting) the previous one of that key. */
export async function finishFile(
  db: Executor,
  fileId: string,
  key: string,
  size: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(storedFiles)
      .where(
        and(eq(storedFiles.key, key), isNotNull(storedFiles.size), ne(storedFiles.id, fileId)),
      );
    await tx.update(storedFiles).set({ size }).where(eq(storedFiles.id, fileId));
  });
}

/** Deletes a file by id, its chunks with it (foreign key). */
export async function deleteFileById(db: Executor, fileId: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

export async function deleteFileByKey(db: Executor, key: string): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.key, key), isNotNull(storedFiles.size)));
}

export async function findFinishedFile(
  db: Executor,
  key: string,
): Promise<{ id: string; size: number } | undefined> {
  const [row] = await db
    .select({ id: storedFiles.id, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), isNotNull(storedFiles.size)));
  return row && row.size !== null ? { id: row.id, size: row.size } : undefined;
}

/** One chunk, or undefined when the file was deleted meanwhile. */
export async function readChunk(
  db: Executor,
  fileId: string,
  seq: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: storedFileChunks.data })
    .from(storedFileChunks)
    .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
  return row?.data;
}

/** Finished files under a prefix (LIKE with the prefix's own wildcards escaped). */
export async function listFinishedFiles(db: Executor, prefix: string): Promise<StoredFile[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ key: storedFiles.key, size: storedFiles.size, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(and(like(storedFiles.key, pattern), isNotNull(storedFiles.size)))
    .orderBy(asc(storedFiles.key));
  return rows.map((r) => ({ key: r.key, size: r.size ?? 0, createdAt: r.createdAt }));
}

/** Deletes files left unfinished before `before`; returns how many. */
export async function deleteUnfinishedBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(storedFiles)
    .where(and(isNull(storedFiles.size), lt(storedFiles.createdAt, before)))
    .returning({ id: storedFiles.id });
  return rows.length;
}
