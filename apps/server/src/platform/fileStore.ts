import type { Readable } from 'node:stream';

/**
 * Files every server process reaches (issue 27 §1 "Files"): media variants, image uploads in
 * progress and raw-data exports. Two backends, chosen by `FILE_STORAGE`: PostgreSQL (default;
 * modules/storage) and S3. A file is written as a stream and read as a stream: neither side holds
 * a whole file in memory.
 */
export interface FileStore {
  readonly backend: 'postgres' | 's3';
  /**
   * Starts writing `key`. Readers see the file only once `finish` resolves; an existing file of
   * that key is replaced then, never mixed with the new bytes.
   */
  create(key: string): FileWriter;
  /** Writes `key` from `body` (a stream or any async iterable of bytes); resolves with its size. */
  put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<number>;
  /** The finished file with its size, or null when there is none of that key. */
  open(key: string): Promise<OpenedFile | null>;
  /** Removes the file (no error when there is none). */
  remove(key: string): Promise<void>;
  /** Every finished file whose key starts with `prefix`, in key order. */
  list(prefix: string): Promise<StoredFile[]>;
  /**
   * Removes what writers left unfinished before `before` (a process that died mid-write);
   * returns how many. S3: the multipart uploads initiated before then under the store's prefix;
   * the bucket's lifecycle rule is the operator's backstop (modules/storage/README.md).
   */
  sweepAbandoned(before: Date): Promise<number>;
}

export interface FileWriter {
  /** Appends bytes; resolves once they may be reused (backpressure: await every call). */
  write(bytes: Uint8Array): Promise<void>;
  /** Completes the file and makes it visible; resolves with its size. */
  finish(): Promise<number>;
  /** Drops what was written; the key keeps its previous file, if any. */
  abort(): Promise<void>;
}

export interface OpenedFile {
  size: number;
  stream: Readable;
}

export interface StoredFile {
  key: string;
  size: number;
  createdAt: Date;
}

/**
 * Keys are made by the server (`exports/{uuid}.csv`, `media/{name}/s0`, `uploads/{id}/{part}`):
 * anything else is a bug, refused before it reaches a table or a bucket.
 */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkedKey(key: string): string {
  if (key.length > 256 || !SAFE_KEY.test(key) || key.includes('..')) {
    throw new Error(`unsafe file key ${JSON.stringify(key)}`);
  }
  return key;
}

/** Writes every piece of `body` through `writer`, finishing it; aborts it on any failure. */
export async function writeAll(
  writer: FileWriter,
  body: AsyncIterable<Uint8Array> | Uint8Array,
): Promise<number> {
  try {
    if (body instanceof Uint8Array) await writer.write(body);
    else for await (const piece of body) await writer.write(piece);
    return await writer.finish();
  } catch (error) {
    await writer.abort().catch(() => undefined);
    throw error;
  }
}
