import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CrosstabResponse } from '@survey/domain/results/analysisContract';
import type { SummaryResponse } from '@survey/domain/results/contract';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import type {
  WeightingScheme,
  WeightingSchemeResponse,
} from '@survey/domain/results/weightingContract';
import { pick } from '@survey/testkit/completes';
import { world } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from '../exports/exportLinks.ts';
import { requirePspp } from '../exports/testing/exportFixture.ts';

const PANEL_LINK_SECRET = 'weighting-scheme-test-secret-0123456789abcdef';
const API = '/v2/survey-results/api/v1.0';

/**
 * The researcher's weighting scheme (issue 38 §5) through the results REST API: checked and
 * stored, used by the summary, the crosstab and the raw-data export, whose .sav PSPP weighs to
 * the same counts; cleared back to today's weighting.
 *
 * The world: Q1 'Which drink?' (Tea, Milk) and Q2 'Which pet?' (Cat, Dog); 60 completes, Cat 42
 * (70%) and Dog 18; Tea for two in three Cat owners and one in three Dog owners. No quotas, so
 * without a scheme nothing weights.
 */
describe('weighting scheme (results REST API)', () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  let other: string;
  let surveyId: string;

  const call = async <T>(method: string, url: string, body?: unknown, as = token) => {
    const res = await fetch(`${t.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${as}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as T & { reason?: string },
    };
  };
  const weighting = (as = token) =>
    call<WeightingSchemeResponse>('GET', `${API}/weighting?surveyId=${surveyId}`, undefined, as);
  const put = (scheme: unknown, as = token) =>
    call<WeightingSchemeResponse>('PUT', `${API}/weighting`, { surveyId, scheme }, as);
  const summary = async () =>
    (
      await call<SummaryResponse>('POST', `${API}/summary`, {
        surveyId,
        responseFilters: [],
        weighted: true,
      })
    ).body;
  let drink: { id: string; options: Map<string, string> };
  let pet: { id: string; options: Map<string, string> };
  const scheme = (percents: Record<string, number>, trim = { cap: 5, floor: 0.2 }) =>
    ({ targets: [{ questionId: pet.id, percents }], ...trim }) as WeightingScheme;
  const petPercents = (cat: number, dog: number) => ({
    [pet.options.get('Cat') ?? '']: cat,
    [pet.options.get('Dog') ?? '']: dog,
  });
  /** Weighted completes per option text of a question in a summary. */
  const counts = (s: SummaryResponse, questionId: string) =>
    new Map(
      s.results
        .find((e) => e.id === questionId)
        ?.rows.map((r) => [r.text, r.rowItems[0]?.completes ?? 0]),
    );

  beforeAll(async () => {
    requirePspp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'weighting-scheme-'));
    t = await startTestApp(
      { PANEL_LINK_SECRET, DATA_DIR: dataDir, PANEL_RATE: '0' },
      { jobs: true },
    );
    const w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    const ada = await w.account();
    token = ada.accessToken;
    other = (await w.account()).accessToken;
    const survey = await ada.survey({
      samplesNeeded: 60,
      questions: [
        { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] },
        { type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog'] },
      ],
    });
    surveyId = survey.surveyId;
    expect(await survey.buy()).toBe('Live');
    const petOf = (i: number) => (i < 42 ? 'Cat' : 'Dog');
    await survey.completes(60, (page, i) => {
      if (page.title === 'Which pet?') return pick(page, petOf(i));
      if (page.title === 'Which drink?') {
        const tea = petOf(i) === 'Cat' ? i % 3 !== 0 : i % 3 === 0;
        return pick(page, tea ? 'Tea' : 'Milk');
      }
      return null;
    });
    const read = await weighting();
    const byText = (text: string) => {
      const q = read.body.questions.find((x) => x.text === text);
      if (!q) throw new Error(`no weightable question ${text}`);
      return { id: q.questionId, options: new Map(q.options.map((o) => [o.text, o.id])) };
    };
    drink = byText('Which drink?');
    pet = byText('Which pet?');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the questions prefilled from the sample, refuses a bad scheme with its code and stores nothing', async () => {
    const before = await weighting();
    expect(before.status).toBe(200);
    expect(before.body.scheme).toBeNull();
    expect(before.body.applied).toBe(false);
    expect(before.body.weighting.available).toBe(false);
    const q = before.body.questions.find((x) => x.questionId === pet.id);
    expect(q?.prefillSource).toBe('sample');
    expect(q?.prefill).toEqual(petPercents(70, 30));

    const bad: [unknown, number, string | undefined][] = [
      [scheme(petPercents(50, 49)), 400, 'TARGETS_NOT_100'],
      [scheme({ ...petPercents(50, 50), nope: 1 }), 400, 'UNKNOWN_OPTION'],
      [scheme(petPercents(50, 50), { cap: 0.5, floor: 0.2 }), 400, 'INVALID_TRIM'],
      [{ targets: [{ questionId: 'q', percents: {} }], cap: 'five', floor: 0 }, 400, undefined],
    ];
    for (const [body, status, reason] of bad) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (reason) expect(res.body.reason).toBe(reason);
    }
    // Another account's survey: 404 for every route, and nothing changes.
    expect((await weighting(other)).status).toBe(404);
    expect((await put(scheme(petPercents(50, 50)), other)).status).toBe(404);
    expect(
      (await call('DELETE', `${API}/weighting?surveyId=${surveyId}`, undefined, other)).status,
    ).toBe(404);
    expect((await weighting()).body.scheme).toBeNull();
    expect(counts(await summary(), pet.id).get('Cat')).toBe(42);
  });

  it('weights the summary, the crosstab and the exported .sav alike (PSPP WEIGHT BY agrees)', async () => {
    const set = await put(scheme(petPercents(50, 50)));
    expect(set.status).toBe(200);
    expect(set.body.applied).toBe(true);
    expect(set.body.scheme).toEqual(scheme(petPercents(50, 50)));
    // Cats weigh 30/42, dogs 30/18: Kish efficiency 60^2 / (60 (42 (5/7)^2 + 18 (5/3)^2)) = 0.84.
    expect(set.body.weighting.efficiency).toBeCloseTo(0.84, 9);
    expect(set.body.weighting.effectiveBase).toBeCloseTo(50.4, 9);

    const s = await summary();
    expect(s.weighting.applied).toBe(true);
    expect(counts(s, pet.id).get('Cat')).toBeCloseTo(30, 9);
    expect(counts(s, pet.id).get('Dog')).toBeCloseTo(30, 9);
    // Tea: 28 cats x 5/7 + 6 dogs x 5/3 = 30.
    expect(counts(s, drink.id).get('Tea')).toBeCloseTo(30, 9);

    const table = await call<CrosstabResponse>('POST', `${API}/crosstab`, {
      surveyId,
      row: { questionId: drink.id, matrixTitleId: null },
      banner: [{ questionId: pet.id, matrixTitleId: null }],
      responseFilters: [],
      weighted: true,
    });
    expect(table.status).toBe(200);
    expect(table.body.weighting.efficiency).toBeCloseTo(0.84, 9);
    const api = new Map(table.body.rows.map((r) => [r.text, r.cells.map((c) => c.count)] as const));
    expect(api.get('Tea')?.[0]).toBeCloseTo(counts(s, drink.id).get('Tea') ?? 0, 9);

    const pspp = await psppCrosstab();
    // PSPP's weighted cells (WEIGHT BY weight) of Q1 by Q2: the API's cells to 1e-6.
    const columns = table.body.groups[0]?.columns ?? [];
    for (const [drinkText, cells] of api) {
      columns.forEach((column, c) => {
        const got = pspp.get(`${drinkText}|${column.text}`) ?? Number.NaN;
        const want = cells[c + 1] ?? Number.NaN;
        expect(Math.abs(got - want) / want, `${drinkText} x ${column.text}`).toBeLessThan(1e-6);
      });
    }
  });

  it('cleared: back to the quota weighting (here none), and the next export unweighted again', async () => {
    const cleared = await call<WeightingSchemeResponse>(
      'DELETE',
      `${API}/weighting?surveyId=${surveyId}`,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.scheme).toBeNull();
    expect(cleared.body.weighting.available).toBe(false);
    const s = await summary();
    expect(s.weighting.applied).toBe(false);
    expect(counts(s, pet.id).get('Cat')).toBe(42);
    const csv = await exported('CSV_ENCODED');
    const [head = [], ...rows] = parse(csv, { bom: true }) as string[][];
    const w = head.indexOf('weight');
    expect(rows.map((r) => Number(r[w]))).toEqual(rows.map(() => 1));
  });

  /** A weighted raw-data file of the survey, as the researcher downloads it. */
  async function exported(fileformat: 'SPSS' | 'CSV_ENCODED'): Promise<Buffer> {
    const res = await call<RawDataExportJob>('POST', RAW_DATA_EXPORTS_API, {
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat,
      weighted: true,
    });
    expect(res.status).toBe(202);
    for (let i = 0; i < 300; i++) {
      const job = (
        await call<RawDataExportJob>('GET', `${RAW_DATA_EXPORTS_API}/${res.body.exportId}`)
      ).body;
      if (job.status === 'failed') throw new Error(`export failed: ${job.error}`);
      if (job.status === 'done')
        return Buffer.from(await (await fetch(`${t.url}${job.url}`)).arrayBuffer());
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('export did not finish');
  }

  /** PSPP's weighted cells of Q1 by Q2 ('Tea|Cat' -> count), to 10 decimals. */
  async function psppCrosstab(): Promise<Map<string, number>> {
    const dir = mkdtempSync(path.join(tmpdir(), 'pspp-scheme-'));
    try {
      const file = path.join(dir, 'weighted.sav');
      writeFileSync(file, await exported('SPSS'));
      const syntax = path.join(dir, 'weights.sps');
      writeFileSync(
        syntax,
        [
          'SET TNUMBERS=LABELS TVARS=NAMES.',
          `GET FILE='${file}'.`,
          'WEIGHT BY weight.',
          // Under WEIGHT BY, N is the weighted count of each cell.
          'AGGREGATE OUTFILE=* /BREAK=Q1 Q2 /n=N.',
          'STRING drink pet (A40).',
          'COMPUTE drink = VALUELABEL(Q1).',
          'COMPUTE pet = VALUELABEL(Q2).',
          'FORMATS n (F24.12).',
          'LIST drink pet n.',
        ].join('\n'),
      );
      const raw = execFileSync('/usr/bin/pspp', ['-O', 'format=csv', syntax], { encoding: 'utf8' });
      if (/\b(error|warning):/i.test(raw))
        throw new Error(`PSPP complained:\n${raw.slice(0, 2000)}`);
      const list = raw.split(/\n\s*\n/).find((b) => b.trim().startsWith('Table: Data List')) ?? '';
      const [, ...rows] = parse(list.trim().split('\n').slice(1).join('\n')) as string[][];
      return new Map(rows.map((r) => [`${r[0]?.trim()}|${r[1]?.trim()}`, Number(r[2])]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
