import {
  IMAGE_BUCKET,
  IMAGE_URL_ENDPOINT,
  isAcceptedImageType,
  rawImageUrl,
} from './mediaAddresses.ts';

/** An uploaded image, ready for setQuestionMedia (and the other set...Media mutations). */
export interface ImageMedia {
  mediaName: string;
  mediaUrl: string;
  renderedMediaUrl: string;
  mediaType: 'image';
}

export interface UploadImageOptions {
  /** Bearer token; the stored session's when omitted. */
  token?: string | null;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload (and deletes it on the server); the result is then null. */
  signal?: AbortSignal;
}

export interface ImageUploaderDeps {
  /** Sends the file resumably; resolves with the media name, rejects when it finally fails. */
  upload(
    file: File,
    options: { token: string | null; onProgress: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<string>;
  /** The image-url service: the rendered address of an uploaded image. */
  lookupImageUrl(mediaName: string, token: string | null): Promise<string>;
  storedToken(): string | null;
  report(error: unknown, tags: Record<string, string>): void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Builds `uploadImage`. Spec 2 §4: adding an image uploads the file, then asks for its rendered
 * address; if that lookup fails the raw address is used; a failed upload is silently dropped
 * (null, and the failure reported). Files that are not JPEG, PNG, GIF or WebP are not sent.
 */
export function createImageUploader(deps: ImageUploaderDeps) {
  return async function uploadImage(
    file: File,
    options: UploadImageOptions = {},
  ): Promise<ImageMedia | null> {
    if (!isAcceptedImageType(file.type) || options.signal?.aborted) return null;
    const token = options.token ?? deps.storedToken();
    let mediaName: string;
    try {
      mediaName = await deps.upload(file, {
        token,
        onProgress: options.onProgress ?? (() => undefined),
        signal: options.signal,
      });
    } catch (error) {
      if (!isAbort(error)) deps.report(error, { area: 'media', step: 'upload' });
      return null;
    }
    const raw = rawImageUrl(mediaName);
    let rendered = raw;
    try {
      rendered = await deps.lookupImageUrl(mediaName, token);
    } catch (error) {
      deps.report(error, { area: 'media', step: 'image-url' });
    }
    return { mediaName, mediaUrl: raw, renderedMediaUrl: rendered, mediaType: 'image' };
  };
}

/** The image-url query string for a media name. */
export function imageUrlQuery(mediaName: string): string {
  return `${IMAGE_URL_ENDPOINT}?${new URLSearchParams({ bucket: IMAGE_BUCKET, image: mediaName })}`;
}
