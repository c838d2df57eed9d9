import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { tempDataDir } from '../../../test/mediaHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

// The dashboard's own tus client library (its Node build here), against the real server.
let t: TestApp;
let dataDir: string;
let ann: SignedUpUser;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({ DATA_DIR: dataDir });
  ann = await signUpUser(t);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function send(file: Buffer, token: string, filetype: string) {
  return new Promise<{ name: string | undefined; url: string | null }>((resolve, reject) => {
    const upload: Upload = new Upload(file, {
      endpoint: `${t.url}/v1/media/uploads`,
      metadata: { filename: 'photo', filetype },
      chunkSize: 8 * 1024,
      retryDelays: null,
      headers: { Authorization: `Bearer ${token}` },
      onSuccess: ({ lastResponse }) =>
        resolve({ name: lastResponse.getHeader('Media-Name'), url: upload.url }),
      onError: reject,
    });
    upload.start();
  });
}

it('uploads in several chunks with tus-js-client and answers the media name', async () => {
  // Seeded noise: incompressible, so the PNG needs several 8 KB chunks, and the same every run.
  const noise = Buffer.alloc(200 * 200 * 3);
  let seed = 2463534242;
  for (let i = 0; i < noise.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    noise[i] = seed & 0xff;
  }
  const png = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
    .png()
    .toBuffer();
  expect(png.length).toBeGreaterThan(3 * 8 * 1024);
  const { name, url } = await send(png, ann.accessToken, 'image/png');
  expect(name).toMatch(/^[0-9a-f]{32}$/);
  expect(url?.endsWith(`/${name}`)).toBe(true);
  const res = await fetch(`${t.url}/v1/media/images/${name}=s64`);
  expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(64);
});

it('fails with the 415 a text file earns', async () => {
  const error = await send(Buffer.from('not an image'), ann.accessToken, 'image/png').catch(
    (e: unknown) => e,
  );
  expect(String(error)).toContain('response code: 415');
});
