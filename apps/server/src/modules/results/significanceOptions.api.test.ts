import {
  DEFAULT_SIGNIFICANCE,
  type CrosstabResponse,
} from '@survey/domain/results/analysisContract';
import type { SavedCrosstab, SignificanceOptions } from '@survey/domain/results/analysisContract';
import { pick } from '@survey/testkit/completes';
import { world } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const PANEL_LINK_SECRET = 'signif-test-panel-link-secret-0123456789abcdef';
const API = '/v2/survey-results/api/v1.0';

/**
 * The researcher's significance options on a crosstab (issue 38 §5) through the results REST API:
 * applied to the letters, returned with the answer, saved with a table and applied when it opens.
 *
 * The world: Q2 'Which drink?' (Tea, Milk) by Q3 'Which pet?' (Cat A, Dog B, Fish C), 30 each.
 * Tea: Cat 21 (70%), Dog 12 (40%), Fish 15 (50%). Cat vs Dog: z = 2.335, p = 0.0195; Cat vs Fish
 * p = 0.114; Dog vs Fish p = 0.43. Cat vs the rest (27 of 60, 45%): z = 2.24, p = 0.025.
 */
describe('significance options (crosstab REST API)', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let surveyId: string;
  let row: { questionId: string; matrixTitleId: null };
  let banner: { questionId: string; matrixTitleId: null }[];

  const call = async <T>(method: string, path: string, body?: unknown, as = token) => {
    const res = await fetch(`${t.url}${API}${path}`, {
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
      body: (text ? JSON.parse(text) : null) as T & { reason?: string; details?: unknown },
    };
  };
  const definition = (significance?: SignificanceOptions) => ({
    row,
    banner,
    responseFilters: [],
    weighted: false,
    nets: [],
    boxes: false,
    ...(significance ? { significance } : {}),
  });
  /** Tea's letters in Total, Cat, Dog, Fish. */
  const teaLetters = (table: CrosstabResponse) =>
    table.rows.find((r) => r.text === 'Tea')?.cells.map((c) => c.higherThan);
  const options = (o: Partial<SignificanceOptions>): SignificanceOptions => ({
    ...DEFAULT_SIGNIFICANCE,
    ...o,
  });

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    const w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    const ada = await w.account();
    token = ada.accessToken;
    other = (await w.account()).accessToken;
    const survey = await ada.survey({
      samplesNeeded: 90,
      questions: [
        { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] },
        { type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog', 'Fish'] },
      ],
    });
    surveyId = survey.surveyId;
    expect(await survey.buy()).toBe('Live');
    const pet = (i: number) => ['Cat', 'Dog', 'Fish'][Math.floor(i / 30)] as string;
    const teas = { Cat: 21, Dog: 12, Fish: 15 } as Record<string, number>;
    await survey.completes(90, (page, i) => {
      if (page.title === 'Which pet?') return pick(page, pet(i));
      if (page.title === 'Which drink?')
        return pick(page, i % 30 < (teas[pet(i)] ?? 0) ? 'Tea' : 'Milk');
      return null;
    });
    const summary = await call<{ results: { id: string; text: string }[] }>('POST', '/summary', {
      surveyId,
      responseFilters: [],
    });
    const idOf = (text: string) => {
      const entry = summary.body.results.find((e) => e.text === text);
      if (!entry) throw new Error(`no question '${text}'`);
      return { questionId: entry.id, matrixTitleId: null };
    };
    row = idOf('Which drink?');
    banner = [idOf('Which pet?')];
  }, 300_000);
  afterAll(() => t.close());

  it('without options: the spec letters (95/90%, between columns), and the options it used', async () => {
    const res = await call<CrosstabResponse>('POST', '/crosstab', { surveyId, ...definition() });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.groups[0]?.columns.map((c) => c.unweightedBase)).toEqual([30, 30, 30]);
    expect(teaLetters(res.body)).toEqual(['', 'B', '', '']);
    expect(res.body.significance).toEqual(DEFAULT_SIGNIFICANCE);
  });

  it('99% with 95% second: lower case; with Bonferroni over the 3 pairs (p 0.0585): no letter', async () => {
    const strict = options({ level: 99, lowerLevel: 95 });
    const a = await call<CrosstabResponse>('POST', '/crosstab', {
      surveyId,
      ...definition(strict),
    });
    expect(a.status).toBe(200);
    expect(teaLetters(a.body)).toEqual(['', 'b', '', '']);
    expect(a.body.significance).toEqual(strict);
    const corrected = options({ level: 99, lowerLevel: 95, correction: 'bonferroni' });
    const b = await call<CrosstabResponse>('POST', '/crosstab', {
      surveyId,
      ...definition(corrected),
    });
    expect(teaLetters(b.body)).toEqual(['', '', '', '']);
  });

  it("against the rest: Cat's own letter (70% against 45%)", async () => {
    const res = await call<CrosstabResponse>('POST', '/crosstab', {
      surveyId,
      ...definition(options({ comparison: 'rest' })),
    });
    expect(res.status).toBe(200);
    expect(teaLetters(res.body)).toEqual(['', 'A', '', '']);
  });

  it('refuses options that are not options with a typed 400, saving nothing', async () => {
    const bad: unknown[] = [
      { ...DEFAULT_SIGNIFICANCE, lowerLevel: 95 },
      { ...DEFAULT_SIGNIFICANCE, level: 90 },
      { ...DEFAULT_SIGNIFICANCE, level: 80 },
      { ...DEFAULT_SIGNIFICANCE, comparison: 'total' },
      { ...DEFAULT_SIGNIFICANCE, correction: 'sidak' },
      { level: 99 },
    ];
    for (const significance of bad) {
      const res = await call('POST', '/crosstab', { surveyId, ...definition(), significance });
      expect(res.status, JSON.stringify(significance)).toBe(400);
      const saved = await call('POST', '/crosstabs', {
        surveyId,
        name: 'Bad',
        definition: { ...definition(), significance },
      });
      expect(saved.status).toBe(400);
    }
    expect((await call<SavedCrosstab[]>('GET', `/crosstabs?surveyId=${surveyId}`)).body).toEqual(
      [],
    );
  });

  it('saved with a table, returned, and applied when it opens; a table saved without them reads as before', async () => {
    const corrected = options({ level: 99, lowerLevel: 95, correction: 'bonferroni' });
    const saved = await call<SavedCrosstab>('POST', '/crosstabs', {
      surveyId,
      name: 'Strict',
      definition: definition(corrected),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.definition.significance).toEqual(corrected);
    const plain = await call<SavedCrosstab>('POST', '/crosstabs', {
      surveyId,
      name: 'Plain',
      definition: definition(),
    });
    expect(plain.body.definition.significance).toEqual(DEFAULT_SIGNIFICANCE);
    const listed = await call<SavedCrosstab[]>('GET', `/crosstabs?surveyId=${surveyId}`);
    expect(listed.body.map((c) => [c.name, c.definition.significance])).toEqual([
      ['Strict', corrected],
      ['Plain', DEFAULT_SIGNIFICANCE],
    ]);
    const opened = await call<CrosstabResponse>('POST', '/crosstab', {
      surveyId,
      ...listed.body[0]?.definition,
    });
    expect(teaLetters(opened.body)).toEqual(['', '', '', '']);
    // Another account neither reads the tables nor tabulates the survey with options.
    expect((await call('GET', `/crosstabs?surveyId=${surveyId}`, undefined, other)).status).toBe(
      404,
    );
    expect(
      (await call('POST', '/crosstab', { surveyId, ...definition(corrected) }, other)).status,
    ).toBe(404);
  });
});
