import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import { pick } from '@survey/testkit/completes';
import { world, type Researcher, type WorldMarkets } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { exportClient, type ExportRequest } from './testing/exportClient.ts';
import { readWithPspp, requirePspp } from './testing/exportFixture.ts';

const PANEL_LINK_SECRET = 'market-exports-panel-link-secret-0123456789';
const DRINK = 'Which drink do you prefer?';

/** Issue 37 §3: one raw-data file across the markets of a multi-market project. */
describe('raw-data exports across markets (Market and Language columns)', () => {
  let t: TestApp;
  let ann: Researcher;
  let bob: Researcher;
  let study: WorldMarkets;
  /** Completes per market, in the project's order (GB, DE, FR). */
  const completed: number[] = [];

  const client = (who: () => Researcher) => exportClient(() => t.url, who().accessToken);
  const marketOf = (code: string) => study.markets.find((m) => m.countryCode === code);
  const de = () => marketOf('DE')?.surveyId ?? '';

  /** Starts the export as Ann, waits for it, and answers the job and its file's bytes. */
  async function exported(
    body: Omit<ExportRequest, 'survey_id'> & { markets?: string },
  ): Promise<{ job: RawDataExportJob; bytes: Buffer }> {
    const api = client(() => ann);
    const started = await api.start({ survey_id: de(), ...body } as ExportRequest);
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const job = await api.finished(String(started.body.exportId));
    expect(job.status, job.error ?? '').toBe('done');
    const res = await fetch(`${t.url}${job.url ?? ''}`);
    return { job, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  const csv = (bytes: Buffer) => parse(bytes, { bom: true }) as string[][];

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    const w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    ann = await w.account();
    bob = await w.account();
    study = await ann.markets({
      countries: ['GB', 'DE', 'FR'],
      samplesNeeded: 20,
      questions: [{ type: 'Basic', text: DRINK, options: ['Tea', 'Coffee'] }],
    });
    // Germany alone asks an audience question: a column only its rows fill.
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId: de(),
      position: 0,
      audienceCriterionCode: 'gender',
    });
    await study.buy();
    for (const [i, market] of study.markets.entries()) {
      // A market's respondents read its language: the world translates a text as '{language} {text}'.
      const shown = (text: string) => (market.lead ? text : `${market.language} ${text}`);
      const outcomes = await market.completes(2 + i, (page) =>
        page.label === 'Q1' ? pick(page, shown(i === 1 ? 'Coffee' : 'Tea')) : null,
      );
      completed.push(outcomes.filter((o) => o === 'complete').length);
    }
  });
  afterAll(() => t.close());

  it('writes every market in one wide CSV: Market and Language after the respondent id, the audience column of Germany alone', async () => {
    expect(completed.every((n) => n > 0)).toBe(true);
    const { job, bytes } = await exported({
      dimension: 'WIDE',
      fileformat: 'CSV_UNENCODED',
      markets: 'all',
    });
    expect(job.markets).toBe('all');
    expect(job.fileName).toContain('all markets');
    const [header = [], ...rows] = csv(bytes);
    expect(header.slice(0, 4)).toEqual(['respondent_id', 'Market', 'Language', 'status']);
    const count = (code: string) => rows.filter((r) => r[1] === code).length;
    expect([count('GB'), count('DE'), count('FR')]).toEqual(completed);
    const languages = new Map(rows.map((r) => [r[1], r[2]]));
    expect(Object.fromEntries(languages)).toEqual({ GB: 'en', DE: 'de', FR: 'fr' });
    // Labels in the base language, the shared question one column for every market.
    const q1 = header.indexOf('Q1');
    expect(rows.filter((r) => r[1] === 'DE').map((r) => r[q1])).toEqual(
      Array.from({ length: completed[1] ?? 0 }, () => 'Coffee'),
    );
    expect(new Set(rows.filter((r) => r[1] !== 'DE').map((r) => r[q1]))).toEqual(new Set(['Tea']));
    const gender = header.indexOf('A1');
    expect(gender).toBeGreaterThan(header.indexOf('weight'));
    expect(rows.filter((r) => r[1] === 'DE').every((r) => r[gender] !== '')).toBe(true);
    expect(rows.filter((r) => r[1] !== 'DE').every((r) => r[gender] === '')).toBe(true);

    // Absent, the market's own file as before: no market columns, its rows only.
    const own = csv((await exported({ dimension: 'WIDE', fileformat: 'CSV_UNENCODED' })).bytes);
    expect(own[0]?.slice(0, 2)).toEqual(['respondent_id', 'status']);
    expect(own.length - 1).toBe(completed[1]);
  });

  it('writes the long CSV across markets with the market columns in every row', async () => {
    const { bytes } = await exported({
      dimension: 'LONG',
      fileformat: 'CSV_ENCODED',
      markets: 'all',
    });
    const [header = [], ...rows] = csv(bytes);
    expect(header.slice(0, 3)).toEqual(['respondent_id', 'Market', 'Language']);
    expect(header.slice(-2)).toEqual(['variable', 'value']);
    const q1 = rows.filter((r) => r.at(-2) === 'Q1');
    expect(q1.map((r) => r[1]).sort()).toEqual(
      ['GB', 'DE', 'FR']
        .flatMap((code, i) => Array.from({ length: completed[i] ?? 0 }, () => code))
        .sort(),
    );
    expect(q1.filter((r) => r[1] === 'DE').every((r) => r.at(-1) === '2' && r[2] === 'de')).toBe(
      true,
    );
  });

  it('writes a .sav across markets that PSPP reads, Market labelled with the country names', async () => {
    requirePspp();
    const dir = mkdtempSync(path.join(tmpdir(), 'pspp-markets-'));
    try {
      const wide = path.join(dir, 'wide.sav');
      writeFileSync(
        wide,
        (await exported({ dimension: 'WIDE', fileformat: 'SPSS', markets: 'all' })).bytes,
      );
      const reading = readWithPspp(wide, ['Market', 'Language', 'Q1']);
      expect(reading.cases).toBe(completed.reduce((a, b) => a + b, 0));
      expect(reading.dictionary.get('Market')?.Label).toBe('Market');
      for (const name of ['United Kingdom', 'Germany', 'France']) {
        expect(reading.valueLabels).toContain(name);
      }
      expect(Object.fromEntries(reading.frequencies.get('Market') ?? [])).toEqual({
        GB: completed[0],
        DE: completed[1],
        FR: completed[2],
      });
      expect(reading.valueLabels).toContain('Coffee');

      const long = path.join(dir, 'long.sav');
      writeFileSync(
        long,
        (await exported({ dimension: 'LONG', fileformat: 'SPSS', markets: 'all' })).bytes,
      );
      const longReading = readWithPspp(long, ['Market']);
      expect([...(longReading.frequencies.get('Market')?.keys() ?? [])].sort()).toEqual([
        'DE',
        'FR',
        'GB',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the same file until any market has a new complete', async () => {
    const api = client(() => ann);
    const body = { survey_id: de(), dimension: 'WIDE', fileformat: 'CSV_ENCODED', markets: 'all' };
    const first = await api.finished(
      String((await api.start(body as ExportRequest)).body.exportId),
    );
    const again = await api.start(body as ExportRequest);
    expect(again.body.exportId).toBe(first.exportId);
    // A French complete: the file across markets is written again (France's revision changed).
    const outcomes = await marketOf('FR')?.completes(1, () => null, 'fr-late');
    expect(outcomes).toEqual(['complete']);
    const after = await api.start(body as ExportRequest);
    expect(after.body.exportId).not.toBe(first.exportId);
    const job = await api.finished(String(after.body.exportId));
    expect(job.rowsTotal).toBe(completed.reduce((a, b) => a + b, 0) + 1);
  });

  it("refuses another account's market (404), an ad hoc survey (400 NOT_MULTI_MARKET) and an unknown markets value (400), writing nothing", async () => {
    const all = { dimension: 'WIDE', fileformat: 'CSV_ENCODED', markets: 'all' } as const;
    const foreign = await client(() => bob).start({ survey_id: de(), ...all } as ExportRequest);
    expect(foreign.status).toBe(404);
    const adHoc = await ann.survey({ samplesNeeded: 10 });
    const single = await client(() => ann).start({
      survey_id: adHoc.surveyId,
      ...all,
    } as ExportRequest);
    expect(single.status).toBe(400);
    expect(single.body).toMatchObject({ error: 'BAD_USER_INPUT', reason: 'NOT_MULTI_MARKET' });
    const unknown = await client(() => ann).start({
      survey_id: de(),
      ...all,
      markets: 'some',
    } as unknown as ExportRequest);
    expect(unknown.status).toBe(400);
    const jobs = await t.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM export_jobs WHERE survey_id = $1 OR account_id = $2',
      [adHoc.surveyId, bob.accountId],
    );
    expect(jobs.rows[0]).toEqual({ n: 0 });
  });
});
