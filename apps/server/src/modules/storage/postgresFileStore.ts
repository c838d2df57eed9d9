import { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { checkedKey, writeAll, type FileStore, type FileWriter } from '../../platform/fileStore.ts';
import {
  deleteFileById,
  deleteFileByKey,
  deleteUnfinishedBefore,
  findFinishedFile,
  finishFile,
  insertChunk,
  insertUnfinishedFile,
  listFinishedFiles,
  readChunks,
} from './storage.store.ts';

/**
 * Bytes per stored chunk. A writer holds at most one chunk, a reader one or two (the stream's
 * buffer), so memory stays flat whatever the file's size; 1 MB keeps a 130 MB export at ~130
 * inserts and as many reads.
 */
export const CHUNK_BYTES = 1 << 20;

/**
 * Chunks read per statement: a reader holds about this many megabytes while its consumer drains
 * them, and a pooled connection only while they are read, never while a slow client downloads.
 */
const READ_BATCH = 4;

/**
 * Files in PostgreSQL (`stored_files`, `stored_file_chunks`): every process that reaches the
 * database reaches them. Each chunk is its own statement, outside any transaction the caller
 * holds, so a long export never keeps a transaction open on the store's behalf.
 */
export function postgresFileStore(db: Db): FileStore {
  const create = (key: string): FileWriter => {
    checkedKey(key);
    let fileId: Promise<string> | undefined;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let size = 0;
    const idOf = () => (fileId ??= insertUnfinishedFile(db, key));
    const flush = async (all: boolean) => {
      while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
        const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        const chunk = joined.subarray(0, CHUNK_BYTES);
        const rest = joined.subarray(chunk.length);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
        await insertChunk(db, await idOf(), seq++, chunk);
      }
    };
    return {
      async write(bytes) {
        if (bytes.length === 0) return;
        // A copy: the caller may reuse its buffer once this resolves (csvBytes does).
        pending.push(Buffer.from(bytes));
        pendingBytes += bytes.length;
        size += bytes.length;
        await flush(false);
      },
      async finish() {
        await flush(true);
        await finishFile(db, await idOf(), key, size);
        return size;
      },
      async abort() {
        pending = [];
        if (fileId) await deleteFileById(db, await fileId);
      },
    };
  };

  return {
    backend: 'postgres',
    create,
    put: (key, body) => writeAll(create(key), body),
    async open(key) {
      const file = await findFinishedFile(db, checkedKey(key));
      if (!file) return null;
      const chunks = Math.ceil(file.size / CHUNK_BYTES);
      async function* read() {
        for (let seq = 0; seq < chunks; seq += READ_BATCH) {
          const want = Math.min(READ_BATCH, chunks - seq);
          const batch = await readChunks(db, file!.id, seq, want);
          // Replaced or removed while it was read: the reader gets an error, not a short file.
          if (batch.length !== want) {
            throw new Error(`stored file ${key} was removed while it was read`);
          }
          yield* batch;
        }
      }
      // A byte stream whose buffer holds about one chunk: the next is read as this one drains.
      const stream = Readable.from(read(), { objectMode: false, highWaterMark: CHUNK_BYTES });
      return { size: file.size, stream };
    },
    remove: (key) => deleteFileByKey(db, checkedKey(key)),
    list: (prefix) => listFinishedFiles(db, prefix),
    sweepAbandoned: (before) => deleteUnfinishedBefore(db, before),
  };
}
