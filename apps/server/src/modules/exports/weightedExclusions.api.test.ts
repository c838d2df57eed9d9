import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import type { CrosstabResponse } from '@survey/domain/results/analysisContract';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from './exportLinks.ts';
import { hostileSurvey, requirePspp } from './testing/exportFixture.ts';

const RESULTS = '/v2/survey-results/api/v1.0';

/** PSPP's weighted frequencies (`WEIGHT BY weight.`): variable -> code -> weighted count. */
function psppWeightedFrequencies(file: string, variables: string[]) {
  const syntax = `${file}.sps`;
  writeFileSync(
    syntax,
    [
      'SET TNUMBERS=VALUES TVARS=NAMES.',
      `GET FILE='${file}'.`,
      'WEIGHT BY weight.',
      'SHOW N.',
      `FREQUENCIES VARIABLES=${variables.join(' ')} /STATISTICS=NONE.`,
    ].join('\n'),
  );
  const raw = execFileSync('/usr/bin/pspp', ['-O', 'format=csv', syntax], { encoding: 'utf8' });
  if (/\b(error|warning):/i.test(raw)) throw new Error(`PSPP complained:\n${raw.slice(0, 2000)}`);
  const frequencies = new Map<string, Map<string, number>>();
  for (const block of raw.split(/\n\s*\n/).map((b) => b.trim())) {
    const [title = '', ...rest] = block.split('\n');
    const rows = parse(rest.join('\n'), { relax_column_count: true }) as string[][];
    if (!title.startsWith('Table: ') || rows[0]?.[2] !== 'Frequency') continue;
    const counts = new Map<string, number>();
    for (const r of rows.slice(1)) {
      if (r[1] && r[1] !== '.' && r[0] !== 'Total' && r[1] !== 'Total')
        counts.set(r[1], Number(r[2]));
    }
    frequencies.set(title.slice('Table: '.length), counts);
  }
  return { frequencies, cases: Number(/SHOW: N is (\d+)/.exec(raw)?.[1] ?? -1), raw };
}

