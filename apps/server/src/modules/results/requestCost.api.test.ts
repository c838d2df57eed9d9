import { MAX_NETS } from '@survey/domain/analysis/nets';
import {
  MAX_QUALITY_PAGE,
  type QualityResponse,
  type ThemesResponse,
  type VariableRef,
} from '@survey/domain/results/analysisContract';
import type { ResponseFilter, ResultEntry, SummaryResponse } from '@survey/domain/results/contract';
import {
  MAX_FILTER_OPTION_IDS,
  MAX_FILTER_OPTIONS,
  MAX_FILTERS,
  MAX_TEXTS_PAGE,
  MAX_THEME_FILTER_IDS,
} from '@survey/domain/results/requestLimits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { MAX_EXCLUSION_IDS } from '../quality/quality.schemas.ts';
import { largeSurvey } from './testing/largeSurvey.ts';

const API = '/v2/survey-results/api/v1.0';
const COMPLETES = 100_000;
/** QUALITY.md R17: answered or refused within 1 s. */
const BOUND_MS = 1000;

const optionFilter = (questionId: string, ids: string[], matrixTitleId: string | null = null) => ({
  questionId,
  matrixTitleId,
  responseOptionIds: ids,
});

/** Every choice question's (and matrix row's) filter naming all its options. */
function fullFilters(entries: ResultEntry[]): ResponseFilter[] {
  return entries.flatMap((e) => {
    if (e.questionType === 'text') return [];
    if (e.entryType === 'matrix') {
      return e.rows.map((r) =>
        optionFilter(
          r.id,
          r.rowItems.map((i) => i.id),
          e.id,
        ),
      );
    }
    return [
      optionFilter(
        e.id,
        e.rows.map((r) => r.id),
      ),
    ];
  });
}

/**
 * The most a request may filter by: MAX_THEME_FILTER_IDS theme ids (every theme of both text
 * questions, the largest again in another spelling), then filters naming every option of each
 * choice question, round and round, up to MAX_FILTERS filters and MAX_FILTER_OPTION_IDS ids.
 */
function worstFilters(entries: ResultEntry[], themes: Map<string, string[]>): ResponseFilter[] {
  const themeIds = [...themes.values()].flat();
  const respelled = themeIds.map((id) => {
    const body = id.slice('theme:'.length);
    const none = body.startsWith('-');
    const stems = (none ? body.slice(1) : body).split('+').reverse();
    return `theme:${none ? '-' : ''}${stems.join('+')}`;
  });
  const perQuestion = [...themes.keys()].map((questionId) => optionFilter(questionId, []));
  [...themeIds, ...respelled].slice(0, MAX_THEME_FILTER_IDS).forEach((id) => {
    const owner = [...themes.entries()].findIndex(
      ([, ids]) => ids.includes(id) || ids.some((k) => respelled[themeIds.indexOf(k)] === id),
    );
    perQuestion[owner]?.responseOptionIds.push(id);
  });
  const out: ResponseFilter[] = [...perQuestion];
  const choices = fullFilters(entries);
  let ids = MAX_THEME_FILTER_IDS;
  for (let i = 0; out.length < MAX_FILTERS; i++) {
    const next = choices[i % choices.length] as ResponseFilter;
    // The ids left shared over the filters left, each option named again and again.
    const share = Math.ceil((MAX_FILTER_OPTION_IDS - ids) / (MAX_FILTERS - out.length));
    const taken = Array.from(
      { length: Math.min(share, MAX_FILTER_OPTIONS) },
      (_, k) => next.responseOptionIds[k % next.responseOptionIds.length] as string,
    );
    out.push({ ...next, responseOptionIds: taken });
    ids += taken.length;
  }
  return out;
}

