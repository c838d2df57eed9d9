import { and, asc, eq, isNotNull, isNull, like, lt, ne, sql } from 'drizzle-orm';
import { to as copyTo } from 'pg-copy-streams';
import type { Db, Executor } from '../../db/database.ts';
import type { StoredFile } from '../../platform/fileStore.ts';
import { singleColumnRows } from './copyBinary.ts';
import { storedFileChunks, storedFiles } from './storage.tables.ts';

/** A file being written: invisible until `finishFile` gives it a size. */
export async function insertUnfinishedFile(db: Executor, key: string): Promise<string> {
  const [row] = await db.insert(storedFiles).values({ key }).returning({ id: storedFiles.id });
  if (!row) throw new Error('stored file insert returned no row');
  return row.id;
}

/**
 * One chunk, committed without waiting for its WAL flush (one flush per megabyte otherwise):
 * nobody sees the chunk before `finishFile`, whose commit waits for the WAL up to itself and so
 * for every chunk before it; a crash in between leaves an unfinished file that the sweep removes.
 */
export async function insertChunk(
  db: Db,
  fileId: string,
  seq: number,
  data: Buffer,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.insert(storedFileChunks).values({ fileId, seq, data });
  });
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Chunks `from` .. `from + count - 1` of a file in order (fewer when the file was deleted
 * meanwhile), read as binary COPY: node-postgres reads every result as text, and decoding a
 * megabyte of bytea from hex took ~10x as long as PostgreSQL took to send it raw (README.md).
 * COPY takes no parameters, so the values are checked and written into the statement.
 */
export async function readChunks(
  db: Db,
  fileId: string,
  from: number,
  count: number,
): Promise<Buffer[]> {
  if (!UUID.test(fileId) || !Number.isSafeInteger(from) || !Number.isSafeInteger(count)) {
    throw new Error('stored file chunks asked for with a malformed id or range');
  }
  const client = await db.$client.connect();
  let failed: Error | undefined;
  try {
    const copy = client.query(
      copyTo(
        `COPY (SELECT data FROM stored_file_chunks WHERE file_id = '${fileId}' ` +
          `AND seq >= ${from} AND seq < ${from + count} ORDER BY seq) TO STDOUT (FORMAT binary)`,
      ),
    );
    const pieces: Buffer[] = [];
    for await (const piece of copy) pieces.push(piece as Buffer);
    return singleColumnRows(Buffer.concat(pieces));
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-COPY is closed, not handed to the next query.
    client.release(failed);
  }
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
