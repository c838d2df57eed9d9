import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  byteStream,
  createUpload,
  headUpload,
  leftoverUploads,
  patchUpload,
  tempDataDir,
  uploadFile,
  uploadUrlOf,
} from '../../../test/mediaHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/** A small cap keeps the oversize cases fast; the default (10 MB) is checked in config.test.ts. */
const CAP = 256 * 1024;

let t: TestApp;
let dataDir: string;
let ann: SignedUpUser;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({ DATA_DIR: dataDir, MEDIA_MAX_BYTES: String(CAP) });
  ann = await signUpUser(t);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A 300 x 200 JPEG whose EXIF says "rotate 90°" and carries a comment and GPS-like data. */
async function rotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret owner', ImageDescription: '<script>x()</script>' } })
    .toBuffer();
}

async function imageUrlFor(user: SignedUpUser, image: string, bucket = 'images') {
  const query = new URLSearchParams({ bucket, image });
  return fetch(`${t.url}/v1/media/image-url?${query}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
}

/** Uploads `file`, expects success, and returns the media name. */
async function uploaded(file: Buffer, filetype = 'image/png', chunks = 1): Promise<string> {
  const res = await uploadFile(t, ann.accessToken, file, { filetype, chunks });
  expect(res.status, await res.clone().text()).toBe(204);
  const name = res.headers.get('media-name');
  expect(name).toMatch(/^[0-9a-f]{32}$/);
  return name ?? '';
}

/** The served variant at the rendered address plus a size suffix, read over HTTP. */
async function served(name: string, suffix: '' | '=s0' | '=s64') {
  const urlRes = await imageUrlFor(ann, name);
  expect(urlRes.status).toBe(200);
  const { image_url } = (await urlRes.json()) as { image_url: string };
  const path = new URL(image_url).pathname;
  expect(path).toBe(`/v1/media/images/${name}`);
  const res = await fetch(`${t.url}${path}${suffix}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('resumable image upload', () => {
  it('uploads a JPEG in chunks, resumes from HEAD, and serves re-encoded s0 and s64 without EXIF', async () => {
    const jpeg = await rotatedJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const created = await createUpload(t, {
      token: ann.accessToken,
      length: jpeg.length,
      filename: 'holiday.jpg',
      filetype: 'image/jpeg',
    });
    expect(created.status).toBe(201);
    const url = uploadUrlOf(t, created);
    const half = Math.floor(jpeg.length / 2);
    const first = await patchUpload(url, {
      token: ann.accessToken,
      offset: 0,
      body: jpeg.subarray(0, half),
    });
    expect(first.status).toBe(204);
    // A client that lost its connection asks where to resume.
    const head = await headUpload(url, { token: ann.accessToken });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await patchUpload(url, {
      token: ann.accessToken,
      offset: half,
      body: jpeg.subarray(half),
    });
    expect(last.status).toBe(204);
    const name = url.split('/').pop() ?? '';
    expect(last.headers.get('media-name')).toBe(name);

    const full = await served(name, '=s0');
    expect(full.res.status).toBe(200);
    expect(full.res.headers.get('content-type')).toBe('image/jpeg');
    expect(full.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.res.headers.get('content-disposition')).toBe('inline');
    expect(full.res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(full.res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const s0 = await sharp(full.body).metadata();
    // Orientation 6 applied: the 300 x 200 original stands upright as 200 x 300.
    expect([s0.format, s0.width, s0.height]).toEqual(['jpeg', 200, 300]);
    expect(s0.exif).toBeUndefined();
    expect(s0.orientation).toBeUndefined();
    expect(full.body.includes('secret owner')).toBe(false);

    const thumb = await served(name, '=s64');
    const s64 = await sharp(thumb.body).metadata();
    expect([s64.format, s64.width, s64.height]).toEqual(['jpeg', 43, 64]);
    expect(s64.exif).toBeUndefined();

    // The bare rendered address is the full image, as the raw-address fallback needs.
    const bare = await served(name, '');
    expect(bare.body.equals(full.body)).toBe(true);
    expect(await leftoverUploads(t)).toEqual([]);
  });

  it('caps the full-size variant of a large PNG at 2048 px', async () => {
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 4, background: '#09f8' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const name = await uploaded(png, 'image/png');
    const s0 = await sharp((await served(name, '=s0')).body).metadata();
    expect([s0.format, s0.width, s0.height]).toEqual(['png', 2048, 683]);
    const s64 = await sharp((await served(name, '=s64')).body).metadata();
    expect([s64.width, s64.height]).toEqual([64, 21]);
  });

  it('keeps a GIF and a WebP in their own formats', async () => {
    const base = sharp({ create: { width: 80, height: 40, channels: 3, background: '#3a3' } });
    const gif = await uploaded(await base.clone().gif().toBuffer(), 'image/gif');
    const webp = await uploaded(await base.clone().webp().toBuffer(), 'image/webp');
    const gifRes = await served(gif, '=s64');
    expect(gifRes.res.headers.get('content-type')).toBe('image/gif');
    expect((await sharp(gifRes.body).metadata()).width).toBe(64);
    const webpRes = await served(webp, '=s0');
    expect(webpRes.res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(webpRes.body).metadata()).format).toBe('webp');
  });
});

describe('what is refused (R9)', () => {
  const html = '<html><body><script>alert(document.domain)</script></body></html>';

  it('serves a PNG polyglot only as the re-encoded image, without the appended HTML', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(html)]);
    const name = await uploaded(polyglot, 'image/png');
    for (const suffix of ['=s0', '=s64'] as const) {
      const { res, body } = await served(name, suffix);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(body.includes('<script')).toBe(false);
      expect((await sharp(body).metadata()).format).toBe('png');
    }
  });

  it('refuses a GIF header followed by script (a GIF/JS polyglot) and keeps nothing', async () => {
    const before = await countMedia();
    const res = await uploadFile(t, ann.accessToken, Buffer.from(`GIF89a=1;${html}`), {
      filetype: 'image/gif',
    });
    expect(res.status).toBe(415);
    expect(await countMedia()).toBe(before);
    expect(await leftoverUploads(t)).toEqual([]);
  });

  it('refuses SVG, declared or disguised as PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const declared = await createUpload(t, {
      token: ann.accessToken,
      length: svg.length,
      filename: 'logo.svg',
      filetype: 'image/svg+xml',
    });
    expect(declared.status).toBe(415);
    expect(await declared.text()).toContain('Only JPEG, PNG, GIF and WebP images can be uploaded.');
    const disguised = await uploadFile(t, ann.accessToken, svg, {
      filename: 'logo.png',
      filetype: 'image/png',
    });
    expect(disguised.status).toBe(415);
    expect(await leftoverUploads(t)).toEqual([]);
  });

  it('refuses a text file renamed .png', async () => {
    const res = await uploadFile(t, ann.accessToken, Buffer.from('just some notes\n'.repeat(20)), {
      filename: 'notes.png',
      filetype: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(await leftoverUploads(t)).toEqual([]);
  });

  it('refuses a declared Upload-Length over the cap with 413 before any byte', async () => {
    const res = await createUpload(t, { token: ann.accessToken, length: CAP + 1 });
    expect(res.status).toBe(413);
    expect(await leftoverUploads(t)).toEqual([]);
  });

  it('stops a deferred-length stream at the cap with 413 and deletes what was written', async () => {
    const created = await createUpload(t, { token: ann.accessToken });
    expect(created.status).toBe(201);
    const url = uploadUrlOf(t, created);
    const res = await patchUpload(url, {
      token: ann.accessToken,
      offset: 0,
      body: byteStream(CAP + 64 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await headUpload(url, { token: ann.accessToken })).status).toBe(404);
    expect(await leftoverUploads(t)).toEqual([]);
  });

  it('stops a stream running past its declared length with 413 and deletes it', async () => {
    const created = await createUpload(t, { token: ann.accessToken, length: 1000 });
    const url = uploadUrlOf(t, created);
    const res = await patchUpload(url, {
      token: ann.accessToken,
      offset: 0,
      body: byteStream(100_000),
    });
    expect(res.status).toBe(413);
    expect((await headUpload(url, { token: ann.accessToken })).status).toBe(404);
    expect(await leftoverUploads(t)).toEqual([]);
  });
});

async function countMedia(): Promise<number> {
  const { rows } = await t.deps.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM media',
  );
  return rows[0]?.n ?? 0;
}
