/**
 * When a stored raw-data file is answered again, and what an account may keep (issue 34 §2): a
 * file is answered again only at the survey's data revision it was written at (whatever the
 * writers' clocks said), a newer file of the same variant replaces the older one, and an account's
 * stored files stay under EXPORT_STORAGE_CAP_BYTES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { openFileStore } from '../storage/storage.module.ts';
import { EXPORTS_PREFIX } from './rawDataExport.job.ts';
import { exportClient, type ExportRequest } from './testing/exportClient.ts';
import { addCompletes, hostileSurvey } from './testing/exportFixture.ts';

const RESULTS = '/v2/survey-results/api/v1.0';
/** How far the test's nodes' clocks differ (short: the access token outlives it). */
const SKEW_MS = 10_000;
const LINK_TTL_MS = 60_000;

async function completes(t: TestApp, surveyId: string) {
  const { rows } = await t.deps.database.pool.query<{ id: string; respondent_id: string }>(
    `SELECT id, respondent_id FROM respondent_sessions
      WHERE survey_id = $1 AND status = 'complete' ORDER BY id`,
    [surveyId],
  );
  return rows.map((r) => ({ id: r.id, respondentId: r.respondent_id }));
}

async function exportJobCount(t: TestApp, surveyId: string): Promise<number> {
  const { rows } = await t.deps.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM export_jobs WHERE survey_id = $1',
    [surveyId],
  );
  return rows[0]?.n ?? 0;
}

