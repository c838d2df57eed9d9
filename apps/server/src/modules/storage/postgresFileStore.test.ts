import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import { createTestDatabase } from '../../../test/testDatabase.ts';
import { CHUNK_BYTES, postgresFileStore } from './postgresFileStore.ts';
import { describeFileStore } from './testing/fileStoreContract.ts';

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
    const SIZE = 200 * 2 ** 20;
    // Random bytes made a megabyte at a time (never the whole file), hashed as they are written.
    const expected = createHash('sha256');
    async function* source() {
      for (let mb = 0; mb < SIZE / 2 ** 20; mb++) {
        const piece = randomBytes(2 ** 20);
        expected.update(piece);
        yield piece;
      }
    }
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      let began = performance.now();
      expect(await store.put('exports/big.csv', source())).toBe(SIZE);
      const writeMs = performance.now() - began;
      const writeGrowth = peak - rssBefore;
      began = performance.now();
      const opened = await store.open('exports/big.csv');
      const got = createHash('sha256');
      let read = 0;
      for await (const piece of opened!.stream) {
        got.update(piece as Buffer);
        read += (piece as Buffer).length;
      }
      const readMs = performance.now() - began;
      const totalGrowth = peak - rssBefore;
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      console.warn(
        `200 MB through the PostgreSQL store: written in ${Math.round(writeMs)} ms (RSS +${mb(writeGrowth)} MB), read in ${Math.round(readMs)} ms (RSS +${mb(totalGrowth)} MB over both)`,
      );
      expect(read).toBe(SIZE);
      expect(got.digest('hex')).toBe(expected.digest('hex'));
      // Flat: a few chunks and the driver's buffers, far below the file's 200 MB.
      expect(totalGrowth).toBeLessThan(64 * 2 ** 20);
    } finally {
      clearInterval(sample);
    }
  }, 240_000);
});