describe('request cost (QUALITY.md R17): the worst request each results route accepts, at 100k completes', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let entries: ResultEntry[];
  let worst: ResponseFilter[];
  let everyone: ResponseFilter[];
  let textIds: string[];
  const byId = (id: string) => entries.find((e) => e.id === id) as ResultEntry;

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const res = await fetch(`${t.url}${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${ann.accessToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as unknown;
    const used = process.cpuUsage(cpu);
    return {
      status: res.status,
      wallMs: performance.now() - start,
      cpuMs: (used.user + used.system) / 1000,
      body: json,
    };
  };

  /**
   * The request answers (200/201) or is refused (400) within the bound. The server runs in this
   * process, so the process's CPU time over the call is what the request held a node for (its
   * event loop, GC and the client's few milliseconds). The wall clock would also count every
   * other process of a shared machine (the suite's other files run beside this one; a load of
   * 15 on 2 cores made a 3 ms route take 400 ms); it is in the message.
   */
  const bounded = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await call(method, path, body);
    expect([200, 201, 400], JSON.stringify(res.body).slice(0, 300)).toContain(res.status);
    const took = `${method} ${path}: ${Math.round(res.cpuMs)} ms CPU, ${Math.round(res.wallMs)} ms wall`;
    expect(res.cpuMs, took).toBeLessThan(BOUND_MS);
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
    const survey = await largeSurvey(t, ann, { completes: COMPLETES, walked: 400, excluded: 1000 });
    surveyId = survey.surveyId;
    expect(survey.completes).toBeGreaterThanOrEqual(COMPLETES);
    // The first read builds the index from every stored complete, and the first themes call
    // finds each text question's themes: once per survey and version (results README), not
    // a cost a request's body decides. Both happen here, untimed.
    const summary = await call('POST', '/summary', { surveyId });
    entries = (summary.body as SummaryResponse).results;
    textIds = entries.filter((e) => e.questionType === 'text').map((e) => e.id);
    const themes = new Map<string, string[]>();
    for (const questionId of textIds) {
      const found = await call('POST', '/themes', { surveyId, questionId });
      themes.set(
        questionId,
        (found.body as ThemesResponse).themes.map((th) => th.id),
      );
    }
    expect([...themes.values()].flat().length).toBeGreaterThan(20);
    // The first weighted read after a complete arrives or the exclusions change rakes the
    // included completes again (results README, "Weighted results"): once per change.
    await call('POST', '/summary', { surveyId, weighted: true });
    worst = worstFilters(entries, themes);
    // Filters that keep every respondent: the most members a weighted count visits.
    everyone = [
      optionFilter(
        'gender',
        byId('gender').rows.map((r) => r.id),
      ),
    ];
  }, 600_000);

  afterAll(async () => {
    await t?.close();
  });

  const multi = () => entries.find((e) => e.isMultipleChoice) as ResultEntry;
  const matrix = () => entries.find((e) => e.entryType === 'matrix') as ResultEntry;
  const ref = (e: ResultEntry, row = 0): VariableRef =>
    e.entryType === 'matrix'
      ? { questionId: e.rows[row]?.id ?? '', matrixTitleId: e.id }
      : { questionId: e.id, matrixTitleId: null };
  /** Six banner groups of the widest questions: 40 + 12 + 2 + 3 x 5 columns. */
  const widestBanner = (): VariableRef[] => [
    ref(multi()),
    ref(
      entries.find(
        (e) => e.questionType === 'basic' && !e.isMultipleChoice && e.rows.length === 12,
      ) as ResultEntry,
    ),
    ref(byId('gender')),
    ref(matrix(), 0),
    ref(matrix(), 1),
    ref(matrix(), 2),
  ];
  const allNets = () =>
    Array.from({ length: MAX_NETS }, (_, i) => ({
      label: `Net ${i + 1}`,
      optionIds: multi().rows.map((r) => r.id),
    }));
  const worstTable = (responseFilters: ResponseFilter[]) => ({
    surveyId,
    row: ref(multi()),
    banner: widestBanner(),
    responseFilters,
    weighted: true,
    nets: allNets(),
    boxes: true,
  });

  it('is set up as asked: 100k completes, every filter limit used', () => {
    expect(worst).toHaveLength(MAX_FILTERS);
    const ids = worst.flatMap((f) => f.responseOptionIds);
    expect(ids.length).toBe(MAX_FILTER_OPTION_IDS);
    expect(ids.filter((id) => id.startsWith('theme:'))).toHaveLength(MAX_THEME_FILTER_IDS);
  });

  it('refuses at once what the schemas took before (100 filters of 500 theme ids)', async () => {
    // Each theme id, known or not, walked every text answer (~10 ms at 100k): this body held a
    // node for minutes. Distinct ids: identical ones were merged before too.
    const questionId = textIds[0] as string;
    const responseFilters = Array.from({ length: 100 }, (_, f) =>
      optionFilter(
        questionId,
        Array.from({ length: 500 }, (_, i) => `theme:s${String(f * 500 + i)}`),
      ),
    );
    for (const path of ['/summary', '/texts', '/themes']) {
      const res = await bounded('POST', path, { surveyId, questionId, responseFilters });
      expect(res.status).toBe(400);
    }
  });

  it('summary', async () => {
    for (const responseFilters of [worst, everyone]) {
      const res = await bounded('POST', '/summary', { surveyId, responseFilters, weighted: true });
      expect(res.status).toBe(200);
    }
  });

  it('texts', async () => {
    for (const questionId of textIds) {
      for (const body of [
        { responseFilters: worst, search: 'e'.repeat(200), offset: 0, limit: MAX_TEXTS_PAGE },
        { responseFilters: everyone, search: 'e', offset: 0, limit: MAX_TEXTS_PAGE },
        { responseFilters: [], search: '', offset: 10_000_000, limit: MAX_TEXTS_PAGE },
      ]) {
        const res = await bounded('POST', '/texts', { surveyId, questionId, ...body });
        expect(res.status).toBe(200);
      }
    }
  });

  it('themes', async () => {
    for (const questionId of textIds) {
      for (const responseFilters of [worst, everyone]) {
        const res = await bounded('POST', '/themes', { surveyId, questionId, responseFilters });
        expect(res.status).toBe(200);
      }
    }
  });

  it('crosstab', async () => {
    for (const responseFilters of [worst, everyone]) {
      expect((await bounded('POST', '/crosstab', worstTable(responseFilters))).status).toBe(200);
    }
    // A slider row: bins, means and boxes; a matrix row: boxes; the lowest rank of a ranked row.
    const slider = entries.find((e) => e.questionType === 'scale') as ResultEntry;
    const ranked = entries.find((e) => e.questionType === 'ranked') as ResultEntry;
    for (const row of [
      ref(slider),
      ref(matrix(), 7),
      { ...ref(ranked), rank: ranked.rows.length },
    ]) {
      const res = await bounded('POST', '/crosstab', {
        ...worstTable(everyone),
        row,
        nets: [],
      });
      expect(res.status).toBe(200);
    }
  });

  it('crosstabs: save the worst table, then list 100 saved tables', async () => {
    const { responseFilters, ...rest } = worstTable(worst);
    const definition = { ...rest, responseFilters };
    delete (definition as { surveyId?: string }).surveyId;
    expect(
      (await bounded('POST', '/crosstabs', { surveyId, name: 'Worst', definition })).status,
    ).toBe(201);
    // 99 more of the same definition, stored directly (saving each would repeat the test above).
    await t.deps.database.pool.query(
      `INSERT INTO saved_crosstabs (id, survey_id, account_id, created_by, name, definition, created_at)
       SELECT gen_random_uuid(), survey_id, account_id, created_by, name || ' ' || g, definition, created_at
         FROM saved_crosstabs, generate_series(1, 99) g WHERE survey_id = $1`,
      [surveyId],
    );
    const list = await bounded('GET', `/crosstabs?surveyId=${surveyId}`);
    expect(list.body).toHaveLength(100);
  });

  it('quotas and progress', async () => {
    expect((await bounded('GET', `/quotas?surveyId=${surveyId}`)).status).toBe(200);
    const others = Array.from({ length: 99 }, () => crypto.randomUUID());
    expect((await bounded('POST', '/progress', { surveyIds: [surveyId, ...others] })).status).toBe(
      200,
    );
  });

  it('data quality: every page of the flagged list, exclude all of a reason, the largest exclusion', async () => {
    // Nearly every complete is listed (the copies repeat each walked free text). The list is
    // worked out in PostgreSQL and only the page comes back (quality README, "At read time"):
    // before, the server read every row and worked it out (1.7-3.5 s of its CPU here).
    const page = async (offset: number) => {
      const path = `/quality?surveyId=${surveyId}&offset=${offset}&limit=${MAX_QUALITY_PAGE}`;
      const list = await bounded('GET', path);
      expect(list.status).toBe(200);
      return list.body as QualityResponse;
    };
    const first = await page(0);
    expect(first.total).toBeGreaterThan(COMPLETES * 0.9);
    expect(first.flagged).toHaveLength(MAX_QUALITY_PAGE);
    expect((await page(first.total - MAX_QUALITY_PAGE)).flagged).toHaveLength(MAX_QUALITY_PAGE);
    expect((await page(10_000_000)).flagged).toHaveLength(0);
    const { rows } = await t.deps.database.pool.query<{ id: string }>(
      `SELECT id FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'
        ORDER BY id DESC LIMIT $2`,
      [surveyId, MAX_EXCLUSION_IDS],
    );
    const sessionIds = rows.map((r) => r.id);
    const res = await bounded('POST', '/quality/exclusions', {
      surveyId,
      sessionIds,
      excluded: true,
    });
    expect(res.status).toBe(200);
    // 'Exclude all (n)' of the reason that flags nearly every complete: n of the list's ids.
    const all = await bounded('POST', '/quality/exclusions', {
      surveyId,
      reason: 'DUPLICATE_TEXT',
      excluded: true,
    });
    expect(all.body).toMatchObject({ excludedCount: expect.any(Number) as number });
    expect((all.body as { excludedCount: number }).excludedCount).toBeGreaterThanOrEqual(
      first.includedByReason.DUPLICATE_TEXT,
    );
  }, 60_000);
});
