/**
 * A real S3-compatible server for tests: s3rver (in-process, a free loopback port, its objects in
 * a temporary directory), reached over HTTP by the unmodified AWS SDK with signed requests.
 *
 * s3rver 3.7.1 falls short of S3 in three operations the S3 store uses, answered here in front of
 * its router, as S3 answers them (without s3rver's signature check):
 * - ListMultipartUploads (501 NotImplemented there) and AbortMultipartUpload (405), over
 *   s3rver's own upload directories (`<bucket>/._S3rver_uploads/<uploadId>/key`): one page of
 *   ListMultipartUploadsResult, Initiated from the key file's time; 204, or 404 NoSuchUpload.
 * - ListObjectsV2 of more than one page: s3rver makes its continuation tokens with DES, which
 *   OpenSSL 3 (Node 17+) no longer has, and answers 500. Listed here from s3rver's own store,
 *   the token being the page's last key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';

/** The credentials s3rver checks signatures with. */
const ACCESS_KEY = 'S3RVER';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverStore {
  listObjects(
    bucket: string,
    options: { prefix: string; startAfter: string; maxKeys: number },
  ): Promise<{
    objects: { key: string; size: number; metadata: { 'last-modified': string; etag: string } }[];
    isTruncated: boolean;
  }>;
}
interface S3rver {
  middleware: Middleware[];
  store: S3rverStore;
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The FILE_STORAGE=s3 settings of a server or store on this bucket. */
  env: Record<string, string>;
  /** Stops the server and deletes its directory. */
  close(): Promise<void>;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The operations s3rver lacks (see above), in front of its router. */
function missingRoutes(directory: string, store: S3rverStore): Middleware {
  const uploadsOf = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads');
  return async (ctx, next) => {
    const [bucket = '', ...keyParts] = ctx.path.split('/').filter(Boolean);
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'DELETE' && keyParts.length > 0 && uploadId !== undefined) {
      const dir = path.join(uploadsOf(bucket), path.basename(uploadId));
      const known = await stat(dir).then(
        () => true,
        () => false,
      );
      if (!known) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
        return;
      }
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && keyParts.length === 0 && 'uploads' in ctx.query) {
      const prefix = ctx.query.prefix ?? '';
      const ids = await readdir(uploadsOf(bucket)).catch(() => [] as string[]);
      const uploads = [];
      for (const id of ids) {
        // A part that arrived after its upload was aborted recreates a directory without a key.
        const key = await readFile(path.join(uploadsOf(bucket), id, 'key'), 'utf8').catch(() => '');
        if (!key || !key.startsWith(prefix)) continue;
        const initiated = (await stat(path.join(uploadsOf(bucket), id, 'key'))).mtime;
        uploads.push({ key, id, initiated });
      }
      uploads.sort((a, b) => (a.key === b.key ? (a.id < b.id ? -1 : 1) : a.key < b.key ? -1 : 1));
      const rows = uploads.map(
        (u) =>
          `<Upload><Key>${escapeXml(u.key)}</Key><UploadId>${u.id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
      );
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escapeXml(bucket)}</Bucket><Prefix>${escapeXml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${rows.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    if (ctx.method === 'GET' && keyParts.length === 0 && ctx.query['list-type'] === '2') {
      const token = ctx.query['continuation-token'];
      const startAfter = token
        ? Buffer.from(token, 'base64url').toString()
        : ctx.query['start-after'];
      const maxKeys = Math.min(1000, Number(ctx.query['max-keys'] ?? 1000));
      const prefix = ctx.query.prefix ?? '';
      const { objects, isTruncated } = await store.listObjects(bucket, {
        prefix,
        startAfter: startAfter ?? '',
        maxKeys,
      });
      const rows = objects.map(
        (o) =>
          `<Contents><Key>${escapeXml(o.key)}</Key><LastModified>${new Date(o.metadata['last-modified']).toISOString()}</LastModified><ETag>${escapeXml(o.metadata.etag)}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      );
      const last = objects.at(-1)?.key;
      const next =
        isTruncated && last
          ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
          : '';
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${next}${rows.join('')}</ListBucketResult>`;
      return;
    }
    await next();
  };
}

/**
 * Starts s3rver with one bucket and sets the SDK's credentials in this process's environment
 * (the default provider chain reads them there; worker threads started later inherit them).
 */
export async function startS3Server(bucket = 'survey-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  // Before s3rver's router (the last middleware), so these operations reach it first.
  server.middleware.splice(server.middleware.length - 1, 0, missingRoutes(directory, server.store));
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = ACCESS_KEY;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
