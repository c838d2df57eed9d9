/** The media server's addresses (apps/server/src/modules/media/README.md). */
export const UPLOADS_ENDPOINT = '/v1/media/uploads';
export const IMAGE_URL_ENDPOINT = '/v1/media/image-url';
/** The one bucket uploaded images are kept in. */
export const IMAGE_BUCKET = 'images';

/** What the server accepts; it checks the bytes again, this only spares a doomed upload. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export function isAcceptedImageType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The raw (site-relative) address of an uploaded image: used when the image-url lookup fails. */
export function rawImageUrl(mediaName: string): string {
  return `/v1/media/images/${encodeURIComponent(mediaName)}`;
}

export type ImageSize = 's0' | 's64';

/**
 * An image address with its size appended (spec 2 §4: s0 full, s64 thumbnail), replacing a size
 * already there so that an address is never sized twice.
 */
export function sizedImageUrl(address: string, size: ImageSize): string {
  return `${address.replace(/=s\d+$/, '')}=${size}`;
}
