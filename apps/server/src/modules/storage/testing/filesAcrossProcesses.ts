/**
 * Checks shared by the tests of files reached from two processes (filesAcrossProcesses.api.test.ts
 * on PostgreSQL, filesOnS3.api.test.ts on a bucket).
 */
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import { expect } from 'vitest';
import type { SignedUpUser } from '../../../../test/authHelpers.ts';
import type { TestApp } from '../../../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from '../../exports/exportLinks.ts';

const auth = (user: SignedUpUser) => ({ authorization: `Bearer ${user.accessToken}` });

/**
 * Starts a wide export of `surveyId` on `writer`, waits for it through `reader`, downloads it
 * through both (an attachment of its stated length, the same bytes from each) and checks that
 * `stranger` finds the job on neither. Returns the file.
 */
export async function exportThroughBoth(opts: {
  writer: TestApp;
  reader: TestApp;
  owner: SignedUpUser;
  stranger: SignedUpUser;
  surveyId: string;
  fileformat: 'CSV_UNENCODED' | 'SPSS';
}): Promise<Buffer> {
  const { writer, reader, owner, stranger } = opts;
  const started = await fetch(`${writer.url}${RAW_DATA_EXPORTS_API}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(owner) },
    body: JSON.stringify({
      survey_id: opts.surveyId,
      dimension: 'WIDE',
      fileformat: opts.fileformat,
    }),
  });
  expect(started.status).toBe(202);
  const { exportId } = (await started.json()) as RawDataExportJob;
  let job: RawDataExportJob | undefined;
  for (let i = 0; i < 300 && job?.status !== 'done'; i++) {
    const res = await fetch(`${reader.url}${RAW_DATA_EXPORTS_API}/${exportId}`, {
      headers: auth(owner),
    });
    job = (await res.json()) as RawDataExportJob;
    if (job.status === 'failed') throw new Error(`export failed: ${job.error}`);
    if (job.status !== 'done') await new Promise((r) => setTimeout(r, 100));
  }
  expect(job?.status).toBe('done');
  const files = await Promise.all(
    [reader, writer].map(async (node) => {
      // Unpacked, so that Content-Length is the file's (gzipped downloads: rawData.api.test.ts).
      const res = await fetch(`${node.url}${job!.url}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      return bytes;
    }),
  );
  expect(files[0]!.length).toBeGreaterThan(100);
  expect(files[0]!.equals(files[1]!), opts.fileformat).toBe(true);
  for (const node of [writer, reader]) {
    const theirs = await fetch(`${node.url}${RAW_DATA_EXPORTS_API}/${exportId}`, {
      headers: auth(stranger),
    });
    expect(theirs.status).toBe(404);
  }
  return files[0]!;
}

/** Another account can neither look up nor delete the image `name` on `node`. */
export async function expectImageHiddenFrom(node: TestApp, name: string, stranger: SignedUpUser) {
  const theirs = await fetch(`${node.url}/v1/media/image-url?bucket=images&image=${name}`, {
    headers: auth(stranger),
  });
  expect(theirs.status).toBe(404);
  const deleted = await fetch(`${node.url}/v1/media/images/${name}`, {
    method: 'DELETE',
    headers: auth(stranger),
  });
  expect(deleted.status).toBe(404);
}
