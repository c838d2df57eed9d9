import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '@survey/server/src/db/database.ts';
import type { FileWriter } from '@survey/server/src/platform/fileStore.ts';
import { CHUNK_BYTES } from '@survey/server/src/modules/storage/postgresFileStore.ts';
import {
  deleteFileById,
  finishFile,
  insertUnfinishedFile,
} from '@survey/server/src/modules/storage/storage.store.ts';

/**
 * Issue 40 §2 item 2, measured in exportProfile.ts: the PostgreSQL file store's chunks written by
 * one binary `COPY stored_file_chunks FROM STDIN` on a connection of its own (one transaction for
 * the file, synchronous_commit off as the store's inserts) instead of an insert per megabyte. A
 * file is readable once `finishFile` gives it its size, as with the store's own writer.
 */
export function copyFromWriter(database: Database, key: string): FileWriter {
  let open: Promise<{ client: pg.PoolClient; copy: NodeJS.WritableStream; fileId: string }> | null =
    null;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const start = async () => {
    const fileId = await insertUnfinishedFile(database.db, key);
    const client = await database.pool.connect();
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    const copy = client.query(
      copyFrom('COPY stored_file_chunks (file_id, seq, data) FROM STDIN (FORMAT binary)'),
    );
    const header = Buffer.alloc(19);
    Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1').copy(header);
    copy.write(header);
    return { client, copy, fileId };
  };
  const row = (fileId: string, n: number, data: Buffer) => {
    const head = Buffer.alloc(2 + 4 + 16 + 4 + 4 + 4);
    let at = head.writeInt16BE(3, 0);
    at = head.writeInt32BE(16, at);
    Buffer.from(fileId.replaceAll('-', ''), 'hex').copy(head, at);
    at += 16;
    at = head.writeInt32BE(4, at);
    at = head.writeInt32BE(n, at);
    head.writeInt32BE(data.length, at);
    return [head, data];
  };
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      const chunk = joined.subarray(0, CHUNK_BYTES);
      const rest = joined.subarray(chunk.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      const { copy, fileId } = await (open ??= start());
      let ok = true;
      for (const piece of row(fileId, seq++, chunk)) ok = copy.write(piece) && ok;
      if (!ok) await once(copy, 'drain');
    }
  };
  return {
    async write(bytes) {
      if (bytes.length === 0) return;
      pending.push(Buffer.from(bytes));
      pendingBytes += bytes.length;
      size += bytes.length;
      await flush(false);
    },
    async finish() {
      await flush(true);
      const { client, copy, fileId } = await (open ??= start());
      const trailer = Buffer.alloc(2);
      trailer.writeInt16BE(-1);
      copy.end(trailer);
      await once(copy, 'finish');
      await client.query('COMMIT');
      client.release();
      await finishFile(database.db, fileId, key, size);
      return size;
    },
    async abort() {
      pending = [];
      if (!open) return;
      const { client, fileId } = await open;
      client.release(new Error('aborted'));
      await deleteFileById(database.db, fileId);
    },
  };
}
