import { resultLayout } from '@survey/domain/results/layout';
import { completes, pick } from '@survey/testkit/completes';
import { world } from '@survey/testkit/world';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relogin } from '../../../test/projectHelpers.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { TRACKER_WAVES_QUEUE } from './trackers.job.ts';
import type { TrackerView } from './trackers.presenter.ts';
import type { WaveCrosstab } from './waveResults.service.ts';

const DAY = 86_400_000;

/**
 * Results across waves (issue 39 §4; the simulated panel sends nobody: PANEL_RATE 0): a weekly tracker whose wave 2 launches on its date; 40
 * completes in each wave, 'Acme' chosen by 30 in wave 1 and by 10 in wave 2.
 */
describe('results across waves', () => {
  let t: TestApp;
  let token: string;
  let trackerId: string;
  let questionId: string;
  const waveSurveys: string[] = [];

  const post = async (path: string, body: unknown, as = () => token) => {
    const res = await fetch(`${t.url}/v1/trackers${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as WaveCrosstab & { reason?: string } };
  };

  beforeAll(async () => {
    t = await startTestApp(
      { PANEL_POPULATION_SIZE: '5000', PANEL_LINK_SECRET: TEST_PANEL_SECRET, PANEL_RATE: '0' },
      { jobs: true },
    );
    const w = world(t.url, { panelLinkSecret: TEST_PANEL_SECRET });
    const ann = await w.account();
    const wave1 = await ann.survey({
      samplesNeeded: 100,
      questions: [{ type: 'Basic', text: 'Which brand?', options: ['Acme', 'Bolt'] }],
    });
    await wave1.buy();
    const brand = (share: number) => (page: Parameters<typeof pick>[0], i: number) =>
      pick(page, i < share ? 'Acme' : 'Bolt');
    await wave1.completes(40, brand(30), 'w1');
    const today = new Date(Math.floor(t.deps.clock().getTime() / DAY) * DAY);
    const created = await fetch(`${t.url}/v1/trackers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        surveyId: wave1.surveyId,
        every: 1,
        unit: 'week',
        startDate: today.toISOString().slice(0, 10),
        timeZone: 'UTC',
        excludeWaves: 1,
        purchase: 'budget',
        budget: 100_000,
      }),
    });
    trackerId = ((await created.json()) as TrackerView).id;
    await w.clock.advance(today.getTime() + 7 * DAY - t.deps.clock().getTime());
    await w.jobs.runNow(TRACKER_WAVES_QUEUE);
    token = (await relogin(t, ann)).accessToken;
    const tracker = (await (
      await fetch(`${t.url}/v1/trackers/${trackerId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as TrackerView;
    expect(tracker.waves.map((x) => x.status)).toEqual(['launched', 'launched']);
    waveSurveys.push(...tracker.waves.map((x) => x.surveyId ?? ''));
    const target = { baseUrl: t.url, panelLinkSecret: TEST_PANEL_SECRET };
    await completes(target, waveSurveys[1] ?? '', 40, brand(10), 'w2');
    // The copy keeps the question's id: results match questions across waves by it.
    const live = await new LiveSurveys(t.deps.database.db).current(waveSurveys[1] ?? '');
    if (!live) throw new Error('wave 2 is not published');
    const entry = resultLayout(live.published).entries.find((e) => e.text === 'Which brand?');
    questionId = entry?.id ?? '';
  }, 240_000);
  afterAll(() => t.close());

  it('puts the waves side by side with letters between them, and the Wave filter keeps the waves asked for', async () => {
    const row = { questionId, matrixTitleId: null };
    const both = await post(`/${trackerId}/crosstab`, { row });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.text).toBe('Which brand?');
    expect(both.body.waves.map((w) => [w.wave, w.letter, w.base])).toEqual([
      [1, 'A', 40],
      [2, 'B', 40],
    ]);
    expect(both.body.surveys.map((s) => s.surveyId)).toEqual(waveSurveys);
    expect(
      both.body.rows.map((r) => [r.text, r.cells.map((c) => [c.count, c.higherThan])]),
    ).toEqual([
      [
        'Acme',
        [
          [30, 'B'],
          [10, ''],
        ],
      ],
      [
        'Bolt',
        [
          [10, ''],
          [30, 'A'],
        ],
      ],
    ]);

    const second = await post(`/${trackerId}/crosstab`, { row, waves: [2] });
    expect(second.body.waves.map((w) => w.wave)).toEqual([2]);
    expect(second.body.rows.map((r) => r.cells.map((c) => c.count))).toEqual([[10], [30]]);

    const filtered = await post(`/${trackerId}/crosstab`, {
      row,
      responseFilters: [{ questionId, matrixTitleId: null, responseOptionIds: ['nope'] }],
    });
    expect(filtered).toMatchObject({ status: 400, body: { reason: 'UNKNOWN_OPTION' } });
    const unknown = await post(`/${trackerId}/crosstab`, {
      row: { questionId: 'nope', matrixTitleId: null },
    });
    expect(unknown.status).toBe(400);
  });

  it('exports every wave in one CSV with a wave column, which PSPP reads', async () => {
    const res = await fetch(`${t.url}/v1/trackers/${trackerId}/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await res.text();
    const header = (csv.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '').split(',');
    expect(header[0]).toBe('wave');
    expect(header).toContain('Q1');
    const dir = mkdtempSync(path.join(tmpdir(), 'waves-'));
    try {
      const file = path.join(dir, 'waves.csv');
      writeFileSync(file, csv);
      const variables = header.map((name, i) => (i === 0 ? 'wave F8.0' : `${name} A64`));
      const syntax = path.join(dir, 'read.sps');
      writeFileSync(
        syntax,
        [
          `GET DATA /TYPE=TXT /FILE='${file}' /ENCODING='UTF-8' /ARRANGEMENT=DELIMITED`,
          `  /FIRSTCASE=2 /DELIMITERS=',' /QUALIFIER='"' /VARIABLES=${variables.join(' ')}.`,
          'SHOW N.',
          'CROSSTABS /TABLES=Q1 BY wave.',
        ].join('\n'),
      );
      const out = execFileSync('/usr/bin/pspp', ['-O', 'format=csv', syntax], { encoding: 'utf8' });
      expect(out).not.toMatch(/\b(error|warning):/i);
      expect(/SHOW: N is (\d+)/.exec(out)?.[1]).toBe('80');
      // Q1 by wave: Acme 30 then 10, Bolt 10 then 30.
      expect(out).toMatch(/Acme,Count,30(\.00)?,10(\.00)?,40/);
      expect(out).toMatch(/Bolt,Count,10(\.00)?,30(\.00)?,40/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exports every wave as one SPSS file with a labelled wave variable, which PSPP reads', async () => {
    const res = await fetch(`${t.url}/v1/trackers/${trackerId}/export.sav`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-spss-sav');
    expect(res.headers.get('content-disposition')).toContain('tracker-waves.sav');
    const dir = mkdtempSync(path.join(tmpdir(), 'waves-sav-'));
    try {
      const file = path.join(dir, 'waves.sav');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const syntax = path.join(dir, 'read.sps');
      writeFileSync(
        syntax,
        [
          `GET FILE='${file}'.`,
          'SHOW N.',
          'FREQUENCIES /VARIABLES=wave.',
          'CROSSTABS /TABLES=Q1 BY wave.',
        ].join('\n'),
      );
      const out = execFileSync('/usr/bin/pspp', ['-O', 'format=csv', syntax], { encoding: 'utf8' });
      expect(out).not.toMatch(/\b(error|warning):/i);
      expect(/SHOW: N is (\d+)/.exec(out)?.[1]).toBe('80');
      // 40 cases a wave, labelled 'Wave 1' and 'Wave 2'.
      expect(out).toMatch(/Wave 1,40,50\.0/);
      expect(out).toMatch(/Wave 2,40,50\.0/);
      // Q1 (codes labelled with the options) by wave: Acme 30 then 10, Bolt 10 then 30.
      expect(out).toMatch(/Acme,Count,30(\.00)?,10(\.00)?,40/);
      expect(out).toMatch(/Bolt,Count,10(\.00)?,30(\.00)?,40/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
