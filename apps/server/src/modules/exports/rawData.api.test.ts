import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { isFormulaLike } from '@survey/domain/exports/cellSafety';
import {
  RAW_DATA_DIMENSIONS,
  RAW_DATA_FORMATS,
  type RawDataExportJob,
} from '@survey/domain/exports/rawDataContract';
import { EXPORT_ROW_FORMAT } from '@survey/domain/exports/exportRow';
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { resultLayout } from '@survey/domain/results/layout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { bareTestSurvey } from '../../../test/orderHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from './exportLinks.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { openFileStore } from '../storage/storage.module.ts';
import { EXPORTS_PREFIX, runRawDataExport, sweepExportFiles } from './rawDataExport.job.ts';
import {
  addCompletes,
  HOSTILE_OPTIONS,
  HOSTILE_TEXTS,
  hostileSurvey,
  LONG_OPTION,
  LONG_TITLE,
  readWithPspp,
  requirePspp,
} from './testing/exportFixture.ts';
import { rawGet } from './testing/rawGet.ts';
import { GZIP_SUFFIX } from './gzipFile.ts';

const TTL_MS = 60 * 60 * 1000;

describe('raw-data exports (CSV long/wide, encoded/unencoded, SPSS)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let dataDir: string;
  let completes: number;
  const jobs = new Map<string, RawDataExportJob>();
  const files = new Map<string, Buffer>();
  /** The file store the app writes exports into. */
  const store = () => openFileStore(t.deps.config, t.deps.database.db);
  const downloads = new Map<string, Response>();

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
    const res = await fetch(`${t.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
    };
  };
  const start = (body: unknown, token = ann.accessToken) =>
    call('POST', RAW_DATA_EXPORTS_API, body, token);

  /** Polls the job until it is done or failed, checking progress never goes back. */
  async function finished(exportId: string): Promise<RawDataExportJob> {
    let last = -1;
    for (let i = 0; i < 200; i++) {
      const { status, body } = await call(
        'GET',
        `${RAW_DATA_EXPORTS_API}/${exportId}`,
        undefined,
        ann.accessToken,
      );
      expect(status).toBe(200);
      const job = body as unknown as RawDataExportJob;
      expect(job.rowsWritten).toBeGreaterThanOrEqual(last);
      last = job.rowsWritten;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`export ${exportId} did not finish`);
  }

  const key = (dimension: string, fileformat: string) => `${dimension}/${fileformat}`;
  const csvOf = (k: string) => parse(files.get(k) ?? Buffer.alloc(0), { bom: true }) as string[][];

  beforeAll(async () => {
    requirePspp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'rawdata-'));
    t = await startTestApp(
      {
        PANEL_LINK_SECRET: TEST_PANEL_SECRET,
        DATA_DIR: dataDir,
        RAW_DATA_LINK_TTL_MS: String(TTL_MS),
        // The job runner would otherwise start the simulated panel, whose members keep
        // completing the live survey while the test compares files.
        PANEL_RATE: '0',
      },
      { jobs: true },
    );
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    surveyId = await hostileSurvey(t, ann, 36);
    const { rows } = await t.deps.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'`,
      [surveyId],
    );
    completes = rows[0]?.n ?? 0;
    for (const dimension of RAW_DATA_DIMENSIONS) {
      for (const fileformat of RAW_DATA_FORMATS) {
        // The .sav files unweighted: PSPP's frequencies are compared with unweighted counts
        // below (weighted files: rawDataWeighting.api.test.ts).
        const weighted = fileformat !== 'SPSS';
        const res = await start({ survey_id: surveyId, dimension, fileformat, weighted });
        expect(res.status, key(dimension, fileformat)).toBe(202);
        const job = await finished(String(res.body.exportId));
        jobs.set(key(dimension, fileformat), job);
        // The link needs no session. Unpacked: the client here does not take gzip (the
        // gzipped download is its own test below).
        const download = await fetch(`${t.url}${job.url}`, {
          headers: { 'accept-encoding': 'identity' },
        });
        downloads.set(key(dimension, fileformat), download);
        files.set(key(dimension, fileformat), Buffer.from(await download.arrayBuffer()));
      }
    }
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('every layout and format is written, with progress up to every complete, and downloads through its signed link', async () => {
    expect(completes).toBeGreaterThan(15);
    for (const [k, job] of jobs) {
      expect(job, k).toMatchObject({
        status: 'done',
        percent: 100,
        error: null,
        rowsTotal: completes,
        rowsWritten: completes,
      });
      expect(job.url, k).toMatch(/\/file\?expires=\d+&signature=/);
      const res = downloads.get(k);
      expect(res?.status, k).toBe(200);
      const sav = job.fileformat === 'SPSS';
      expect(res?.headers.get('content-type'), k).toBe(
        sav ? 'application/x-spss-sav' : 'text/csv; charset=utf-8',
      );
      expect(res?.headers.get('content-disposition'), k).toContain(`filename*=UTF-8''`);
      expect(job.fileName, k).toMatch(sav ? /\.sav$/ : /\.csv$/);
      expect(Number(res?.headers.get('content-length')), k).toBe(files.get(k)?.length);
    }
    const csv = files.get(key('WIDE', 'CSV_ENCODED'));
    expect([...(csv ?? Buffer.alloc(0)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('a client that takes gzip gets the file gzipped (Content-Encoding: gzip), which unpacks to the same bytes', async () => {
    for (const [k, job] of jobs) {
      const res = await rawGet(`${t.url}${job.url}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status, k).toBe(200);
      expect(res.headers['content-encoding'], k).toBe('gzip');
      expect(res.headers['vary'], k).toBe('accept-encoding');
      expect(Number(res.headers['content-length']), k).toBe(res.body.length);
      // Smaller on the wire (the wide CSV with labels by far: repeated labels).
      expect(res.body.length, k).toBeLessThan(files.get(k)?.length ?? 0);
      expect(gunzipSync(res.body).equals(files.get(k) ?? Buffer.alloc(0)), k).toBe(true);
    }
    // gzip refused by q=0 (whatever * says): the file unpacked, with its own length.
    const job = jobs.get(key('WIDE', 'CSV_UNENCODED'));
    const plain = await rawGet(`${t.url}${job?.url}`, { 'accept-encoding': '*, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.equals(files.get(key('WIDE', 'CSV_UNENCODED')) ?? Buffer.alloc(0))).toBe(
      true,
    );
  });

  it('wide CSV equals the stored answers: codes when encoded, labels when not', async () => {
    const encoded = csvOf(key('WIDE', 'CSV_ENCODED'));
    const labels = csvOf(key('WIDE', 'CSV_UNENCODED'));
    const [head = [], ...rows] = encoded;
    expect(rows).toHaveLength(completes);
    expect(labels[0]).toEqual(head);
    const col = (name: string) => head.indexOf(name);
    const { rows: stored } = await t.deps.database.pool.query<{
      respondent_id: string;
      answers: Record<string, { kind: string; selected?: string[]; text?: string; value?: number }>;
    }>(
      `SELECT respondent_id, state -> 'answers' AS answers FROM respondent_sessions
        WHERE survey_id = $1 AND status = 'complete' ORDER BY id`,
      [surveyId],
    );
    const optionText = new Map<string, string>();
    for (const [i, row] of rows.entries()) {
      const s = stored[i];
      expect(row[col('respondent_id')]).toBe(s?.respondent_id);
      expect(row[col('status')]).toBe('complete');
      const text = s?.answers['entry:7']?.text?.trim() ?? '';
      const q6 = row[col('Q6')];
      expect(q6 === text || q6 === `'${text}`, `${q6} vs ${text}`).toBe(true);
      expect(HOSTILE_TEXTS.map((x) => x.trim())).toContain(text);
      const scale = s?.answers['entry:6']?.value;
      expect(row[col('Q5')]).toBe(scale === undefined || scale === null ? '' : String(scale));
      const code = Number(row[col('Q1')]);
      const label = labels[i + 1]?.[col('Q1')] ?? '';
      if (code > 0) optionText.set(String(code), label);
    }
    expect([...optionText.keys()].length).toBeGreaterThan(1);
    const expected = [...HOSTILE_OPTIONS, "Don't know", 'Prefer not to say'].map((o) =>
      isFormulaLike(o) ? `'${o}` : o,
    );
    for (const [code, label] of optionText) {
      expect(label).toBe(
        expected[Number(code) - 1]?.slice(0, label.startsWith("'@") ? 121 : undefined),
      );
    }
  });

  it('long CSV holds one row per answered variable of each complete, the same values as wide', () => {
    for (const format of ['CSV_ENCODED', 'CSV_UNENCODED']) {
      const [wideHead = [], ...wide] = csvOf(key('WIDE', format));
      const [longHead = [], ...long] = csvOf(key('LONG', format));
      const fixed = wideHead.indexOf('weight') + 1;
      expect(longHead).toEqual([...wideHead.slice(0, fixed), 'variable', 'value']);
      const fromWide = wide.flatMap((r) =>
        r
          .slice(fixed)
          .flatMap((v, i) => (v === '' ? [] : [[r[0], wideHead[fixed + i], v].join('|')])),
      );
      const fromLong = long.map((r) => [r[0], r[fixed], r[fixed + 1]].join('|'));
      expect(fromLong.sort()).toEqual(fromWide.sort());
    }
  });

  it('neutralises every CSV cell that could run as a formula, and keeps quotes and non-Latin text', () => {
    for (const format of ['CSV_ENCODED', 'CSV_UNENCODED']) {
      for (const dimension of RAW_DATA_DIMENSIONS) {
        const cells = csvOf(key(dimension, format)).flat();
        expect(cells.filter(isFormulaLike), key(dimension, format)).toEqual([]);
      }
    }
    const labels = csvOf(key('WIDE', 'CSV_UNENCODED')).flat();
    expect(labels.some((c) => c === '日本語 "quoted", comma')).toBe(true);
    expect(labels).toContain("'=1+2");
    expect(labels).toContain("'@SUM(A1)");
  });

  it('PSPP reads every .sav; its frequencies equal the /summary counts; labels, truncation and missing values hold', async () => {
    const summary = await call(
      'POST',
      '/v2/survey-results/api/v1.0/summary',
      { surveyId, responseFilters: [] },
      ann.accessToken,
    );
    const results = (summary.body as unknown as SummaryResponse).results;
    const expected = new Map<string, Map<string, number>>();
    const put = (name: string, value: number, count: number) => {
      const m = expected.get(name) ?? new Map<string, number>();
      if (count > 0) m.set(String(value), count);
      expected.set(name, m);
    };
    for (const e of results) {
      if (e.questionType === 'basic' && !e.isMultipleChoice) {
        e.rows.forEach((r, i) => put(e.label, i + 1, r.rowItems[0]?.completes ?? 0));
      } else if (e.questionType === 'basic') {
        e.rows.forEach((r, i) => put(`${e.label}_${i + 1}`, 1, r.rowItems[0]?.completes ?? 0));
      } else if (e.questionType === 'ranked') {
        e.rows.forEach((r, i) =>
          r.rowItems.forEach((item, k) =>
            put(`${e.label}_${i + 1}`, item.id === 'selected' ? 1 : k + 1, item.completes),
          ),
        );
      } else if (e.questionType === 'matrix' && !e.isMultipleChoice) {
        e.rows.forEach((r, i) =>
          r.rowItems.forEach((item, c) => put(`${e.label}_${i + 1}`, c + 1, item.completes)),
        );
      }
    }
    expect(expected.size).toBeGreaterThan(5);
    const dir = mkdtempSync(path.join(tmpdir(), 'pspp-'));
    try {
      const wide = path.join(dir, 'wide.sav');
      writeFileSync(wide, files.get(key('WIDE', 'SPSS')) ?? Buffer.alloc(0));
      const reading = readWithPspp(wide, [...expected.keys()]);
      for (const [name, counts] of expected) {
        const got = reading.frequencies.get(name);
        // Multi-select dichotomies also count 0 (not selected); compare the selected code only.
        const compared = new Map(
          [...(got ?? new Map<string, number>())].filter(([v]) => counts.has(v) || v !== '0'),
        );
        expect(compared, name).toEqual(counts);
      }
      const q1 = reading.dictionary.get('Q1');
      expect(q1?.Label).toBe(`Q1: ${LONG_TITLE}`.slice(0, 255));
      expect(q1?.['Missing Values']).toBe('5; 6');
      expect(q1?.['Measurement Level']).toBe('Nominal');
      expect(reading.dictionary.get('Q3_1')?.['Measurement Level']).toBe('Ordinal');
      expect(reading.dictionary.get('Q5')?.['Measurement Level']).toBe('Scale');
      expect(reading.dictionary.get('weight')).toBeUndefined();
      expect(reading.valueLabels).toContain('"+Tea ""strong"""');
      expect(reading.valueLabels).toContain('Café 日本語 «ok»');
      expect(reading.valueLabels).toContain(`,${LONG_OPTION.slice(0, 120)}\n`);
      expect(reading.valueLabels).not.toContain(LONG_OPTION.slice(0, 121));
      expect(reading.cases).toBe(completes);

      const long = path.join(dir, 'long.sav');
      writeFileSync(long, files.get(key('LONG', 'SPSS')) ?? Buffer.alloc(0));
      const longReading = readWithPspp(long, ['flag_speeder']);
      const longCsvRows = csvOf(key('LONG', 'CSV_ENCODED')).length - 1;
      expect(longReading.cases).toBe(longCsvRows);
      expect(longReading.dictionary.get('variable')).toBeDefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('weights average 1 and bring the gender shares to the quota targets within 0.1 point', async () => {
    const [head = [], ...rows] = csvOf(key('WIDE', 'CSV_ENCODED'));
    const weights = rows.map((r) => Number(r[head.indexOf('weight')]));
    expect(weights.every((w) => w > 0)).toBe(true);
    expect(weights.reduce((a, b) => a + b, 0) / weights.length).toBeCloseTo(1, 6);
    const live = await new LiveSurveys(t.deps.database.db).current(surveyId);
    if (!live) throw new Error('not published');
    const [margin] = quotaMargins(live.published).margins;
    const genders = resultLayout(live.published).entries[0]?.rows.map((r) => r.id) ?? [];
    expect(margin?.id).toBe('gender');
    const total = weights.reduce((a, b) => a + b, 0);
    const weighted = new Map<string, number>();
    rows.forEach((r, i) => {
      const option = genders[Number(r[head.indexOf('A1')]) - 1] ?? '';
      weighted.set(option, (weighted.get(option) ?? 0) + (weights[i] ?? 0));
    });
    // The sample is not already balanced, so the weights do something.
    expect(new Set(weights.map((w) => w.toFixed(6))).size).toBeGreaterThan(1);
    for (const [option, target] of margin?.targets ?? []) {
      expect(Math.abs((weighted.get(option) ?? 0) / total - target), option).toBeLessThan(0.001);
    }
  });

  it('refuses bad input with a typed 400 and writes nothing', async () => {
    const before = await t.deps.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM export_jobs',
    );
    const bad = [
      { survey_id: surveyId, dimension: 'TALL', fileformat: 'SPSS' },
      { survey_id: surveyId, dimension: 'WIDE', fileformat: 'XLSX' },
      { survey_id: surveyId, dimension: 'WIDE', fileformat: 'SPSS_ENCODED' },
      { survey_id: surveyId, dimension: 'WIDE', fileformat: 'ENCODED_SPSS' },
      { survey_id: 'not-a-uuid', dimension: 'WIDE', fileformat: 'SPSS' },
      { dimension: 'WIDE', fileformat: 'SPSS' },
    ];
    for (const body of bad) {
      const res = await start(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
    }
    expect(
      (await call('GET', `${RAW_DATA_EXPORTS_API}/nope`, undefined, ann.accessToken)).status,
    ).toBe(400);
    const after = await t.deps.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM export_jobs',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('a survey never launched is a 409 with a reason; no session is a 401', async () => {
    const draft = await bareTestSurvey(t, ann);
    const res = await start({ survey_id: draft, dimension: 'WIDE', fileformat: 'SPSS' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'CONFLICT', reason: 'SURVEY_NOT_PUBLISHED' });
    const anonymous = await call('POST', RAW_DATA_EXPORTS_API, {
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat: 'SPSS',
    });
    expect(anonymous.status).toBe(401);
  });

  it('another account gets 404 for the survey and the job; a tampered link is 403, an expired one 410', async () => {
    const job = jobs.get(key('WIDE', 'CSV_ENCODED'));
    const other = await start(
      { survey_id: surveyId, dimension: 'WIDE', fileformat: 'SPSS' },
      bob.accessToken,
    );
    expect(other.status).toBe(404);
    const read = await call(
      'GET',
      `${RAW_DATA_EXPORTS_API}/${job?.exportId}`,
      undefined,
      bob.accessToken,
    );
    expect(read.status).toBe(404);
    const unknown = await call(
      'GET',
      `${RAW_DATA_EXPORTS_API}/${crypto.randomUUID()}`,
      undefined,
      ann.accessToken,
    );
    expect(unknown.status).toBe(404);
    const url = job?.url ?? '';
    const tampered = [
      url.replace(/signature=./, (m) =>
        m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`,
      ),
      url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 1000}`),
      url.replace(job?.exportId ?? '', jobs.get(key('LONG', 'SPSS'))?.exportId ?? ''),
    ];
    for (const link of tampered) {
      const res = await fetch(`${t.url}${link}`);
      expect(res.status, link).toBe(403);
      expect(await res.text()).not.toContain('respondent_id');
    }
    t.advance(TTL_MS + 1000);
    try {
      const expired = await fetch(`${t.url}${url}`);
      expect(expired.status).toBe(410);
      // The hourly sweep deletes every expired file.
      expect((await store().list(EXPORTS_PREFIX)).length).toBe(jobs.size);
      await sweepExportFiles({
        db: t.deps.database.db,
        clock: t.deps.clock,
        files: store(),
        linkTtlMs: TTL_MS,
      });
      expect(await store().list(EXPORTS_PREFIX)).toEqual([]);
    } finally {
      t.advance(-(TTL_MS + 1000));
    }
  });

  /** Runs every layout and format again as a job of `pageSize` and compares with the first files. */
  async function sameFilesAgain(pageSize?: number) {
    for (const [k, job] of jobs) {
      const { rows } = await t.deps.database.pool.query<{ id: string }>(
        `INSERT INTO export_jobs (survey_id, account_id, user_id, dimension, fileformat, weighted, file_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'again', now()) RETURNING id`,
        [surveyId, ann.accountId, ann.userId, job.dimension, job.fileformat, job.weighted],
      );
      const exportId = rows[0]?.id ?? '';
      await runRawDataExport(
        {
          db: t.deps.database.db,
          clock: t.deps.clock,
          log: t.deps.log,
          live: new LiveSurveys(t.deps.database.db),
          files: store(),
          linkTtlMs: TTL_MS,
          heartbeatMs: 5_000,
          ...(pageSize !== undefined && { pageSize }),
        },
        exportId,
      );
      const { rows: done } = await t.deps.database.pool.query<{ file_path: string }>(
        'SELECT file_path FROM export_jobs WHERE id = $1',
        [exportId],
      );
      const filePath = done[0]?.file_path ?? '';
      // Stored gzipped (gzipFile.ts).
      expect(filePath.endsWith(GZIP_SUFFIX), k).toBe(true);
      const opened = await store().open(filePath);
      const written = gunzipSync(Buffer.concat(await opened!.stream.toArray()));
      const original = files.get(k) ?? Buffer.alloc(0);
      // A .sav header carries its creation date and time (bytes 92-108): compare around them.
      const same = (a: Buffer) =>
        job.fileformat === 'SPSS' ? Buffer.concat([a.subarray(0, 92), a.subarray(109)]) : a;
      expect(same(written).equals(same(original)), k).toBe(true);
    }
  }

  it('pages of a few completes write the same files (no complete lost or written twice)', async () => {
    await sameFilesAgain(4);
  });

  it('each complete stored its export row; missing and stale rows are worked out again from the answers', async () => {
    const pool = t.deps.database.pool;
    const stored = async () =>
      (
        await pool.query<{ n: number; current: number }>(
          `SELECT count(*)::int AS n, count(*) FILTER (WHERE format = $2)::int AS current
             FROM respondent_export_rows WHERE survey_id = $1`,
          [surveyId, EXPORT_ROW_FORMAT],
        )
      ).rows[0];
    expect(await stored()).toEqual({ n: completes, current: completes });
    // Completes from before rows were stored have none; rows of an older format are stale.
    await pool.query(
      `DELETE FROM respondent_export_rows WHERE session_id IN (
         SELECT session_id FROM respondent_export_rows WHERE survey_id = $1
          ORDER BY session_id LIMIT $2)`,
      [surveyId, Math.floor(completes / 2)],
    );
    await pool.query(
      `UPDATE respondent_export_rows SET format = $2 - 1, cells = '[]' WHERE survey_id = $1`,
      [surveyId, EXPORT_ROW_FORMAT],
    );
    await sameFilesAgain();
    expect(await stored()).toEqual({ n: completes, current: completes });
  });

  it('answers the done job again until a complete arrives, then writes a new file', async () => {
    const body = { survey_id: surveyId, dimension: 'LONG', fileformat: 'CSV_UNENCODED' };
    // The sweep above removed the files: the first POST writes a new one.
    const first = await start(body);
    const done = await finished(String(first.body.exportId));
    const again = await start(body);
    expect(again.status).toBe(200);
    expect(again.body.exportId).toBe(done.exportId);
    await addCompletes(t, surveyId, 3, 1000);
    const fresh = await start(body);
    expect(fresh.body.exportId).not.toBe(done.exportId);
    const next = await finished(String(fresh.body.exportId));
    expect(next.rowsTotal).toBeGreaterThan(done.rowsTotal ?? 0);
  }, 60_000);
});
