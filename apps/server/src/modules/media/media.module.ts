import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../../platform/appDeps.ts';
import { registerMediaRoutes } from './media.routes.ts';
import type { MediaContext } from './media.service.ts';
import { localMediaStorage } from './mediaStorage.ts';
import { registerUploads } from './mediaUploads.ts';

/** Mounts uploads, the image-url service and serving; files live under DATA_DIR/media. */
export async function registerMedia(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const root = resolve(deps.config.DATA_DIR, 'media');
  const uploads = join(root, 'uploads');
  const images = join(root, 'images');
  await mkdir(uploads, { recursive: true });
  await mkdir(images, { recursive: true });
  const ctx: MediaContext = {
    db: deps.database.db,
    clock: deps.clock,
    log: deps.log,
    storage: localMediaStorage(images),
    appUrl: deps.config.APP_URL,
  };
  await registerUploads(app, ctx, {
    directory: uploads,
    maxBytes: deps.config.MEDIA_MAX_BYTES,
    accountCapBytes: deps.config.MEDIA_ACCOUNT_MAX_BYTES,
  });
  registerMediaRoutes(app, ctx);
}
