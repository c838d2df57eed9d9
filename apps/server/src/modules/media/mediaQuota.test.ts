import { rmSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createUpload,
  leftoverUploads,
  tempDataDir,
  uploadFile,
  uploadUrlOf,
} from '../../../test/mediaHelpers.ts';
import { relogin } from '../../../test/projectHelpers.ts';
import { createTestDraft, draftEditor } from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { UPLOAD_EXPIRY_MS } from './mediaQuota.ts';

const KB = 1024;
/** Per file 256 KB; per account 400 KB (stored variants plus unfinished uploads). */
const FILE_CAP = 256 * KB;
const ACCOUNT_CAP = 400 * KB;

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({
    DATA_DIR: dataDir,
    MEDIA_MAX_BYTES: String(FILE_CAP),
    MEDIA_ACCOUNT_MAX_BYTES: String(ACCOUNT_CAP),
  });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A PNG of random pixels: it does not compress, so its stored size is about its pixel bytes. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(user: SignedUpUser, file: Buffer, filetype = 'image/png') {
  const res = await uploadFile(t, user.accessToken, file, { filetype });
  return { res, name: res.headers.get('media-name') ?? '', text: await res.text() };
}

const start = (user: SignedUpUser, length?: number) =>
  createUpload(t, { token: user.accessToken, length });

