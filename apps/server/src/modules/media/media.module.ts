import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/appDeps.ts';
import { openFileStore } from '../storage/storage.module.ts';
import { registerMediaRoutes } from './media.routes.ts';
import type { MediaContext } from './media.service.ts';
import { storedMediaStorage } from './mediaStorage.ts';
import { registerUploads } from './mediaUploads.ts';

/**
 * Mounts uploads, the image-url service and serving; variants and uploads in progress live in
 * the file store, so any process serves any image and takes any PATCH of an upload.
 */
export async function registerMedia(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const files = openFileStore(deps.config, deps.database.db);
  const ctx: MediaContext = {
    db: deps.database.db,
    clock: deps.clock,
    log: deps.log,
    storage: storedMediaStorage(files),
    appUrl: deps.config.APP_URL,
  };
  await registerUploads(app, ctx, {
    files,
    maxBytes: deps.config.MEDIA_MAX_BYTES,
    accountCapBytes: deps.config.MEDIA_ACCOUNT_MAX_BYTES,
  });
  registerMediaRoutes(app, ctx);
}
