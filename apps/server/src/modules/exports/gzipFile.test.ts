import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FileWriter } from '../../platform/fileStore.ts';
import { acceptsGzip, gzipWriter } from './gzipFile.ts';

/** A file writer that keeps what it is given (copied: the gzip stream reuses nothing of it). */
function keeper() {
  const pieces: Buffer[] = [];
  const state = { finished: false, aborted: false };
  const writer: FileWriter = {
    write: async (b) => void pieces.push(Buffer.from(b)),
    finish: async () => {
      state.finished = true;
      return Buffer.concat(pieces).length;
    },
    abort: async () => void (state.aborted = true),
  };
  return { writer, pieces, state };
}

describe('gzipWriter', () => {
  it('stores the bytes gzipped and answers the size of the file as written', async () => {
    const { writer, pieces, state } = keeper();
    const gz = gzipWriter(writer);
    // One buffer refilled between writes, as CsvBytes hands out its pages.
    const page = Buffer.alloc(300_000);
    const expected: Buffer[] = [];
    for (let i = 0; i < 5; i++) {
      page.fill(`row ${i},label text,"quoted"\r\n`);
      if (i === 3) randomBytes(1000).copy(page, 5000);
      expected.push(Buffer.from(page));
      await gz.write(page);
    }
    const size = await gz.finish();
    expect(state.finished).toBe(true);
    expect(size).toBe(1_500_000);
    const stored = Buffer.concat(pieces);
    expect(stored.length).toBeLessThan(size / 10);
    expect(gunzipSync(stored).equals(Buffer.concat(expected))).toBe(true);
  });

  it('aborting drops the file', async () => {
    const { writer, state } = keeper();
    const gz = gzipWriter(writer);
    await gz.write(Buffer.from('partial'));
    await gz.abort();
    expect(state).toEqual({ finished: false, aborted: true });
  });
});

describe('acceptsGzip (Accept-Encoding, RFC 9110)', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['deflate, br', false],
    ['GZIP', true],
  ])('%s: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