const cancel = (user: SignedUpUser, url: string) =>
  fetch(url, {
    method: 'DELETE',
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${user.accessToken}` },
  });

const deleteImage = (user: SignedUpUser, name: string) =>
  fetch(`${t.url}/v1/media/images/${name}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user.accessToken}` },
  });

/** A PNG whose header declares `side` x `side` pixels, with one tiny compressed row of data. */
function bombPng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  // A million zero rows compress to about a kilobyte: the file is tiny, the canvas is not.
  const rows = deflateSync(Buffer.alloc((side + 1) * Math.min(side, 1000)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('media storage per account', () => {
  it('counts unfinished uploads against the cap, refuses with a clear 413, and frees room on cancel', async () => {
    const ann = await signUpUser(t);
    const first = await start(ann, 210 * KB);
    expect(first.status).toBe(201);
    const refused = await start(ann, 210 * KB);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(
      "Your account's image storage is full (0.4 MB). Delete images you no longer use, " +
        'or finish or cancel uploads in progress, then try again.\n',
    );
    // A deferred length counts at the per-file cap.
    expect((await start(ann)).status).toBe(413);
    // Another account has its own room.
    expect((await start(await signUpUser(t), 210 * KB)).status).toBe(201);
    expect((await cancel(ann, uploadUrlOf(t, first))).status).toBe(204);
    expect((await start(ann, 210 * KB)).status).toBe(201);
  });

  it('sweeps unfinished uploads once they expire, by the server clock, and gives their room back', async () => {
    const bob = await signUpUser(t);
    const old = uploadUrlOf(t, await start(bob, 250 * KB));
    const oldId = old.split('/').pop() ?? '';
    expect(await leftoverUploads(t)).toContain(oldId);
    expect((await start(bob, 250 * KB)).status).toBe(413);
    t.advance(UPLOAD_EXPIRY_MS + 60_000);
    // A day later the access token has expired too.
    expect((await start(await relogin(t, bob), 250 * KB)).status).toBe(201);
    expect((await leftoverUploads(t)).filter((f) => f.startsWith(oldId))).toEqual([]);
  });

  it('counts stored images; deleting one frees its room and its address', async () => {
    const cy = await signUpUser(t);
    const stored = await upload(cy, await noisePng(150, 150));
    expect(stored.res.status, stored.text).toBe(204);
    // About 68 KB stored, so a 250 KB upload fits and a second does not.
    const pending = await start(cy, 250 * KB);
    expect(pending.status).toBe(201);
    await cancel(cy, uploadUrlOf(t, pending));
    const big = await upload(cy, await noisePng(230, 230));
    expect(big.res.status, big.text).toBe(204);
    expect((await start(cy, 250 * KB)).status).toBe(413);
    expect((await deleteImage(cy, big.name)).status).toBe(204);
    expect((await fetch(`${t.url}/v1/media/images/${big.name}`)).status).toBe(404);
    expect((await start(cy, 250 * KB)).status).toBe(201);
  });
});

describe('DELETE /v1/media/images/{name}', () => {
  it("deletes only the caller's own image: another account's or an unknown name is 404 and kept", async () => {
    const [dee, eve] = [await signUpUser(t), await signUpUser(t)];
    const { name } = await upload(dee, await noisePng(20, 20));
    expect((await deleteImage(eve, name)).status).toBe(404);
    expect((await deleteImage(dee, '0'.repeat(32))).status).toBe(404);
    expect((await deleteImage(dee, 'not-a-name')).status).toBe(404);
    expect((await fetch(`${t.url}/v1/media/images/${name}`)).status).toBe(200);
    const anonymous = await fetch(`${t.url}/v1/media/images/${name}`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    expect((await deleteImage(dee, name)).status).toBe(204);
    expect((await deleteImage(dee, name)).status).toBe(404);
  });

  it('refuses to delete an image a survey still shows (409 MEDIA_IN_USE), and deletes it once removed', async () => {
    const fay = await signUpUser(t);
    const { name } = await upload(fay, await noisePng(20, 20));
    const draft = await createTestDraft(t, fay);
    const edit = draftEditor(t, fay, draft);
    const added = await edit.ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 0,
      text: 'Q',
    });
    const questionLk = added.entry?.entryItem.questionLk ?? '';
    await edit.ok('setQuestionMedia', {
      questionLk,
      mediaName: 'logo.png',
      mediaUrl: `${t.url}/v1/media/images/${name}`,
      mediaType: 'image',
    });
    const refused = await deleteImage(fay, name);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'CONFLICT',
      code: 'MEDIA_IN_USE',
      message: 'This image is used in 1 survey. Remove it from that survey first.',
    });
    expect((await fetch(`${t.url}/v1/media/images/${name}`)).status).toBe(200);
    await edit.ok('removeQuestionMedia', { questionLk });
    expect((await deleteImage(fay, name)).status).toBe(204);
  });
});

describe('hostile and animated images (R9)', () => {
  it('refuses a decompression bomb (a tiny file declaring 100,000 x 100,000 pixels) and keeps nothing', async () => {
    const gus = await signUpUser(t);
    const bomb = bombPng(100_000);
    expect(bomb.length).toBeLessThan(FILE_CAP);
    const res = await upload(gus, bomb);
    expect(res.res.status).toBe(415);
    expect(res.text).toMatch(/not a readable image|Only JPEG, PNG, GIF and WebP/);
    const uploadsLeft = (await leftoverUploads(t)).filter((f) => !f.endsWith('.json'));
    expect(uploadsLeft.every((f) => f !== res.name)).toBe(true);
  });

  it('keeps every frame of an animated GIF and WebP in both served sizes', async () => {
    const hal = await signUpUser(t);
    const frame = (colour: string) =>
      sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#c33', '#3c3', '#33c'].map(frame));
    for (const [format, filetype] of [
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const animated = await sharp(frames, { join: { animated: true } })
        .toFormat(format, { loop: 0, delay: [100, 100, 100] })
        .toBuffer();
      expect((await sharp(animated).metadata()).pages).toBe(3);
      const { res, name, text } = await upload(hal, animated, filetype);
      expect(res.status, text).toBe(204);
      for (const suffix of ['', '=s64']) {
        const served = await fetch(`${t.url}/v1/media/images/${name}${suffix}`);
        expect(served.headers.get('content-type')).toBe(filetype);
        const meta = await sharp(Buffer.from(await served.arrayBuffer()), {
          animated: true,
        }).metadata();
        expect(meta.pages, `${format}${suffix}`).toBe(3);
        expect(meta.pageHeight, `${format}${suffix}`).toBe(suffix === '' ? 80 : 43);
      }
    }
  });
});