describe('a stored raw-data file is answered again only for the same data', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let client: ReturnType<typeof exportClient>;
  let body: ExportRequest;

  /** Starts the export and waits for its file: the job, and the respondent ids in the file. */
  async function exported() {
    const started = await client.start(body);
    expect(started.status).toBeLessThan(300);
    const job = await client.finished(String(started.body.exportId));
    expect(job.status).toBe('done');
    const file = await client.download(job);
    expect(file.status).toBe(200);
    return { started, job, ids: file.rows.slice(1).map((r) => r[0]) };
  }

  const exclude = async (sessionIds: string[], excluded: boolean) => {
    const res = await fetch(`${t.url}${RESULTS}/quality/exclusions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
      body: JSON.stringify({ surveyId, sessionIds, excluded }),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET, PANEL_RATE: '0' });
    ann = await signUpUser(t);
    surveyId = await hostileSurvey(t, ann, 6);
    client = exportClient(() => t.url, ann.accessToken);
    body = { survey_id: surveyId, dimension: 'WIDE', fileformat: 'CSV_ENCODED' };
  }, 120_000);
  afterAll(async () => t?.close());

  it('a complete stamped before the file was made but committed after its snapshot is in the next file', async () => {
    const first = await exported();
    expect((await client.start(body)).body.exportId).toBe(first.job.exportId);
    // A node whose clock is a minute behind completes a respondent: the complete's stamp is
    // earlier than the stored file's job, though it was committed after the file's snapshot.
    t.advance(-60_000);
    try {
      await addCompletes(t, surveyId, 1, 500);
    } finally {
      t.advance(60_000);
    }
    const late = (await completes(t, surveyId)).find((c) => c.respondentId === 'resp-500');
    expect(late).toBeDefined();
    expect(first.ids).not.toContain('resp-500');
    const next = await exported();
    expect(next.job.exportId).not.toBe(first.job.exportId);
    expect(next.ids).toContain('resp-500');
    expect(next.ids).toHaveLength(first.ids.length + 1);
  }, 60_000);

  it('an exclusion and an inclusion that cross (same count, same latest time) make a new file', async () => {
    const [a, b, c] = await completes(t, surveyId);
    if (!a || !b || !c) throw new Error('the fixture has at least three completes');
    let moved = 0;
    const move = (ms: number) => {
      t.advance(ms);
      moved += ms;
    };
    try {
      await exclude([b.id], true);
      move(SKEW_MS);
      await exclude([c.id], true);
      const before = await exported();
      expect(before.ids).not.toContain(b.respondentId);
      expect(before.ids).not.toContain(c.respondentId);
      // Another node a few seconds behind excludes A, then B is included again: two exclusions,
      // the latest still C's.
      move(-SKEW_MS / 2);
      await exclude([a.id], true);
      await exclude([b.id], false);
      move(SKEW_MS / 2);
      const after = await exported();
      expect(after.job.exportId).not.toBe(before.job.exportId);
      expect(after.ids).toContain(b.respondentId);
      expect(after.ids).not.toContain(a.respondentId);
      expect(after.ids).not.toContain(c.respondentId);
    } finally {
      t.advance(-moved);
    }
  }, 60_000);

  it('the same request is answered by the stored file; a newer file of the variant replaces the older', async () => {
    const older = await exported();
    const again = await client.start(body);
    expect(again.status).toBe(200);
    expect(again.body.exportId).toBe(older.job.exportId);
    // Another variant is its own file, and leaves this one alone.
    const other = await client.start({ ...body, weighted: false });
    expect(other.body.exportId).not.toBe(older.job.exportId);
    await client.finished(String(other.body.exportId));

    await addCompletes(t, surveyId, 1, 600);
    const newer = await exported();
    expect(newer.job.exportId).not.toBe(older.job.exportId);
    expect((await client.download(older.job)).status).toBe(410);
    expect((await client.download(newer.job)).status).toBe(200);
    const store = openFileStore(t.deps.config, t.deps.database.db);
    const stored = (await store.list(EXPORTS_PREFIX)).map((f) => f.key);
    expect(stored.filter((k) => k.includes(older.job.exportId))).toEqual([]);
    expect(stored.filter((k) => k.includes(newer.job.exportId))).toHaveLength(1);
    expect(stored.filter((k) => k.includes(String(other.body.exportId)))).toHaveLength(1);
  }, 60_000);
});

describe("an account's stored raw-data files stay under EXPORT_STORAGE_CAP_BYTES", () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let client: ReturnType<typeof exportClient>;

  beforeAll(async () => {
    // Room for one small file: the first export fits, a second is past the cap.
    t = await startTestApp({
      PANEL_LINK_SECRET: TEST_PANEL_SECRET,
      PANEL_RATE: '0',
      EXPORT_STORAGE_CAP_BYTES: '1',
      RAW_DATA_LINK_TTL_MS: String(LINK_TTL_MS),
    });
    ann = await signUpUser(t);
    surveyId = await hostileSurvey(t, ann, 3);
    client = exportClient(() => t.url, ann.accessToken);
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses an export past the cap with a typed 409 and queues nothing; the stored file is still answered', async () => {
    const body: ExportRequest = { survey_id: surveyId, dimension: 'WIDE', fileformat: 'SPSS' };
    const first = await client.start(body);
    expect(first.status).toBe(202);
    const done = await client.finished(String(first.body.exportId));
    expect(done.status).toBe('done');
    const jobs = await exportJobCount(t, surveyId);

    const refused = await client.start({ ...body, dimension: 'LONG' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'CONFLICT',
      reason: 'EXPORT_STORAGE_FULL',
      capBytes: 1,
      freesAt: done.expiresAt,
    });
    expect(String(refused.body.message)).toMatch(/exported files take \d+ MB/);
    expect(await exportJobCount(t, surveyId)).toBe(jobs);

    // The identical request is the stored file, which takes no more room.
    const again = await client.start(body);
    expect(again.status).toBe(200);
    expect(again.body.exportId).toBe(done.exportId);

    // Once the stored file's link expired, it no longer counts.
    t.advance(LINK_TTL_MS + 1000);
    try {
      expect((await client.start({ ...body, dimension: 'LONG' })).status).toBe(202);
    } finally {
      t.advance(-(LINK_TTL_MS + 1000));
    }
  }, 60_000);
});
