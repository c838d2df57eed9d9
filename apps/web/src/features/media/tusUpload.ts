import { Upload, type DetailedError } from 'tus-js-client';
import { UPLOADS_ENDPOINT } from './mediaAddresses.ts';

/** Waits between retries after a network error or a server hiccup; then the upload fails. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];

export interface TusUploadOptions {
  token: string | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** A fresh access token after a 401 (the session's refresh). */
  refreshToken: () => Promise<string | null>;
}

/**
 * Whether a failed request is worth another try: no answer (network), a server error, or the
 * locking answers tus clients retry (409 offset mismatch after a lost response, 423 locked); a 401
 * once, with a refreshed token. Other 4xx (413 too big, 415 not an image) are final.
 */
export function shouldRetryUpload(status: number, retryAttempt: number): boolean {
  if (status === 401) return retryAttempt === 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

/** The media name: the server's Media-Name header, else the upload id ending the upload URL. */
export function mediaNameOf(header: string | undefined, uploadUrl: string | null): string {
  const name = header?.trim() || uploadUrl?.split('/').pop() || '';
  if (!/^[0-9a-f]{32}$/.test(name)) throw new Error('The upload finished without a media name.');
  return name;
}

/**
 * Sends `file` with tus: resumes an earlier unfinished upload of the same file (kept in
 * localStorage), retries through network errors, and resolves with the media name.
 */
export function tusUpload(file: File, options: TusUploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let token = options.token;
    let refreshing: Promise<unknown> = Promise.resolve();
    const upload = new Upload(file, {
      endpoint: UPLOADS_ENDPOINT,
      metadata: { filename: file.name, filetype: file.type },
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (req) => {
        await refreshing;
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error: DetailedError, retryAttempt: number) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401 && retryAttempt === 0) {
          refreshing = options.refreshToken().then(
            (fresh) => void (token = fresh ?? token),
            () => undefined,
          );
        }
        return shouldRetryUpload(status, retryAttempt);
      },
      onProgress: (sent, total) => options.onProgress(total > 0 ? sent / total : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(mediaNameOf(lastResponse.getHeader('Media-Name'), upload.url));
        } catch (error) {
          reject(error);
        }
      },
      onError: reject,
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        void upload.abort(true).catch(() => undefined);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
    void upload
      .findPreviousUploads()
      .catch(() => [])
      .then((previous) => {
        const [last] = previous;
        if (last) upload.resumeFromPreviousUpload(last);
        if (!options.signal?.aborted) upload.start();
      });
  });
}