describe('exclusions and weights in raw-data exports agree with the weighted summary', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let dataDir: string;
  let excluded: { id: string; respondentId: string }[] = [];
  let included = 0;

  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await fetch(`${t.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${ann.accessToken}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  async function exported(fileformat: 'SPSS' | 'CSV_ENCODED'): Promise<Buffer> {
    const started = await call<RawDataExportJob>('POST', RAW_DATA_EXPORTS_API, {
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat,
    });
    expect(started.status).toBeLessThan(300);
    for (let i = 0; i < 200; i++) {
      const job = await call<RawDataExportJob>(
        'GET',
        `${RAW_DATA_EXPORTS_API}/${started.body.exportId}`,
      );
      if (job.body.status === 'done') {
        const file = await fetch(`${t.url}${job.body.url}`);
        return Buffer.from(await file.arrayBuffer());
      }
      expect(job.body.status).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('export did not finish');
  }

  const summary = async (weighted: boolean) =>
    (
      await call<SummaryResponse>('POST', `${RESULTS}/summary`, {
        surveyId,
        responseFilters: [],
        weighted,
      })
    ).body;

  beforeAll(async () => {
    requirePspp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'weighted-'));
    t = await startTestApp(
      { PANEL_LINK_SECRET: TEST_PANEL_SECRET, DATA_DIR: dataDir, PANEL_RATE: '0' },
      { jobs: true },
    );
    ann = await signUpUser(t);
    surveyId = await hostileSurvey(t, ann, 34);
    const { rows } = await t.deps.database.pool.query<{ id: string; respondent_id: string }>(
      `SELECT id, respondent_id FROM respondent_sessions
        WHERE survey_id = $1 AND status = 'complete' ORDER BY id`,
      [surveyId],
    );
    excluded = rows.slice(0, 4).map((r) => ({ id: r.id, respondentId: r.respondent_id }));
    included = rows.length - excluded.length;
    // Warm the results index first, so the exclusion must reach an index already built.
    await summary(false);
    const res = await call('POST', `${RESULTS}/quality/exclusions`, {
      surveyId,
      sessionIds: excluded.map((e) => e.id),
      excluded: true,
    });
    expect(res.status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('the CSV leaves out the excluded completes, and its weights sum to the weighted summary counts', async () => {
    const [head = [], ...rows] = parse(await exported('CSV_ENCODED'), { bom: true }) as string[][];
    expect(rows).toHaveLength(included);
    const ids = new Set(rows.map((r) => r[head.indexOf('respondent_id')]));
    for (const e of excluded) expect(ids.has(e.respondentId)).toBe(false);
    const weighted = await summary(true);
    expect(weighted.weighting).toMatchObject({ applied: true, available: true });
    expect(weighted.samplesCollected).toBeCloseTo(included, 6);
    const a1 = weighted.results[0];
    const byCode = new Map<string, number>();
    for (const r of rows) {
      const code = r[head.indexOf('A1')] ?? '';
      byCode.set(code, (byCode.get(code) ?? 0) + Number(r[head.indexOf('weight')]));
    }
    a1?.rows.forEach((row, i) => {
      const count = row.rowItems[0]?.completes ?? 0;
      expect(Math.abs(count - (byCode.get(String(i + 1)) ?? 0))).toBeLessThan(1e-5);
    });
    // Weighting moves the gender counts off the unweighted ones.
    const plain = await summary(false);
    expect(plain.samplesCollected).toBe(included);
    expect(a1?.rows.map((r) => r.rowItems[0]?.completes)).not.toEqual(
      plain.results[0]?.rows.map((r) => r.rowItems[0]?.completes),
    );
  });

  it('PSPP reading the .sav with WEIGHT BY weight counts what the weighted summary counts, to 1e-6', async () => {
    const file = path.join(dataDir, 'wide.sav');
    writeFileSync(file, await exported('SPSS'));
    const weighted = await summary(true);
    const expected = new Map<string, Map<string, number>>();
    for (const e of weighted.results) {
      if (e.questionType === 'basic' && !e.isMultipleChoice) {
        const m = new Map<string, number>();
        e.rows.forEach((r, i) => {
          const c = r.rowItems[0]?.completes ?? 0;
          if (c > 0) m.set(String(i + 1), c);
        });
        expected.set(e.label, m);
      } else if (e.questionType === 'matrix' && !e.isMultipleChoice) {
        e.rows.forEach((r, i) => {
          const m = new Map<string, number>();
          r.rowItems.forEach(
            (item, c) => item.completes > 0 && m.set(String(c + 1), item.completes),
          );
          expected.set(`${e.label}_${i + 1}`, m);
        });
      }
    }
    expect(expected.size).toBeGreaterThan(2);
    const pspp = psppWeightedFrequencies(file, [...expected.keys()]);
    expect(pspp.cases).toBe(included);
    for (const [name, counts] of expected) {
      const got = pspp.frequencies.get(name);
      expect([...(got?.keys() ?? [])].sort(), name).toEqual([...counts.keys()].sort());
      for (const [code, count] of counts) {
        const read = got?.get(code) ?? Number.NaN;
        expect(Math.abs(read - count) / count, `${name}=${code}: ${read} vs ${count}`).toBeLessThan(
          1e-6,
        );
      }
    }
  });

  it('a weighted crosstab counts with the same weights and population: its Total column is the weighted summary', async () => {
    const weighted = await summary(true);
    const basics = weighted.results.filter((e) => e.questionType === 'basic');
    const [row, banner] = basics;
    if (!row || !banner) throw new Error('the fixture has two choice questions');
    const table = (weightedTable: boolean) =>
      call<CrosstabResponse>('POST', `${RESULTS}/crosstab`, {
        surveyId,
        row: { questionId: row.id, matrixTitleId: null },
        banner: [{ questionId: banner.id, matrixTitleId: null }],
        responseFilters: [],
        weighted: weightedTable,
        nets: [],
        boxes: false,
      });
    const w = await table(true);
    expect(w.status).toBe(200);
    expect(w.body.weighted).toBe(true);
    // One weighting line for both (issue 35 §1): the summary's efficiency and effective base, which
    // are Kish's over the export's weight column (the included completes).
    expect(w.body.weighting).toEqual(weighted.weighting);
    const [head = [], ...rows] = parse(await exported('CSV_ENCODED'), { bom: true }) as string[][];
    const weights = rows.map((r) => Number(r[head.indexOf('weight')]));
    const sumW = weights.reduce((s, x) => s + x, 0);
    const sumW2 = weights.reduce((s, x) => s + x * x, 0);
    expect(w.body.weighting.effectiveBase).toBeCloseTo((sumW * sumW) / sumW2, 4);
    expect(w.body.weighting.efficiency).toBeCloseTo((sumW * sumW) / (weights.length * sumW2), 6);
    expect(w.body.weighting.efficiency).toBeLessThan(1);
    expect(Math.abs(w.body.total.base - row.samplesCollected)).toBeLessThan(1e-6);
    w.body.rows
      .filter((r) => r.kind === 'option')
      .forEach((r, i) => {
        const count = row.rows[i]?.rowItems[0]?.completes ?? Number.NaN;
        expect(Math.abs((r.cells[0]?.count ?? 0) - count), r.text).toBeLessThan(1e-6);
      });
    // Unweighted, the excluded completes are missing from the base too.
    const plain = await table(false);
    const plainRow = (await summary(false)).results.find((e) => e.id === row.id);
    expect(plain.body.total.base).toBe(plainRow?.samplesCollected);
    expect(plain.body.total.unweightedBase).toBeLessThanOrEqual(included);
  });

  it('including the completes again puts them back in the export', async () => {
    await call('POST', `${RESULTS}/quality/exclusions`, {
      surveyId,
      sessionIds: excluded.map((e) => e.id),
      excluded: false,
    });
    const [, ...rows] = parse(await exported('CSV_ENCODED'), { bom: true }) as string[][];
    expect(rows).toHaveLength(included + excluded.length);
    expect((await summary(false)).samplesCollected).toBe(included + excluded.length);
  });
});
