/**
 * What every `FileStore` backend does (platform/fileStore.ts), as one suite each backend's test
 * runs against a real store: postgresFileStore.test.ts on PostgreSQL, s3FileStore.test.ts on an
 * S3-compatible server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { FileStore } from '../../../platform/fileStore.ts';

export async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const opened = await store.open(key);
  if (!opened) throw new Error(`${key} not found`);
  const pieces: Buffer[] = [];
  for await (const piece of opened.stream) pieces.push(piece as Buffer);
  const all = Buffer.concat(pieces);
  expect(all.length).toBe(opened.size);
  return all;
}

/**
 * `storeOf` gives the store under test (made in the caller's beforeAll); `partBytes` is the unit
 * the backend writes in (a PostgreSQL chunk, an S3 multipart part), so that files cross it.
 */
export function describeFileStore(name: string, storeOf: () => FileStore, partBytes: number) {
  describe(`${name}: the file store contract`, () => {
    it('reads back what was written, across part boundaries and in odd-sized writes', async () => {
      const store = storeOf();
      const bytes = randomBytes(12 * 2 ** 20 + 12_345);
      expect(bytes.length).toBeGreaterThan(2 * partBytes);
      const writer = store.create('exports/odd.csv');
      for (let at = 0; at < bytes.length; at += 77_777) {
        const piece = Buffer.from(bytes.subarray(at, at + 77_777));
        await writer.write(piece);
        // The writer copied it: a producer reusing its buffer (csvBytes does) changes nothing.
        piece.fill(0);
      }
      expect(await writer.finish()).toBe(bytes.length);
      expect((await readAll(store, 'exports/odd.csv')).equals(bytes)).toBe(true);
      expect(await store.put('exports/empty.csv', new Uint8Array())).toBe(0);
      expect((await readAll(store, 'exports/empty.csv')).length).toBe(0);
    });

    it('shows a file only once finished, replaces it whole, and removes it', async () => {
      const store = storeOf();
      await store.put('media/a/s0', Buffer.from('first'));
      const writer = store.create('media/a/s0');
      await writer.write(Buffer.alloc(partBytes + 1, 7));
      // Being written: readers and listings still see the previous file.
      expect((await readAll(store, 'media/a/s0')).toString()).toBe('first');
      const listed = await store.list('media/a/');
      expect(listed.map((f) => [f.key, f.size])).toEqual([['media/a/s0', 5]]);
      await writer.finish();
      expect((await readAll(store, 'media/a/s0')).equals(Buffer.alloc(partBytes + 1, 7))).toBe(
        true,
      );
      await store.remove('media/a/s0');
      expect(await store.open('media/a/s0')).toBeNull();
      expect(await store.list('media/a/')).toEqual([]);
      await store.remove('media/a/s0');
    });

    it('keeps the previous file when a write is aborted', async () => {
      const store = storeOf();
      await store.put('exports/kept.csv', Buffer.from('kept'));
      const aborted = store.create('exports/kept.csv');
      await aborted.write(Buffer.alloc(partBytes * 2, 1));
      await aborted.abort();
      expect((await readAll(store, 'exports/kept.csv')).toString()).toBe('kept');
      // Nothing of the aborted write is left for a sweep.
      expect(await store.sweepAbandoned(new Date(Date.now() + 60_000))).toBe(0);
    });

    it('sweeps what a writer left unfinished before the given time, and nothing newer', async () => {
      const store = storeOf();
      const left = store.create('exports/left.csv');
      // A process that died mid-write leaves this unfinished file behind.
      await left.write(Buffer.alloc(partBytes + 1, 1));
      expect(await store.sweepAbandoned(new Date(Date.now() - 60_000))).toBe(0);
      // The backend may still be starting the write (S3: CreateMultipartUpload) when write
      // resolves; once it exists the sweep finds it, exactly once.
      let swept = 0;
      await vi.waitFor(async () => {
        swept += await store.sweepAbandoned(new Date(Date.now() + 60_000));
        expect(swept).toBe(1);
      });
      expect(await store.open('exports/left.csv')).toBeNull();
    });

    it('lists finished files under a prefix in key order, with their size and time', async () => {
      const store = storeOf();
      const before = Date.now() - 2_000;
      for (const name of ['c', 'a', 'e', 'b', 'd']) {
        await store.put(`listed/${name}.csv`, Buffer.from(name.repeat(name.charCodeAt(0) - 96)));
      }
      await store.put('listedx/z.csv', Buffer.from('z'));
      const listed = await store.list('listed/');
      expect(listed.map((f) => [f.key, f.size])).toEqual([
        ['listed/a.csv', 1],
        ['listed/b.csv', 2],
        ['listed/c.csv', 3],
        ['listed/d.csv', 4],
        ['listed/e.csv', 5],
      ]);
      for (const file of listed) {
        expect(file.createdAt.getTime()).toBeGreaterThan(before);
        expect(file.createdAt.getTime()).toBeLessThan(Date.now() + 2_000);
      }
      expect(await store.list('nothing/')).toEqual([]);
    });

    it('refuses keys the server could not have made', async () => {
      const store = storeOf();
      for (const key of ['../etc/passwd', 'exports/../x', '/abs', 'Upper/x', 'a//b', '']) {
        expect(() => store.create(key)).toThrow(/unsafe file key/);
        await expect(store.open(key)).rejects.toThrow(/unsafe file key/);
      }
    });
  });
}

/** What streaming one big file through a store took, and whether it came back intact. */
export interface BigFileRun {
  writeMs: number;
  readMs: number;
  /** Peak RSS growth while writing, and over writing and reading, in bytes. */
  writeGrowth: number;
  totalGrowth: number;
}

/**
 * Writes `megabytes` of random bytes to `key` a megabyte at a time (never the whole file in
 * memory), reads them back, checks size and hash, and samples the process's RSS all along.
 */
export async function streamBigFile(
  store: FileStore,
  key: string,
  megabytes: number,
): Promise<BigFileRun> {
  const size = megabytes * 2 ** 20;
  const expected = createHash('sha256');
  async function* source() {
    for (let mb = 0; mb < megabytes; mb++) {
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
    expect(await store.put(key, source())).toBe(size);
    const writeMs = performance.now() - began;
    const writeGrowth = peak - rssBefore;
    began = performance.now();
    const got = createHash('sha256');
    let read = 0;
    for await (const piece of (await store.open(key))!.stream) {
      got.update(piece as Buffer);
      read += (piece as Buffer).length;
    }
    const readMs = performance.now() - began;
    expect(read).toBe(size);
    expect(got.digest('hex')).toBe(expected.digest('hex'));
    return { writeMs, readMs, writeGrowth, totalGrowth: peak - rssBefore };
  } finally {
    clearInterval(sample);
  }
}

/** One line for the test log: `run`'s times and memory in whole milliseconds and megabytes. */
export function describeBigFileRun(what: string, run: BigFileRun): string {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return (
    `${what}: written in ${Math.round(run.writeMs)} ms (RSS +${mb(run.writeGrowth)} MB), ` +
    `read in ${Math.round(run.readMs)} ms (RSS +${mb(run.totalGrowth)} MB over both)`
  );
}
