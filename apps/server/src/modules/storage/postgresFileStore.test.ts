import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import { createTestDatabase } from '../../../test/testDatabase.ts';
import { CHUNK_BYTES, postgresFileStore } from './postgresFileStore.ts';

let database: Database & { drop(): Promise<void> };
let store: FileStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = postgresFileStore(database.db);
});
afterAll(() => database.drop());

async function readAll(key: string): Promise<Buffer> {
  const opened = await store.open(key);
  if (!opened) throw new Error(`${key} not found`);
  const pieces: Buffer[] = [];
  for await (const piece of opened.stream) pieces.push(piece as Buffer);
  const all = Buffer.concat(pieces);
  expect(all.length).toBe(opened.size);
  return all;
}

describe('the PostgreSQL file store', () => {
  it('reads back what was written, across chunk boundaries and in odd-sized writes', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 2 + 12_345);
    const writer = store.create('exports/odd.csv');
    for (let at = 0; at < bytes.length; at += 77_777) {
      await writer.write(bytes.subarray(at, at + 77_777));
    }
    expect(await writer.finish()).toBe(bytes.length);
    expect((await readAll('exports/odd.csv')).equals(bytes)).toBe(true);
    expect(await store.put('exports/empty.csv', new Uint8Array())).toBe(0);
    expect((await readAll('exports/empty.csv')).length).toBe(0);
  });

  it('shows a file only once finished, replaces it whole, and removes it', async () => {
    await store.put('media/a/s0', Buffer.from('first'));
    const writer = store.create('media/a/s0');
    await writer.write(Buffer.alloc(CHUNK_BYTES + 1, 7));
    // Being written: readers and listings still see the previous file.
    expect((await readAll('media/a/s0')).toString()).toBe('first');
    expect((await store.list('media/a/')).map((f) => [f.key, f.size])).toEqual([['media/a/s0', 5]]);
    await writer.finish();
    expect((await readAll('media/a/s0')).equals(Buffer.alloc(CHUNK_BYTES + 1, 7))).toBe(true);
    await store.remove('media/a/s0');
    expect(await store.open('media/a/s0')).toBeNull();
    await store.remove('media/a/s0');
  });

  it('keeps the previous file when a write is aborted, and sweeps abandoned writes', async () => {
    await store.put('exports/kept.csv', Buffer.from('kept'));
    const aborted = store.create('exports/kept.csv');
    await aborted.write(Buffer.alloc(CHUNK_BYTES * 2, 1));
    await aborted.abort();
    expect((await readAll('exports/kept.csv')).toString()).toBe('kept');
    const left = store.create('exports/left.csv');
    await left.write(Buffer.alloc(CHUNK_BYTES, 1));
    // A process that died mid-write leaves this unfinished file behind.
    expect(await store.sweepAbandoned(new Date(Date.now() - 60_000))).toBe(0);
    expect(await store.sweepAbandoned(new Date(Date.now() + 60_000))).toBe(1);
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS n FROM stored_files WHERE size IS NULL',
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses keys the server could not have made', async () => {
    for (const key of ['../etc/passwd', 'exports/../x', '/abs', 'Upper/x', 'a//b', '']) {
      expect(() => store.create(key)).toThrow(/unsafe file key/);
      await expect(store.open(key)).rejects.toThrow(/unsafe file key/);
    }
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
