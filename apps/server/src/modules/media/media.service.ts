import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { renderImage } from './mediaImages.ts';
import type { MediaStorage } from './mediaStorage.ts';
import { surveysUsingMedia } from './mediaReferences.ts';
import {
  deleteAccountMedia,
  findAccountMedia,
  findMediaByName,
  insertMedia,
  type MediaRow,
} from './media.store.ts';
import type { MediaMimeType, VariantName } from './media.tables.ts';

export interface MediaContext {
  db: Executor;
  clock: Clock;
  log: Logger;
  storage: MediaStorage;
  /** Public address of the dashboard; image addresses are absolute so respondents can load them. */
  appUrl: string;
}

/** The one bucket images are kept in (the image-url service's `bucket` argument). */
export const IMAGE_BUCKET = 'images';
/** Where variants are served: `${IMAGES_PATH}/{name}` (s0), `...{name}=s0`, `...{name}=s64`. */
export const IMAGES_PATH = '/v1/media/images';

/**
 * Turns a finished upload into stored media of the account: checks and re-encodes it (throws
 * UnsupportedImageError when it is not an accepted image), writes the variants, then the row.
 */
export async function storeUploadedImage(
  ctx: MediaContext,
  accountId: string,
  name: string,
  file: Buffer,
): Promise<MediaRow> {
  const image = await renderImage(file);
  const { s0, s64 } = image.variants;
  await ctx.storage.put(name, { s0: s0.data, s64: s64.data });
  try {
    const row = await insertMedia(ctx.db, {
      accountId,
      name,
      type: image.type,
      variants: {
        s0: { width: s0.width, height: s0.height, bytes: s0.bytes },
        s64: { width: s64.width, height: s64.height, bytes: s64.bytes },
      },
      createdAt: ctx.clock(),
    });
    if (!row) throw new Error('media insert returned no row');
    return row;
  } catch (error) {
    await ctx.storage.remove(name);
    throw error;
  }
}

/** The image-url service: the rendered address of the caller's own image (else NOT_FOUND). */
export async function imageUrl(
  ctx: MediaContext,
  viewer: Viewer,
  bucket: string,
  image: string,
): Promise<{ image_url: string }> {
  const row =
    bucket === IMAGE_BUCKET ? await findAccountMedia(ctx.db, viewer.accountId, image) : undefined;
  if (!row) throw notFound('Image');
  return { image_url: `${ctx.appUrl}${IMAGES_PATH}/${row.name}` };
}

export interface OpenedVariant {
  type: MediaMimeType;
  bytes: number;
  stream: NodeJS.ReadableStream;
}

/** A stored variant for serving, or null when the name is unknown or the file is missing. */
export async function openVariant(
  ctx: MediaContext,
  name: string,
  variant: VariantName,
): Promise<OpenedVariant | null> {
  const row = await findMediaByName(ctx.db, name);
  if (!row) return null;
  const stream = await ctx.storage.open(name, variant);
  if (!stream) {
    ctx.log.warn({ name, variant }, 'media row without its variant file');
    return null;
  }
  return { type: row.type, bytes: row.variants[variant].bytes, stream };
}

/**
 * Deletes the caller's image: its row, then its files. Another account's or an unknown name is
 * NOT_FOUND. An image one of the account's surveys still shows (draft or published) is refused
 * with CONFLICT `MEDIA_IN_USE` and kept (README.md, "Deleting an image").
 */
export async function deleteImage(ctx: MediaContext, viewer: Viewer, name: string): Promise<void> {
  const row = await findAccountMedia(ctx.db, viewer.accountId, name);
  if (!row) throw notFound('Image');
  const using = await surveysUsingMedia(ctx.db, viewer.accountId, name);
  if (using > 0) {
    throw new AppError(
      'CONFLICT',
      `This image is used in ${using} survey${using === 1 ? '' : 's'}. Remove it from ${using === 1 ? 'that survey' : 'those surveys'} first.`,
      { code: 'MEDIA_IN_USE', surveys: using },
    );
  }
  if (!(await deleteAccountMedia(ctx.db, viewer.accountId, name))) throw notFound('Image');
  await ctx.storage.remove(name);
}
