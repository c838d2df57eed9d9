import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/viewer.ts';
import { notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import {
  deleteImage,
  IMAGES_PATH,
  imageUrl,
  openVariant,
  type MediaContext,
} from './media.service.ts';
import type { VariantName } from './media.tables.ts';

const ImageUrlInput = z.object({
  bucket: z.string().min(1).max(100),
  image: z.string().min(1).max(200),
});

/** `{name}`, `{name}=s0` or `{name}=s64`: the spec's sizes appended to the rendered address. */
const IMAGE_REF = /^([0-9a-f]{32})(?:=(s0|s64))?$/;
const IMAGE_NAME = /^[0-9a-f]{32}$/;

/**
 * Headers of a served variant. The bytes are always our own re-encoding, and these make sure a
 * browser treats them as nothing but an image: no sniffing, no scripts or subresources even if it
 * were opened as a document, and loadable from the respondent runner's origin.
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  // The name never points at other bytes, so caches may keep it; private: not in shared caches.
  'cache-control': 'private, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The image-url service and variant serving. */
export function registerMediaRoutes(app: FastifyInstance, ctx: MediaContext): void {
  app.get('/v1/media/image-url', async (req) => {
    const viewer = await requireViewer(req);
    const { bucket, image } = parseInput(ImageUrlInput, req.query);
    return imageUrl(ctx, viewer, bucket, image);
  });

  // No session: <img> requests carry no bearer token and respondents have none. The 128-bit
  // random name is the capability (README.md, "Serving").
  app.get<{ Params: { ref: string } }>(`${IMAGES_PATH}/:ref`, async (req, reply) => {
    const match = IMAGE_REF.exec(req.params.ref);
    const name = match?.[1];
    const variant: VariantName = match?.[2] === 's64' ? 's64' : 's0';
    const opened = name ? await openVariant(ctx, name, variant) : null;
    if (!opened) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ error: 'NOT_FOUND', message: 'Image not found' });
    }
    return reply
      .headers(SERVED_HEADERS)
      .type(opened.type)
      .header('content-length', String(opened.bytes))
      .send(opened.stream);
  });

  // The caller's own image only (tenant-scoped like image-url); 204, or 404, or 409 MEDIA_IN_USE.
  app.delete<{ Params: { ref: string } }>(`${IMAGES_PATH}/:ref`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const name = req.params.ref;
    if (!IMAGE_NAME.test(name)) throw notFound('Image');
    await deleteImage(ctx, viewer, name);
    return reply.code(204).send();
  });
}
