import { describe, expect, it } from 'vitest';
import { mediaNameOf, shouldRetryUpload } from './tusUpload.ts';
import { createImageUploader, imageUrlQuery, type ImageUploaderDeps } from './uploadImage.ts';

const NAME = '0123456789abcdef0123456789abcdef';
const png = () => new File([new Uint8Array([0x89, 0x50])], 'cat.png', { type: 'image/png' });

function harness(overrides: Partial<ImageUploaderDeps> = {}) {
  const reported: Record<string, string>[] = [];
  const calls: { token: string | null }[] = [];
  const deps: ImageUploaderDeps = {
    upload: async (_file, options) => {
      calls.push({ token: options.token });
      options.onProgress(1);
      return NAME;
    },
    lookupImageUrl: async (name) => `https://app.example/v1/media/images/${name}`,
    storedToken: () => 'stored-token',
    report: (_error, tags) => void reported.push(tags),
    ...overrides,
  };
  return { uploadImage: createImageUploader(deps), reported, calls };
}

describe('uploadImage', () => {
  it('answers the media for setQuestionMedia, with the rendered address from image-url', async () => {
    const { uploadImage, calls } = harness();
    const progress: number[] = [];
    const media = await uploadImage(png(), { onProgress: (f) => progress.push(f) });
    expect(media).toEqual({
      mediaName: NAME,
      mediaUrl: `/v1/media/images/${NAME}`,
      renderedMediaUrl: `https://app.example/v1/media/images/${NAME}`,
      mediaType: 'image',
    });
    expect(progress).toEqual([1]);
    expect(calls).toEqual([{ token: 'stored-token' }]);
  });

  it('uses the raw address when the image-url lookup fails, and reports it', async () => {
    const { uploadImage, reported } = harness({
      lookupImageUrl: () => Promise.reject(new Error('503')),
    });
    const media = await uploadImage(png(), { token: 'given' });
    expect(media?.renderedMediaUrl).toBe(`/v1/media/images/${NAME}`);
    expect(reported).toEqual([{ area: 'media', step: 'image-url' }]);
  });

  it('drops a failed upload silently: null, reported', async () => {
    const { uploadImage, reported } = harness({ upload: () => Promise.reject(new Error('415')) });
    expect(await uploadImage(png())).toBeNull();
    expect(reported).toEqual([{ area: 'media', step: 'upload' }]);
  });

  it('answers null without reporting when the user cancels, or the file is not an accepted image', async () => {
    const abort = new DOMException('cancelled', 'AbortError');
    const { uploadImage, reported, calls } = harness({ upload: () => Promise.reject(abort) });
    expect(await uploadImage(png())).toBeNull();
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(await uploadImage(svg)).toBeNull();
    const cancelled = new AbortController();
    cancelled.abort();
    expect(await uploadImage(png(), { signal: cancelled.signal })).toBeNull();
    expect(reported).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('asks image-url for the images bucket', () => {
    expect(imageUrlQuery(NAME)).toBe(`/v1/media/image-url?bucket=images&image=${NAME}`);
  });
});

describe('tus retries', () => {
  it('retries network errors, server errors and lock conflicts; a 401 once; never 413 or 415', () => {
    for (const status of [0, 500, 502, 503, 409, 423])
      expect(shouldRetryUpload(status, 3)).toBe(true);
    expect(shouldRetryUpload(401, 0)).toBe(true);
    expect(shouldRetryUpload(401, 1)).toBe(false);
    for (const status of [400, 403, 404, 413, 415])
      expect(shouldRetryUpload(status, 0)).toBe(false);
  });

  it('takes the media name from the server header, else from the upload URL', () => {
    expect(mediaNameOf(NAME, null)).toBe(NAME);
    expect(mediaNameOf(undefined, `/v1/media/uploads/${NAME}`)).toBe(NAME);
    expect(() => mediaNameOf(undefined, '/v1/media/uploads/../x')).toThrow();
  });
});
