import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createUpload,
  headUpload,
  patchUpload,
  tempDataDir,
  uploadFile,
  uploadUrlOf,
} from '../../../test/mediaHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let dataDir: string;
let ann: SignedUpUser;
let bob: SignedUpUser;
let annImage: string;
let png: Buffer;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({ DATA_DIR: dataDir });
  [ann, bob] = [await signUpUser(t), await signUpUser(t)];
  png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
    .png()
    .toBuffer();
  const done = await uploadFile(t, ann.accessToken, png);
  annImage = done.headers.get('media-name') ?? '';
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const imageUrl = (token: string | undefined, image: string, bucket = 'images') =>
  fetch(`${t.url}/v1/media/image-url?${new URLSearchParams({ bucket, image })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('media belongs to its account', () => {
  it("answers image-url for the owner and 404 for another account's image, as for an unknown one", async () => {
    expect((await imageUrl(ann.accessToken, annImage)).status).toBe(200);
    const foreign = await imageUrl(bob.accessToken, annImage);
    const unknown = await imageUrl(bob.accessToken, 'f'.repeat(32));
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await imageUrl(ann.accessToken, annImage, 'other-bucket')).status).toBe(404);
  });

  it("refuses HEAD, PATCH and DELETE on another account's upload with 404 and leaves it as it was", async () => {
    const created = await createUpload(t, { token: ann.accessToken, length: png.length });
    const url = uploadUrlOf(t, created);
    await patchUpload(url, { token: ann.accessToken, offset: 0, body: png.subarray(0, 5) });

    expect((await headUpload(url, { token: bob.accessToken })).status).toBe(404);
    const patched = await patchUpload(url, {
      token: bob.accessToken,
      offset: 5,
      body: png.subarray(5),
    });
    expect(patched.status).toBe(404);
    const deleted = await fetch(url, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${bob.accessToken}` },
    });
    expect(deleted.status).toBe(404);

    const own = await headUpload(url, { token: ann.accessToken });
    expect(own.status).toBe(200);
    expect(own.headers.get('upload-offset')).toBe('5');
    // No cross-origin reads: tus's default Access-Control-Allow-Origin * is off.
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not let a client choose the owner through Upload-Metadata', async () => {
    const meta = ['filename', 'filetype', 'accountId']
      .map(
        (k, i) =>
          `${k} ${Buffer.from(['a.png', 'image/png', bob.accountId][i] ?? '').toString('base64')}`,
      )
      .join(',');
    const created = await fetch(`${t.url}/v1/media/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${ann.accessToken}`,
        'upload-length': String(png.length),
        'upload-metadata': meta,
      },
    });
    expect(created.status).toBe(201);
    const url = uploadUrlOf(t, created);
    expect((await headUpload(url, { token: bob.accessToken })).status).toBe(404);
    expect((await headUpload(url, { token: ann.accessToken })).status).toBe(200);
  });
});

describe('without a valid session', () => {
  it('answers 401 on every upload method and on image-url', async () => {
    const created = await createUpload(t, { token: ann.accessToken, length: png.length });
    const url = uploadUrlOf(t, created);
    const forged = `${ann.accessToken.slice(0, -4)}AAAA`;
    for (const token of [undefined, forged]) {
      expect((await createUpload(t, { token, length: png.length })).status).toBe(401);
      expect((await headUpload(url, { token })).status).toBe(401);
      expect((await patchUpload(url, { token, offset: 0, body: png })).status).toBe(401);
      expect((await imageUrl(token, annImage)).status).toBe(401);
    }
    expect((await headUpload(url, { token: ann.accessToken })).headers.get('upload-offset')).toBe(
      '0',
    );
  });
});

describe('serving', () => {
  it('answers 404 for an unknown name, an unknown size and a malformed address', async () => {
    for (const path of [
      `${'0'.repeat(32)}=s0`,
      `${annImage}=s32`,
      `${annImage}=s64x`,
      `..%2F${annImage}`,
      annImage.toUpperCase(),
    ]) {
      const res = await fetch(`${t.url}/v1/media/images/${path}`);
      expect(res.status, path).toBe(404);
    }
    expect((await fetch(`${t.url}/v1/media/images/${annImage}=s64`)).status).toBe(200);
  });

  it('never serves the raw upload through the tus endpoint', async () => {
    const created = await createUpload(t, { token: ann.accessToken, length: 4 });
    const url = uploadUrlOf(t, created);
    await patchUpload(url, { token: ann.accessToken, offset: 0, body: Buffer.from('<h1>') });
    const res = await fetch(url, { headers: { authorization: `Bearer ${ann.accessToken}` } });
    expect(res.headers.get('content-type') ?? '').not.toMatch(/^text\/html/);
    expect(await res.text()).not.toContain('<h1>');
  });

  it('is loadable from the respondent origin and is never a document that runs scripts', async () => {
    const res = await fetch(`${t.url}/v1/media/images/${annImage}`);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('the dashboard page', () => {
  it("lets video cards show the providers' stills and nothing else from elsewhere", async () => {
    const res = await fetch(`${t.url}/projects`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(imgSrc.sort()).toEqual(
      ["'self'", 'blob:', 'data:', 'https://i.ytimg.com', 'https://vumbnail.com'].sort(),
    );
  });
});
