import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from './exportLinks.ts';
import { hostileSurvey, readWithPspp, requirePspp } from './testing/exportFixture.ts';

// Issue 25 §3: raw data weighted or unweighted. Weighted: the weight column, and a .sav that
// opens weighted (its header names `weight`, so PSPP's FREQUENCIES are weighted without a WEIGHT
// BY command). Unweighted: no weight anywhere, the other columns unchanged.

describe('weighted and unweighted raw-data files', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let dataDir: string;
  const jobs = new Map<string, RawDataExportJob>();
  const files = new Map<string, Buffer>();

  const post = async (body: unknown, token = ann.accessToken) => {
    const res = await fetch(`${t.url}${RAW_DATA_EXPORTS_API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as RawDataExportJob };
  };
  async function finished(exportId: string): Promise<RawDataExportJob> {
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${t.url}${RAW_DATA_EXPORTS_API}/${exportId}`, {
        headers: { authorization: `Bearer ${ann.accessToken}` },
      });
      const job = (await res.json()) as RawDataExportJob;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`export ${exportId} did not finish`);
  }
  const key = (dimension: string, fileformat: string, weighted: boolean) =>
    `${dimension}/${fileformat}/${weighted ? 'weighted' : 'unweighted'}`;
  const csvOf = (k: string) => parse(files.get(k) ?? Buffer.alloc(0), { bom: true }) as string[][];

  beforeAll(async () => {
    requirePspp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'weighting-'));
    t = await startTestApp(
      {
        PANEL_LINK_SECRET: TEST_PANEL_SECRET,
        DATA_DIR: dataDir,
        PANEL_RATE: '0',
      },
      { jobs: true },
    );
    ann = await signUpUser(t);
    surveyId = await hostileSurvey(t, ann, 30);
    for (const weighted of [true, false]) {
      for (const [dimension, fileformat] of [
        ['WIDE', 'CSV_ENCODED'],
        ['LONG', 'CSV_ENCODED'],
        ['WIDE', 'SPSS'],
      ]) {
        const k = key(dimension ?? '', fileformat ?? '', weighted);
        const res = await post({ survey_id: surveyId, dimension, fileformat, weighted });
        expect(res.status, k).toBe(202);
        const job = await finished(res.body.exportId);
        expect(job.status, k).toBe('done');
        jobs.set(k, job);
        const download = await fetch(`${t.url}${job.url}`);
        files.set(k, Buffer.from(await download.arrayBuffer()));
      }
    }
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('unweighted CSV has every column but the weight, with the same cells', () => {
    const [head = [], ...rows] = csvOf(key('WIDE', 'CSV_ENCODED', true));
    const [plainHead = [], ...plainRows] = csvOf(key('WIDE', 'CSV_ENCODED', false));
    const w = head.indexOf('weight');
    expect(w).toBeGreaterThan(0);
    expect(plainHead).toEqual(head.filter((_, i) => i !== w));
    expect(plainRows).toEqual(rows.map((r) => r.filter((_, i) => i !== w)));
    const [longHead = []] = csvOf(key('LONG', 'CSV_ENCODED', true));
    const [plainLongHead = []] = csvOf(key('LONG', 'CSV_ENCODED', false));
    expect(plainLongHead).toEqual(longHead.filter((h) => h !== 'weight'));
    expect(csvOf(key('LONG', 'CSV_ENCODED', false))).toHaveLength(
      csvOf(key('LONG', 'CSV_ENCODED', true)).length,
    );
  });

  it('a weighted .sav opens weighted by `weight`; an unweighted one has no weight', () => {
    const [head = [], ...rows] = csvOf(key('WIDE', 'CSV_ENCODED', true));
    const q1 = head.indexOf('Q1');
    const w = head.indexOf('weight');
    const weightedCounts = new Map<string, number>();
    const counts = new Map<string, number>();
    for (const r of rows) {
      const code = r[q1] ?? '';
      if (code === '') continue;
      weightedCounts.set(code, (weightedCounts.get(code) ?? 0) + Number(r[w]));
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    // The fixture's sample is not balanced, so weighting changes the counts.
    expect([...weightedCounts].some(([c, n]) => Math.abs(n - (counts.get(c) ?? 0)) > 0.01)).toBe(
      true,
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'pspp-'));
    try {
      const weightedFile = path.join(dir, 'weighted.sav');
      writeFileSync(weightedFile, files.get(key('WIDE', 'SPSS', true)) ?? Buffer.alloc(0));
      const weighted = readWithPspp(weightedFile, ['Q1']);
      expect(weighted.dictionary.get('weight')).toBeDefined();
      const got = weighted.frequencies.get('Q1') ?? new Map<string, number>();
      expect([...got.keys()].sort()).toEqual([...weightedCounts.keys()].sort());
      for (const [code, n] of weightedCounts) expect(got.get(code), code).toBeCloseTo(n, 2);

      const plainFile = path.join(dir, 'unweighted.sav');
      writeFileSync(plainFile, files.get(key('WIDE', 'SPSS', false)) ?? Buffer.alloc(0));
      const plain = readWithPspp(plainFile, ['Q1']);
      expect(plain.dictionary.get('weight')).toBeUndefined();
      expect(plain.frequencies.get('Q1')).toEqual(counts);
      expect(plain.cases).toBe(rows.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('each weighting is its own job and file name; a bad weighting is a 400', async () => {
    const weighted = jobs.get(key('WIDE', 'SPSS', true));
    const plain = jobs.get(key('WIDE', 'SPSS', false));
    expect(weighted?.weighted).toBe(true);
    expect(plain?.weighted).toBe(false);
    expect(plain?.exportId).not.toBe(weighted?.exportId);
    expect(plain?.fileName).toMatch(/\(wide, SPSS, unweighted\)\.sav$/);
    expect(weighted?.fileName).toMatch(/\(wide, SPSS\)\.sav$/);
    // Asked again, each answers its own done file.
    const again = await post({
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat: 'SPSS',
      weighted: false,
    });
    expect(again.body.exportId).toBe(plain?.exportId);
    const bad = await post({
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat: 'SPSS',
      weighted: 'yes',
    });
    expect(bad.status).toBe(400);
  });
});
