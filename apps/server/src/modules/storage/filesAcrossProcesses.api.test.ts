import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { createUpload, patchUpload, uploadUrlOf } from '../../../test/mediaHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { hostileSurvey } from '../exports/testing/exportFixture.ts';
import { exportThroughBoth, expectImageHiddenFrom } from './testing/filesAcrossProcesses.ts';

// Issue 27 §1 "Files": two server processes on one database, each with its own DATA_DIR. An
// upload's chunks arrive at both (and at a process started after one stopped), the image is
// served by the others, and an export written by one is downloaded through the other.

describe('files every process reaches', () => {
  let a: TestApp;
  let b: TestApp;
  const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'files-node-')));
  let ann: SignedUpUser;
  let eve: SignedUpUser;

  beforeAll(async () => {
    a = await startTestApp(
      { PANEL_LINK_SECRET: TEST_PANEL_SECRET, DATA_DIR: dirs[0]!, PANEL_RATE: '0' },
      { jobs: true },
    );
    b = await startOtherProcess(a, { config: { DATA_DIR: dirs[1]! } });
    ann = await signUpUser(a);
    eve = await signUpUser(b);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const auth = (user: SignedUpUser) => ({ authorization: `Bearer ${user.accessToken}` });
  const headOffset = async (url: string, user: SignedUpUser) => {
    const res = await fetch(url, {
      method: 'HEAD',
      headers: { ...auth(user), 'tus-resumable': '1.0.0' },
    });
    return { status: res.status, offset: res.headers.get('upload-offset') };
  };
  /** The same upload path on another process. */
  const on = (node: TestApp, url: string) => `${node.url}${new URL(url).pathname}`;

  it('takes an upload chunk by chunk from alternating processes, through a restart, and serves it from each', async () => {
    const noise = Buffer.alloc(120 * 120 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const png = await sharp(noise, { raw: { width: 120, height: 120, channels: 3 } })
      .png()
      .toBuffer();
    const created = await createUpload(a, { token: ann.accessToken, length: png.length });
    expect(created.status).toBe(201);
    const url = uploadUrlOf(a, created);
    const third = Math.ceil(png.length / 3);
    const first = await patchUpload(on(a, url), {
      token: ann.accessToken,
      offset: 0,
      body: png.subarray(0, third),
    });
    expect(first.status).toBe(204);
    // Process B knows the offset process A wrote, and takes the next chunk.
    expect(await headOffset(on(b, url), ann)).toEqual({ status: 200, offset: String(third) });
    const second = await patchUpload(on(b, url), {
      token: ann.accessToken,
      offset: third,
      body: png.subarray(third, 2 * third),
    });
    expect(second.status).toBe(204);
    // A chunk at a stale offset is refused by the other process too, and changes nothing.
    const stale = await patchUpload(on(a, url), {
      token: ann.accessToken,
      offset: third,
      body: png.subarray(third, 2 * third),
    });
    expect(stale.status).toBe(409);
    // Another account sees no such upload on either process, and cannot append to it.
    for (const node of [a, b]) {
      expect((await headOffset(on(node, url), eve)).status).toBe(404);
      const theirs = await patchUpload(on(node, url), {
        token: eve.accessToken,
        offset: 2 * third,
        body: png.subarray(2 * third),
      });
      expect(theirs.status).toBe(404);
    }
    // B stops; a process started afterwards finds the offset and finishes the upload.
    await b.close();
    b = await startOtherProcess(a, { config: { DATA_DIR: dirs[2]! } });
    expect(await headOffset(on(b, url), ann)).toEqual({ status: 200, offset: String(2 * third) });
    const last = await patchUpload(on(b, url), {
      token: ann.accessToken,
      offset: 2 * third,
      body: png.subarray(2 * third),
    });
    expect(last.status).toBe(204);
    const name = last.headers.get('media-name');
    expect(name).toMatch(/^[0-9a-f]{32}$/);

    const served = await Promise.all(
      [a, b].map(async (node) => {
        const res = await fetch(`${node.url}/v1/media/images/${name}`);
        expect(res.status).toBe(200);
        expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(served[0]!.equals(served[1]!)).toBe(true);
    expect((await sharp(served[0]!).metadata()).width).toBe(120);
    // The image-url service: the owner on either process; another account gets 404.
    for (const node of [a, b]) {
      const mine = await fetch(`${node.url}/v1/media/image-url?bucket=images&image=${name}`, {
        headers: auth(ann),
      });
      expect(mine.status).toBe(200);
      await expectImageHiddenFrom(node, name!, eve);
    }
    // Nothing of it is on any process's disk.
    for (const dir of dirs) expect(existsSync(path.join(dir, 'media'))).toBe(false);
  }, 60_000);

  it('downloads an export written by one process through the other, byte-identical', async () => {
    const surveyId = await hostileSurvey(a, ann, 12);
    for (const fileformat of ['CSV_UNENCODED', 'SPSS'] as const) {
      await exportThroughBoth({
        writer: a,
        reader: b,
        owner: ann,
        stranger: eve,
        surveyId,
        fileformat,
      });
    }
    for (const dir of dirs) expect(existsSync(path.join(dir, 'exports'))).toBe(false);
  }, 120_000);
});
