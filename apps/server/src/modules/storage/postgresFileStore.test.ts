import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import { createTestDatabase } from '../../../test/testDatabase.ts';
import { CHUNK_BYTES, postgresFileStore } from './postgresFileStore.ts';
import {
  describeBigFileRun,
  describeFileStore,
  streamBigFile,
} from './testing/fileStoreContract.ts';

let database: Database & { drop(): Promise<void> };
let store: FileStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = postgresFileStore(database.db);
});
afterAll(() => database.drop());

describeFileStore('PostgreSQL', () => store, CHUNK_BYTES);

describe('the PostgreSQL file store', () => {
  it('deletes the rows and chunks of a swept write', async () => {
    const left = store.create('exports/swept.csv');
    await left.write(Buffer.alloc(CHUNK_BYTES * 2, 1));
    expect(await store.sweepAbandoned(new Date(Date.now() + 60_000))).toBe(1);
    const { rows } = await database.pool.query(
      'SELECT (SELECT count(*)::int FROM stored_files WHERE size IS NULL) AS files, (SELECT count(*)::int FROM stored_file_chunks c LEFT JOIN stored_files f ON f.id = c.file_id WHERE f.size IS NULL) AS chunks',
    );
    expect(rows[0]).toEqual({ files: 0, chunks: 0 });
  });

  it('streams a 200 MB file in and out with flat memory, byte-identical', async () => {
    const run = await streamBigFile(store, 'exports/big.csv', 200);
    console.warn(describeBigFileRun('200 MB through the PostgreSQL store', run));
    // Flat: a few chunks and the driver's buffers, far below the file's 200 MB.
    expect(run.totalGrowth).toBeLessThan(64 * 2 ** 20);
  }, 240_000);
});
