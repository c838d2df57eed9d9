import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { createUpload, patchUpload, uploadUrlOf } from '../../../test/mediaHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { hostileSurvey } from '../exports/testing/exportFixture.ts';
import { exportThroughBoth, expectImageHiddenFrom } from './testing/filesAcrossProcesses.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3Server.ts';

// Issue 27 §1 "Files" with FILE_STORAGE=s3: two server processes on one database and one bucket
// (an S3-compatible server over HTTP). An image uploaded through one is served by the other, an
// export written by the export worker thread is downloaded through both, and the bytes are in the
// bucket under the deployment's prefix, none in PostgreSQL.

describe('files on S3', () => {
  let s3: TestS3Server;
  let bucket: S3Client;
  let a: TestApp;
  let b: TestApp;
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'files-s3-')));
  let ann: SignedUpUser;
  let eve: SignedUpUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    a = await startTestApp(
      {
        ...s3.env,
        S3_PREFIX: 'acme',
        PANEL_LINK_SECRET: TEST_PANEL_SECRET,
        DATA_DIR: dirs[0]!,
        PANEL_RATE: '0',
      },
      { jobs: true },
    );
    b = await startOtherProcess(a, { config: { DATA_DIR: dirs[1]! } });
    ann = await signUpUser(a);
    eve = await signUpUser(b);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    bucket?.destroy();
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const objects = async (prefix: string) =>
    (
      (await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix })))
        .Contents ?? []
    ).map((o) => ({ key: o.Key ?? '', size: o.Size ?? 0 }));
  const storedInPostgres = async () => {
    const { rows } = await a.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM stored_files',
    );
    return rows[0].n as number;
  };

  it('takes an image upload on one process and serves it from both, out of the bucket', async () => {
    const png = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer();
    const created = await createUpload(a, { token: ann.accessToken, length: png.length });
    expect(created.status).toBe(201);
    const done = await patchUpload(uploadUrlOf(a, created), {
      token: ann.accessToken,
      offset: 0,
      body: png,
    });
    expect(done.status).toBe(204);
    const name = done.headers.get('media-name');
    expect(name).toMatch(/^[0-9a-f]{32}$/);

    const variants = await objects(`acme/media/${name}/`);
    expect(variants.length).toBeGreaterThan(0);
    for (const node of [a, b]) {
      const res = await fetch(`${node.url}/v1/media/images/${name}`);
      expect(res.status).toBe(200);
      const served = Buffer.from(await res.arrayBuffer());
      expect((await sharp(served).metadata()).width).toBe(80);
      // What was served is an object of the bucket, byte for byte in size.
      expect(variants.map((v) => v.size)).toContain(served.length);
      await expectImageHiddenFrom(node, name!, eve);
    }
    expect(await objects(`acme/media/${name}/`)).toEqual(variants);
    expect(await storedInPostgres()).toBe(0);
  }, 60_000);

  it('writes an export from the worker thread into the bucket and downloads it through both processes', async () => {
    const surveyId = await hostileSurvey(a, ann, 12);
    const file = await exportThroughBoth({
      writer: a,
      reader: b,
      owner: ann,
      stranger: eve,
      surveyId,
      fileformat: 'CSV_UNENCODED',
    });
    const exported = await objects('acme/exports/');
    expect(exported).toHaveLength(1);
    // Stored gzipped (exports/gzipFile.ts); the download above is the file itself.
    expect(exported[0]!.key).toMatch(/^acme\/exports\/[0-9a-f-]{36}-1\.csv\.gz$/);
    expect(exported[0]!.size).toBeGreaterThan(0);
    expect(exported[0]!.size).not.toBe(file.length);
    expect(await storedInPostgres()).toBe(0);
  }, 120_000);
});
