import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import {
  DEFAULT_SIGNIFICANCE,
  type CrosstabResponse,
  type SavedCrosstab,
  type VariableRef,
} from '@survey/domain/results/analysisContract';
import type { ResponseFilter } from '@survey/domain/results/contract';
import { resultLayout, type LayoutEntry, type ResultLayout } from '@survey/domain/results/layout';
import { randomFilters } from '@survey/domain/results/testing/randomFilters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { bareTestSurvey, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { sqlCounts } from './testing/sqlOracle.ts';

const API = '/v2/survey-results/api/v1.0';

describe('crosstab REST API (POST /crosstab)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let layout: ResultLayout;
  const rnd = seededRandom(26);

  const crosstab = async (body: unknown, token: string | undefined = ann.accessToken) => {
    const res = await fetch(`${t.url}${API}/crosstab`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as CrosstabResponse & { error?: string; reason?: string },
    };
  };
  const rest = async <T>(method: string, path: string, body?: unknown, token = ann.accessToken) => {
    const res = await fetch(`${t.url}${API}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as T & { error?: string; reason?: string },
    };
  };
  const entryOf = (kind: string): LayoutEntry => {
    const entry = layout.entries.find(
      (e) => e.answerKind === kind && e.questionKind !== 'Audience',
    );
    if (!entry) throw new Error(`no ${kind} question`);
    return entry;
  };
  const ref = (e: LayoutEntry): VariableRef =>
    e.entryType === 'matrix'
      ? { questionId: e.rows[0]?.id ?? '', matrixTitleId: e.id }
      : { questionId: e.id, matrixTitleId: null };
  const gender: VariableRef = { questionId: 'gender', matrixTitleId: null };

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    ({ surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 200 }));
    // Seed 7 has single and multiple choice, matrix, ranked, slider and free-text questions.
    await storeTestDocument(t, surveyId, makeQuestionnaire(16, 7));
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'gender',
    });
    await purchaseOk(t, ann, surveyId);
    const driver = respondentDriver(t);
    const live = await driver.ctx.live.current(surveyId);
    if (!live) throw new Error('not published');
    layout = resultLayout(live.published);
    for (let i = 0; i < 40; i++) await driver.walk(surveyId, `r-${i}`, rnd);
  }, 120_000);
  afterAll(() => t.close());

  it('each cell of a row question by gender equals SQL counts of the stored answers, with filters', async () => {
    const genderEntry = layout.byId.get('gender') as LayoutEntry;
    const question = entryOf('choice');
    for (const filters of [[], ...[1, 2, 3].map((s) => randomFilters(layout, seededRandom(s)))]) {
      const res = await crosstab({
        surveyId,
        row: ref(question),
        banner: [gender],
        responseFilters: filters,
        weighted: false,
        nets: [],
        boxes: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const table = res.body;
      if (filters.length === 0) expect(table.total.base).toBeGreaterThan(10);
      expect(table).toMatchObject({ surveyId, label: question.label, text: question.text });
      const pool = t.deps.database.pool;
      const columns: ResponseFilter[][] = [
        filters,
        ...genderEntry.rows.map((r) => [
          ...filters.filter((f) => f.questionId !== 'gender'),
          { questionId: 'gender', matrixTitleId: null, responseOptionIds: [r.id] },
        ]),
      ];
      // A gender filter and the gender column together: the column only where the filter keeps it.
      const genderFilter = filters.find((f) => f.questionId === 'gender');
      const columnList = [table.total, ...(table.groups[0]?.columns ?? [])];
      for (const [c, columnFilters] of columns.entries()) {
        const optionId = genderEntry.rows[c - 1]?.id;
        const excluded =
          genderFilter !== undefined &&
          optionId !== undefined &&
          !genderFilter.responseOptionIds.includes(optionId);
        const sql = (await sqlCounts(pool, surveyId, layout, columnFilters)).entries.get(
          question.id,
        );
        expect(columnList[c]?.base, `column ${c}`).toBe(excluded ? 0 : sql?.answered);
        for (const row of table.rows) {
          const expected = excluded ? 0 : (sql?.cells.get(`${row.id}|selected`) ?? 0);
          expect(row.cells[c]?.count, `${row.id} column ${c}`).toBe(expected);
        }
      }
    }
  }, 60_000);

  it('answers a matrix row, a ranked position and a slider with its means', async () => {
    const body = { surveyId, banner: [gender], responseFilters: [], weighted: false, nets: [] };
    const matrix = entryOf('matrix');
    const m = await crosstab({ ...body, row: ref(matrix), boxes: true });
    expect(m.status).toBe(200);
    expect(m.body.rows.filter((r) => r.kind === 'option').map((r) => r.id)).toEqual(
      matrix.rows[0]?.items.map((i) => i.id),
    );
    const ranked = entryOf('ranked');
    const r = await crosstab({ ...body, row: { ...ref(ranked), rank: 1 }, boxes: false });
    expect(r.status).toBe(200);
    expect(r.body.text).toBe(`${ranked.text} (Ranked 1st)`);
    const slider = entryOf('scale');
    const s = await crosstab({ ...body, row: ref(slider), boxes: true });
    expect(s.status).toBe(200);
    expect(s.body.means).toHaveLength(1 + (s.body.groups[0]?.columns.length ?? 0));
  });

  it('refuses bad input with a typed 400', async () => {
    const ok = { surveyId, row: ref(entryOf('choice')), banner: [gender] };
    const bad = [
      [{ ...ok, banner: Array.from({ length: 7 }, () => gender) }, undefined],
      [{ ...ok, nets: [{ label: 'x'.repeat(61), optionIds: ['a'] }] }, undefined],
      [
        {
          ...ok,
          nets: Array.from({ length: 21 }, (_, i) => ({ label: `n${i}`, optionIds: ['a'] })),
        },
        undefined,
      ],
      [{ ...ok, surveyId: 'not-a-uuid' }, undefined],
      [{ ...ok, row: ref(entryOf('text')) }, 'NOT_A_ROW'],
      [{ ...ok, banner: [ref(entryOf('scale'))] }, 'NOT_A_BANNER'],
      [{ ...ok, row: { questionId: 'nope', matrixTitleId: null } }, 'UNKNOWN_QUESTION'],
      [{ ...ok, nets: [{ label: 'Net', optionIds: ['nope'] }] }, 'NET_OPTION_NOT_IN_ROW'],
      [{ ...ok, row: { ...ok.row, rank: 2 } }, 'UNKNOWN_OPTION'],
    ] as const;
    for (const [body, reason] of bad) {
      const res = await crosstab(body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      if (reason) expect(res.body.reason).toBe(reason);
    }
    const draft = await bareTestSurvey(t, ann);
    expect((await crosstab({ ...ok, surveyId: draft })).status).toBe(400);
  });

  it('is the account’s own: another account’s survey is 404, no token is 401', async () => {
    const body = { surveyId, row: ref(entryOf('choice')), banner: [gender] };
    expect((await crosstab(body, bob.accessToken)).status).toBe(404);
    expect((await crosstab({ ...body, surveyId: crypto.randomUUID() })).status).toBe(404);
    expect((await crosstab(body, '')).status).toBe(401);
  });

  describe('saved tables (/crosstabs)', () => {
    const definition = () => ({
      row: ref(entryOf('choice')),
      banner: [gender],
      responseFilters: [],
      weighted: false,
      nets: [],
      boxes: false,
    });
    const list = (id = surveyId, token?: string) =>
      rest<SavedCrosstab[]>('GET', `/crosstabs?surveyId=${id}`, undefined, token);
    const save = (body: unknown, token?: string) =>
      rest<SavedCrosstab>('POST', '/crosstabs', body, token);

    it('saves a definition under a name, lists it and deletes it', async () => {
      const saved = await save({ surveyId, name: '  Brand by gender ', definition: definition() });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ surveyId, name: 'Brand by gender' });
      expect(saved.body.definition).toEqual({
        ...definition(),
        row: { ...definition().row, rank: null },
        banner: [{ ...gender, rank: null }],
        // Saved without significance options: returned with the spec's (issue 38 §5).
        significance: DEFAULT_SIGNIFICANCE,
      });
      const listed = await list();
      expect(listed.status).toBe(200);
      expect(listed.body.map((c) => c.name)).toEqual(['Brand by gender']);
      // The saved definition opens as a crosstab as it is.
      expect((await crosstab({ surveyId, ...listed.body[0]?.definition })).status).toBe(200);
      expect((await rest('DELETE', `/crosstabs/${saved.body.id}`)).status).toBe(204);
      expect((await list()).body).toEqual([]);
      expect((await rest('DELETE', `/crosstabs/${saved.body.id}`)).status).toBe(404);
    });

    it('refuses a name taken in the survey (409) and bad names or definitions (400), storing nothing', async () => {
      expect((await save({ surveyId, name: 'Total', definition: definition() })).status).toBe(201);
      const taken = await save({ surveyId, name: 'TOTAL', definition: definition() });
      expect(taken.status).toBe(409);
      expect(taken.body.reason).toBe('NAME_TAKEN');
      // NUL cannot be stored in text or JSONB: refused at the edge, not a 500.
      for (const name of ['', '   ', 'x'.repeat(81), 'a\u0000b']) {
        expect((await save({ surveyId, name, definition: definition() })).status).toBe(400);
      }
      const unknown = await save({
        surveyId,
        name: 'Broken',
        definition: { ...definition(), row: { questionId: 'nope', matrixTitleId: null } },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.reason).toBe('UNKNOWN_QUESTION');
      expect((await list()).body.map((c) => c.name)).toEqual(['Total']);
    });

    it('is the account’s own: another account cannot list, save to or delete them (404)', async () => {
      const [mine] = (await list()).body;
      expect(mine).toBeDefined();
      expect((await list(surveyId, bob.accessToken)).status).toBe(404);
      expect(
        (await save({ surveyId, name: 'Bob', definition: definition() }, bob.accessToken)).status,
      ).toBe(404);
      expect(
        (await rest('DELETE', `/crosstabs/${mine?.id}`, undefined, bob.accessToken)).status,
      ).toBe(404);
      expect((await list()).body.map((c) => c.id)).toEqual([mine?.id]);
    });
  });
});
