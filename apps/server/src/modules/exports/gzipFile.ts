/**
 * Raw-data files are stored gzipped (issue 40 §2): at 100k completes the wide CSV with labels is
 * ~130 MB of a few hundred repeated labels, and writing those bytes into the PostgreSQL file store
 * (WAL, one insert per megabyte) was the export's largest step (bench/exportProfile.ts). Deflate at
 * level 1 shrinks it several-fold for little CPU, and zlib runs on libuv's thread pool, beside the
 * worker's encoding. The download hands the stored bytes out as they are with
 * `Content-Encoding: gzip` to a client that accepts it (every browser), and unpacks them on the
 * way for one that does not: either way the client gets the same file, byte for byte.
 */
import { createGunzip, createGzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FileWriter } from '../../platform/fileStore.ts';

/** What a stored gzipped file's key ends with (`exports/{id}-{attempt}.csv.gz`). */
export const GZIP_SUFFIX = '.gz';

/**
 * Level 1: measured at several times less CPU than the default 6, for a file ~10-20% larger
 * (exports README, "Stored gzipped").
 */
export const GZIP_LEVEL = 1;
/** zlib's output pieces: 256 KB, so the store's 1 MB chunks are filled by a few writes. */
const OUT_CHUNK = 1 << 18;

/**
 * A writer that gzips what it is given into `inner` (at `level`: another one only to measure). `write` resolves once zlib has read the
 * bytes (the caller may reuse its buffer) and the compressed output is taken by `inner` at its
 * pace (backpressure both ways); `finish` resolves with the size of the file as written (not
 * compressed), what the download's `Content-Length` says to a client that does not take gzip.
 */
export function gzipWriter(inner: FileWriter, level = GZIP_LEVEL): FileWriter {
  const gzip = createGzip({ level, chunkSize: OUT_CHUNK });
  let plain = 0;
  const pump = (async () => {
    for await (const piece of gzip as AsyncIterable<Buffer>) await inner.write(piece);
  })();
  // Awaited by finish and abort; a failure meanwhile surfaces through the next write.
  pump.catch(() => undefined);
  return {
    write(bytes) {
      if (bytes.length === 0) return Promise.resolve();
      plain += bytes.length;
      return new Promise<void>((resolve, reject) => {
        gzip.write(bytes, (err) => (err ? reject(err) : resolve()));
      });
    },
    async finish() {
      gzip.end();
      await pump;
      await inner.finish();
      return plain;
    },
    async abort() {
      gzip.destroy();
      await pump.catch(() => undefined);
      await inner.abort();
    },
  };
}

/**
 * True when an `Accept-Encoding` header takes gzip (RFC 9110 §12.5.3: `gzip`, `x-gzip` or `*`
 * with a non-zero q; a `gzip;q=0` refuses it whatever `*` says).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

/** The stored gzipped bytes unpacked (for a client that does not take gzip). */
export function gunzipped(stored: Readable): Readable {
  const gunzip = createGunzip({ chunkSize: OUT_CHUNK });
  stored.on('error', (err) => gunzip.destroy(err));
  return stored.pipe(gunzip);
}
