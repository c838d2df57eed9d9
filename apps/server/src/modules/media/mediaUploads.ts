import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { requireViewer, type Viewer } from '../../platform/viewer.ts';
import { UnsupportedImageError } from './mediaImages.ts';
import {
  AccountStorageFullError,
  checkAccountRoom,
  sweepUnfinishedUploads,
  UPLOAD_EXPIRY_MS,
} from './mediaQuota.ts';
import { storeUploadedImage, type MediaContext } from './media.service.ts';
import { MEDIA_TYPES } from './media.tables.ts';
import { MediaUploadStore } from './mediaUploadStore.ts';
import type { FileStore } from '../../platform/fileStore.ts';

/** The tus endpoint: POST creates an upload, PATCH appends, HEAD resumes, DELETE cancels. */
export const UPLOADS_PATH = '/v1/media/uploads';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const MAX_FILENAME_LENGTH = 255;
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export interface UploadsOptions {
  /** Where the parts of unfinished uploads are kept (mediaUploadStore.ts). */
  files: FileStore;
  maxBytes: number;
  /** Stored and unfinished bytes an account may hold in all (mediaQuota.ts). */
  accountCapBytes: number;
}

/** A tus error: @tus/server answers thrown `{ status_code, body }` objects as they are. */
const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

/** The Node request under tus's web Request, where the route left the caller (see below). */
function nodeRequestOf(req: Request): IncomingMessage | undefined {
  const runtime = (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime;
  return runtime?.node?.req;
}

/**
 * Mounts resumable image uploads (tus 1.0) behind the session. Every request needs a bearer
 * token; an upload belongs to the caller's account and another account's upload id answers 404
 * like an unknown one. The size cap holds while bytes stream in: a bigger Upload-Length, or a body
 * running past the cap or the declared length, is refused with 413 and the partial file deleted.
 * On the last byte the file is checked and re-encoded (mediaImages.ts), then deleted: only the
 * re-encoded variants are kept, under the upload id, which becomes the media name.
 */
export async function registerUploads(
  app: FastifyInstance,
  ctx: MediaContext,
  options: UploadsOptions,
): Promise<void> {
  const viewers = new WeakMap<IncomingMessage, Viewer>();
  const viewerOf = (req: Request): Viewer => {
    const node = nodeRequestOf(req);
    const viewer = node && viewers.get(node);
    // The route authenticates before tus runs, so a missing viewer is a wiring bug, not a 401.
    if (!viewer) throw new Error('tus request reached the upload server without a viewer');
    return viewer;
  };
  const datastore = new MediaUploadStore(ctx.db, options.files, UPLOAD_EXPIRY_MS);
  const discard = async (id: string) => {
    await datastore.remove(id).catch(() => undefined);
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: options.maxBytes,
    relativeLocation: true,
    // Same-origin only: no Access-Control-Allow-Origin at all (tus's default would be `*`).
    allowedOrigins: [],
    namingFunction: () => randomBytes(16).toString('hex'),
    // The id is part of file store keys: only ids this server could have made get through.
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined,
    onIncomingRequest: async (req, id) => {
      const viewer = viewerOf(req);
      if (req.method === 'POST') return;
      const upload = await datastore.getUpload(id).catch(() => null);
      if (upload?.metadata?.accountId !== viewer.accountId) {
        throw refusal(404, 'The upload was not found.');
      }
    },
    onUploadCreate: async (req, upload) => {
      const viewer = viewerOf(req);
      const filename = upload.metadata?.filename ?? '';
      const filetype = upload.metadata?.filetype ?? '';
      if (!filename || filename.length > MAX_FILENAME_LENGTH) {
        throw refusal(400, 'Upload-Metadata needs a filename of at most 255 characters.');
      }
      // A first, cheap refusal of what will never pass (SVG among others); the bytes decide later.
      if (!(MEDIA_TYPES as readonly string[]).includes(filetype)) {
        throw refusal(415, new UnsupportedImageError().message);
      }
      const now = ctx.clock();
      try {
        await checkAccountRoom(
          {
            db: ctx.db,
            store: datastore,
            maxBytes: options.maxBytes,
            accountCapBytes: options.accountCapBytes,
            now,
          },
          viewer.accountId,
          upload.size,
        );
      } catch (error) {
        if (error instanceof AccountStorageFullError) throw refusal(413, error.message);
        throw error;
      }
      // Replaces whatever metadata the client sent: ownership is the server's to say. The
      // creation time is the server's clock's, which the sweep reads.
      return {
        metadata: { filename, filetype, accountId: viewer.accountId, createdAt: now.toISOString() },
      };
    },
    onUploadFinish: async (req, upload: Upload) => {
      const viewer = viewerOf(req);
      try {
        const file = await datastore.readAll(upload.id);
        await storeUploadedImage(ctx, viewer.accountId, upload.id, file);
        return { headers: { 'Media-Name': upload.id } };
      } catch (error) {
        if (error instanceof UnsupportedImageError) throw refusal(415, error.message);
        throw error;
      } finally {
        // Nothing of the original is kept, whether it became media or not.
        await discard(upload.id);
      }
    },
    onResponseError: async (req, error) => {
      const status = (error as { status_code?: unknown }).status_code;
      if (status === 413 && req.method === 'PATCH') {
        const id = new URL(req.url).pathname.split('/').pop();
        if (id && UPLOAD_ID.test(id)) await discard(id);
      }
    },
  });

  const sweep = setInterval(() => {
    sweepUnfinishedUploads(datastore, options.maxBytes, ctx.clock()).catch((err: unknown) => {
      ctx.log.warn({ err }, 'sweeping expired uploads failed');
    });
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(async (scope) => {
    // tus reads the raw body itself: no parser may consume it (and so no body limit applies here;
    // the cap is tus's maxSize, counted as the bytes arrive).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'OPTIONS') viewers.set(request.raw, await requireViewer(request));
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    // No GET: tus would serve the raw upload; images are served only as re-encoded variants.
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    scope.route({ method: [...methods], url: UPLOADS_PATH, handler });
    scope.route({ method: [...methods], url: `${UPLOADS_PATH}/:id`, handler });
  });
}
