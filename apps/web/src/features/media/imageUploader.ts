import { fetchJson } from '../../lib/fetchJson.ts';
import { reportError } from '../../lib/errorReporting.ts';
import { refreshAccessToken } from '../../lib/refreshAccessToken.ts';
import { storedSession } from '../../lib/storage.ts';
import { tusUpload } from './tusUpload.ts';
import { createImageUploader, imageUrlQuery } from './uploadImage.ts';

/**
 * `uploadImage(file, { token, onProgress, signal })` with the dashboard's session: the stored access
 * token (refreshed once on a 401), tus to the media server, then the image-url lookup.
 */
export const uploadImage = createImageUploader({
  upload: (file, options) =>
    tusUpload(file, {
      ...options,
      refreshToken: () => refreshAccessToken().catch(() => null),
    }),
  lookupImageUrl: async (mediaName, token) =>
    (await fetchJson<{ image_url: string }>(imageUrlQuery(mediaName), { token })).image_url,
  storedToken: storedSession.accessToken,
  report: reportError,
});
