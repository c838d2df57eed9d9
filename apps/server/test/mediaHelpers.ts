import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './testApp.ts';

export const UPLOADS = '/v1/media/uploads';

/** A fresh DATA_DIR for a test app, so uploads and images of one file never meet another's. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'media-test-'));
}

/**
 * What unfinished uploads left, in every process's reach: their ids (`media_uploads`) and their
 * parts in the file store (`{id}/{part}`).
 */
export async function leftoverUploads(t: TestApp): Promise<string[]> {
  const { rows } = await t.deps.database.pool.query<{ name: string }>(
    `SELECT id AS name FROM media_uploads
     UNION ALL SELECT substr(key, length('uploads/') + 1) FROM stored_files WHERE key LIKE 'uploads/%'`,
  );
  return rows.map((r) => r.name);
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export interface TusCall {
  token?: string;
  headers?: Record<string, string>;
}

function tusHeaders(call: TusCall, extra: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'tus-resumable': '1.0.0', ...extra, ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  return headers;
}

/** POST: creates an upload; `length` undefined defers it. Returns the response. */
export function createUpload(
  t: TestApp,
  opts: TusCall & { length?: number; filename?: string; filetype?: string },
): Promise<Response> {
  const meta = [
    opts.filename === undefined
      ? 'filename ' + b64('picture.png')
      : `filename ${b64(opts.filename)}`,
    `filetype ${b64(opts.filetype ?? 'image/png')}`,
  ].join(',');
  const length: Record<string, string> =
    opts.length === undefined
      ? { 'upload-defer-length': '1' }
      : { 'upload-length': String(opts.length) };
  return fetch(`${t.url}${UPLOADS}`, {
    method: 'POST',
    headers: tusHeaders(opts, { ...length, 'upload-metadata': meta }),
  });
}

/** The upload URL (absolute) a creation answered with. */
export function uploadUrlOf(t: TestApp, res: Response): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`no Location (status ${res.status})`);
  return new URL(location, t.url).toString();
}

/** PATCH: appends `body` at `offset`; a ReadableStream body is sent chunked (no length). */
export function patchUpload(
  url: string,
  opts: TusCall & { offset: number; body: Uint8Array | ReadableStream<Uint8Array> },
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: tusHeaders(opts, {
      'upload-offset': String(opts.offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: opts.body,
    duplex: 'half',
  } as RequestInit);
}

export function headUpload(url: string, opts: TusCall = {}): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: tusHeaders(opts, {}) });
}

/** Creates an upload and sends `file` in `chunks` PATCHes; returns the last response. */
export async function uploadFile(
  t: TestApp,
  token: string,
  file: Buffer,
  opts: { filename?: string; filetype?: string; chunks?: number } = {},
): Promise<Response> {
  const created = await createUpload(t, { token, length: file.length, ...opts });
  if (created.status !== 201) return created;
  const url = uploadUrlOf(t, created);
  const size = Math.ceil(file.length / (opts.chunks ?? 1));
  let last: Response = created;
  for (let offset = 0; offset < file.length; offset += size) {
    last = await patchUpload(url, { token, offset, body: file.subarray(offset, offset + size) });
    if (last.status !== 204) return last;
  }
  return last;
}

/** A stream of `total` bytes in 16 KB chunks, of unknown length to the receiver. */
export function byteStream(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(16 * 1024, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x41));
    },
  });
}
