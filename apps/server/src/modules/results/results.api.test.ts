import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import type {
  QuotasResponse,
  SummaryResponse,
  TextAnswersResponse,
} from '@survey/domain/results/contract';
import { resultLayout, type ResultLayout } from '@survey/domain/results/layout';
import { randomFilters } from '@survey/domain/results/testing/randomFilters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  bareTestSurvey,
  purchaseOk,
  readyTestSurvey,
  TEST_LOI,
} from '../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { abandonAfterMs } from '@survey/domain/fieldwork/abandonment';
import { abandonmentSettings, dropIdleSessions } from '../respondent/dropIdle.ts';
import { sqlCounts } from './testing/sqlOracle.ts';

const API = '/v2/survey-results/api/v1.0';

describe('results REST API (/summary, /texts, /quotas)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let layout: ResultLayout;
  let driver: ReturnType<typeof respondentDriver>;
  let completes = 0;
  const rnd = seededRandom(12);

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token = ann.accessToken,
  ) => {
    const res = await fetch(`${t.url}${API}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: res.status,
      body: (await res.json()) as T & { error?: string; reason?: string },
    };
  };
  const summary = (body: unknown, token?: string) =>
    call<SummaryResponse>('POST', '/summary', body, token);
  const texts = (body: unknown, token?: string) =>
    call<TextAnswersResponse>('POST', '/texts', body, token);
  const quotas = (id: string, token?: string) =>
    call<QuotasResponse>('GET', `/quotas?surveyId=${id}`, undefined, token);

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    ({ surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 200 }));
    await storeTestDocument(t, surveyId, makeQuestionnaire(12, 5));
    const token = ann.accessToken;
    const gender = await audienceOk(t, token, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'gender',
    });
    const codes =
      gender.audience.members[0]?.memberItem.standardCriterionOptions?.map(
        (o) => o.criterionOption.code,
      ) ?? [];
    // The last gender option screens out, so some respondents end screened out.
    await audienceOk(t, token, 'removeStandardQualification', {
      surveyId,
      audienceCriterionCode: 'gender',
      audienceCriterionOptionCode: codes[codes.length - 1],
    });
    await audienceOk(t, token, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
    await audienceOk(t, token, 'sumStandardQuotasTo100', {
      surveyId,
      audienceCriterionCode: 'gender',
    });
    await purchaseOk(t, ann, surveyId);
    driver = respondentDriver(t);
    const live = await driver.ctx.live.current(surveyId);
    if (!live) throw new Error('not published');
    layout = resultLayout(live.published);
    for (let i = 0; i < 40; i++) {
      const end = await driver.walk(surveyId, `r-${i}`, rnd);
      if (end.page.kind === 'end' && end.page.outcome === 'complete') completes++;
    }
    // Sessions that must never count: two left in progress and one dropped.
    await driver.walk(surveyId, 'in-progress-1', rnd, { maxPages: 1 });
    await driver.walk(surveyId, 'in-progress-2', rnd, { maxPages: 3 });
    await driver.walk(surveyId, 'dropped-1', rnd, { maxPages: 2 });
    const abandonment = abandonmentSettings(t.deps.config);
    const idleMs = abandonAfterMs(abandonment, TEST_LOI, false);
    await dropIdleSessions({
      db: t.deps.database.db,
      clock: () => new Date(Date.now() + idleMs + 60_000),
      abandonment,
    });
    await driver.walk(surveyId, 'in-progress-3', rnd, { maxPages: 0 });
  }, 120_000);
  afterAll(() => t.close());

  it('stored completes, screened-out respondents and unfinished sessions as expected', async () => {
    const { rows } = await t.deps.database.pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1 GROUP BY 1`,
      [surveyId],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(by.complete).toBe(completes);
    expect(by.complete).toBeGreaterThan(10);
    expect(by.screened_out).toBeGreaterThan(0);
    expect(by.dropped).toBeGreaterThan(0);
    expect(by.in_progress).toBeGreaterThan(0);
  });

  it('answers the summary shape: audience first, every entry with rows and counts of completes only', async () => {
    const res = await summary({ surveyId, responseFilters: [] });
    expect(res.status).toBe(200);
    expect(res.body.surveyId).toBe(surveyId);
    expect(res.body.samplesCollected).toBe(completes);
    expect(res.body.samplesCollectedFiltered).toBe(completes);
    expect(res.body.results.map((e) => e.label)).toEqual(layout.entries.map((e) => e.label));
    const [a1] = res.body.results;
    expect(a1).toMatchObject({
      label: 'A1',
      questionKind: 'Audience',
      questionType: 'basic',
      id: 'gender',
    });
    expect(a1?.samplesCollected).toBe(completes);
    const selected = a1?.rows.reduce((s, r) => s + (r.rowItems[0]?.completes ?? 0), 0);
    expect(selected).toBe(completes);
    for (const e of res.body.results) {
      expect(e.samplesCollectedFiltered).toBe(e.samplesCollected);
      expect(Object.keys(e).sort()).toEqual(
        [
          'id',
          'label',
          'entryType',
          'questionType',
          'questionKind',
          'isMultipleChoice',
          'text',
          'textStyling',
          'mediaUrl',
          'mediaType',
          'hasRandomisedOptions',
          'contextPosition',
          'entryPosition',
          'samplesCollected',
          'samplesCollectedFiltered',
          'rows',
          'scale',
        ].sort(),
      );
    }
  });

  it('every count equals a plain SQL GROUP BY over the stored answers, for random filters', async () => {
    const filterSets = [
      [],
      ...Array.from({ length: 12 }, (_, i) => randomFilters(layout, seededRandom(i + 1))),
    ];
    for (const filters of filterSets) {
      const res = await summary({ surveyId, responseFilters: filters });
      expect(res.status, JSON.stringify(filters)).toBe(200);
      const all = await sqlCounts(t.deps.database.pool, surveyId, layout, []);
      const filtered = await sqlCounts(t.deps.database.pool, surveyId, layout, filters);
      expect(res.body.samplesCollectedFiltered, JSON.stringify(filters)).toBe(filtered.matching);
      for (const e of res.body.results) {
        const everyone = all.entries.get(e.id);
        const matching = filtered.entries.get(e.id);
        expect(e.samplesCollected, e.label).toBe(everyone?.answered);
        expect(e.samplesCollectedFiltered, e.label).toBe(matching?.answered);
        for (const row of e.rows) {
          for (const item of row.rowItems) {
            const key = `${row.id}|${item.id}`;
            expect(item.completes, `${e.label} ${key}`).toBe(everyone?.cells.get(key) ?? 0);
            expect(item.completesFiltered, `${e.label} ${key} filtered`).toBe(
              matching?.cells.get(key) ?? 0,
            );
          }
        }
      }
    }
  }, 120_000);

  it('filters change the counts: one gender option keeps only its respondents', async () => {
    const a1 = layout.entries[0];
    const option = a1?.rows[0]?.id ?? '';
    const res = await summary({
      surveyId,
      responseFilters: [{ questionId: 'gender', matrixTitleId: null, responseOptionIds: [option] }],
    });
    const genderRows = res.body.results[0]?.rows ?? [];
    const chosen = genderRows.find((r) => r.id === option)?.rowItems[0];
    expect(res.body.samplesCollectedFiltered).toBe(chosen?.completes);
    expect(res.body.samplesCollectedFiltered).toBeLessThan(completes);
    for (const r of genderRows.filter((r) => r.id !== option)) {
      expect(r.rowItems[0]?.completesFiltered).toBe(0);
    }
  });

  it('counts a complete arriving between two reads exactly once, and a re-delivered one not again', async () => {
    const before = (await summary({ surveyId, responseFilters: [] })).body.samplesCollected;
    const choose = (page: { questionKind: string; options: { id: string }[] }) =>
      page.questionKind === 'audience'
        ? { kind: 'choice' as const, selected: [page.options[0]?.id ?? ''], texts: {} }
        : undefined;
    let last = await driver.start(surveyId, 'late-1');
    let previous = last;
    while (last.page.kind === 'entry') {
      previous = last;
      const page = last.page;
      last = await driver.answer(last, choose(page) ?? randomValidAnswer(page, rnd));
    }
    expect(last.page).toEqual({ kind: 'end', outcome: 'complete' });
    const after = await summary({ surveyId, responseFilters: [] });
    expect(after.body.samplesCollected).toBe(before + 1);
    // The same last answer delivered again is a replay; reads stay at one more.
    await driver.answer(previous, null).catch(() => undefined);
    await driver.start(surveyId, 'late-1');
    const again = await summary({ surveyId, responseFilters: [] });
    expect(again.body.samplesCollected).toBe(before + 1);
    expect(again.body.results).toEqual(after.body.results);
    completes++;
  });

  it('lists free-text answers of a text question, newest first, paged and searched', async () => {
    const text = layout.entries.find((e) => e.answerKind === 'text');
    if (!text) throw new Error('the generated survey has no text question');
    const all = await texts({
      surveyId,
      questionId: text.id,
      responseFilters: [],
      search: '',
      offset: 0,
      limit: 100,
    });
    expect(all.status).toBe(200);
    const answered = (await summary({ surveyId, responseFilters: [] })).body.results.find(
      (e) => e.id === text.id,
    );
    expect(all.body.total).toBe(answered?.samplesCollected);
    const times = all.body.items.map((i) => i.completedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const word = all.body.items[0]?.text.split(' ')[0] ?? '';
    const searched = await texts({
      surveyId,
      questionId: text.id,
      responseFilters: [],
      search: word.toUpperCase(),
      offset: 0,
      limit: 2,
    });
    expect(searched.body.items.length).toBeLessThanOrEqual(2);
    expect(searched.body.total).toBe(
      all.body.items.filter((i) => i.text.toLowerCase().includes(word.toLowerCase())).length,
    );
  });

  it('reports quotas per criterion and option, also keyed by question id', async () => {
    const res = await quotas(surveyId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ surveyId, hasQuotas: true, samplesCollected: completes });
    const [gender] = res.body.quotas;
    expect(gender).toMatchObject({ questionId: 'gender', type: 'Standard' });
    expect(res.body.quotasByQuestionId.gender).toEqual(gender);
    const filled = gender?.options.reduce((s, o) => s + o.progress.samplesCollected, 0);
    expect(filled).toBe(completes);
    expect(gender?.options.reduce((s, o) => s + o.quotaPercent, 0)).toBeCloseTo(100, 5);
    for (const o of gender?.options ?? []) {
      expect(o.progress.progress).toBeCloseTo(
        o.progress.samplesCollected / o.progress.samplesWanted,
        9,
      );
    }
  });

  it('answers a draft survey with empty results and no quotas', async () => {
    const draft = await bareTestSurvey(t, ann);
    expect((await summary({ surveyId: draft, responseFilters: [] })).body).toEqual({
      surveyId: draft,
      samplesCollected: 0,
      samplesCollectedFiltered: 0,
      results: [],
      weighting: {
        applied: false,
        available: false,
        efficiency: null,
        effectiveBase: null,
        note: 'Weighting is available once the survey is live.',
      },
    });
    expect((await quotas(draft)).body).toEqual({
      surveyId: draft,
      hasQuotas: false,
      samplesCollected: 0,
      quotas: [],
      quotasByQuestionId: {},
    });
  });

  it('refuses bad bodies with 400 and a typed error, never a 5xx', async () => {
    const bad: unknown[] = [
      {},
      'just a string',
      { surveyId: 'nope', responseFilters: [] },
      { surveyId, responseFilters: 'x' },
      {
        surveyId,
        responseFilters: [{ questionId: 5, matrixTitleId: null, responseOptionIds: [] }],
      },
      {
        surveyId,
        responseFilters: [{ questionId: 'gender', matrixTitleId: null, responseOptionIds: 'x' }],
      },
    ];
    for (const body of bad) {
      const res = await summary(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
    }
    const unknownQuestion = await summary({
      surveyId,
      responseFilters: [{ questionId: 'nope', matrixTitleId: null, responseOptionIds: ['x'] }],
    });
    expect(unknownQuestion.status).toBe(400);
    expect(unknownQuestion.body.reason).toBe('UNKNOWN_QUESTION');
    const unknownOption = await summary({
      surveyId,
      responseFilters: [{ questionId: 'gender', matrixTitleId: null, responseOptionIds: ['nope'] }],
    });
    expect(unknownOption.body.reason).toBe('UNKNOWN_OPTION');
    expect(
      (
        await texts({
          surveyId,
          questionId: 'gender',
          responseFilters: [],
          search: '',
          offset: 0,
          limit: 10,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await texts({
          surveyId,
          questionId: 'x',
          responseFilters: [],
          search: '',
          offset: 0,
          limit: 101,
        })
      ).status,
    ).toBe(400);
    expect((await quotas('nope')).status).toBe(400);
    expect((await summary({ surveyId, responseFilters: [] }, '')).status).toBe(401);
  });

  it("answers another account's and unknown surveys as not found on every route", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [surveyId, unknown]) {
      expect((await summary({ surveyId: id, responseFilters: [] }, bob.accessToken)).status).toBe(
        404,
      );
      expect(
        (
          await texts(
            {
              surveyId: id,
              questionId: 'x',
              responseFilters: [],
              search: '',
              offset: 0,
              limit: 10,
            },
            bob.accessToken,
          )
        ).status,
      ).toBe(404);
      expect((await quotas(id, bob.accessToken)).status).toBe(404);
    }
  });
});
