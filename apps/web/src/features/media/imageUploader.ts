import { fetchJson } from '../../lib/fetchJson.ts';
import { reportError } from '../../lib/errorReporting.ts';
import { refreshAccessToken } from '../../lib/refreshAccessToken.ts';
import { storedSession } from '../../lib/storage.ts';
import { createImageUploader, imageUrlQuery } from './uploadImage.ts';

/**
 * `uploadImage(file, { token, onProgress, signal })` with the dashboard's session: the stored access
 * token (refreshed once on a 401), tus to the media server, then the image-url lookup.
 */
export const uploadImage = createImageUploader({
  // tus (~50 KB of script) loads with the first upload: the editor's first paint does not need it.
  upload: async (file, options) =>
    (await import('./tusUpload.ts')).tusUpload(file, {
      ...options,
      refreshToken: () => refreshAccessToken().catch(() => null),
    }),
  lookupImageUrl: async (mediaName, token) =>
    (await fetchJson<{ image_url: string }>(imageUrlQuery(mediaName), { token })).image_url,
  storedToken: storedSession.accessToken,
  report: reportError,
});
