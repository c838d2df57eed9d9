import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import type { SavedCrosstab } from '@survey/domain/results/analysisContract';
import { resultLayout, type LayoutEntry, type ResultLayout } from '@survey/domain/results/layout';
import type { CreatedShareLink, ShareLink } from '@survey/domain/sharing/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';

const SHARING = '/v1/sharing/api/v1.0';
const SHARED = '/v1/shared/api/v1.0';
const RESULTS = '/v2/survey-results/api/v1.0';
const DAY = 86_400_000;

interface Answer<T> {
  status: number;
  headers: Headers;
  text: string;
  body: T & { error?: string; reason?: string };
}

async function call<T>(
  url: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

describe('share links (issue 39 §1)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let bobSurvey: string;
  let layout: ResultLayout;
  let table: SavedCrosstab;
  const lines: string[] = [];
  const rnd = seededRandom(39);

  const expiresIn = (days: number) => new Date(t.deps.clock().getTime() + days * DAY).toISOString();
  const create = (body: Record<string, unknown>, user = ann) =>
    call<CreatedShareLink>(t.url, 'POST', `${SHARING}/links`, { body, token: user.accessToken });
  const createOk = async (body: Record<string, unknown>, user = ann) => {
    const res = await create({ expiresAt: expiresIn(30), ...body }, user);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const list = (survey: string, user = ann) =>
    call<ShareLink[]>(t.url, 'GET', `${SHARING}/links?surveyId=${survey}`, {
      token: user.accessToken,
    });
  const revoke = (id: string, user = ann) =>
    call<ShareLink>(t.url, 'POST', `${SHARING}/links/${id}/revoke`, { token: user.accessToken });
  const shared = <T>(token: string, path: string, body?: unknown, url = t.url) =>
    call<T>(url, body === undefined ? 'GET' : 'POST', `${SHARED}/${token}${path}`, { body });
  const textEntry = (): LayoutEntry => {
    const entry = layout.entries.find((e) => e.answerKind === 'text');
    if (!entry) throw new Error('no text question');
    return entry;
  };
  const choiceEntry = (): LayoutEntry => {
    const entry = layout.entries.find(
      (e) => e.answerKind === 'choice' && e.questionKind !== 'Audience',
    );
    if (!entry) throw new Error('no choice question');
    return entry;
  };
  const crosstabBody = () => ({
    row: { questionId: choiceEntry().id, matrixTitleId: null },
    banner: [{ questionId: 'gender', matrixTitleId: null }],
    responseFilters: [],
    weighted: false,
    nets: [],
    boxes: false,
  });

  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET }, { log });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    ({ surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 200 }));
    ({ surveyId: bobSurvey } = await readyTestSurvey(t, bob));
    // Seed 7 has choice, matrix, ranked, slider and free-text questions.
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
    // Panel ids that nothing else in a response could hold by chance.
    for (let i = 0; i < 12; i++) await driver.walk(surveyId, `panel-id-zq${i}x`, rnd);
    const saved = await call<SavedCrosstab>(t.url, 'POST', `${RESULTS}/crosstabs`, {
      token: ann.accessToken,
      body: { surveyId, name: 'By gender', definition: crosstabBody() },
    });
    expect(saved.status, saved.text).toBe(201);
    table = saved.body;
  }, 180_000);
  afterAll(() => t.close());

  it('a survey link opens the results page read-only without a login: the same numbers as the owner, noindex, no spend, no respondent ids', async () => {
    const { token, link } = await createOk({ surveyId });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ surveyId, crosstabId: null, createdByEmail: ann.email });
    expect(link.lastOpenedAt).toBeNull();

    const view = await shared<Record<string, unknown>>(token, '');
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ locked: false, kind: 'survey', surveyId, crosstab: null });
    expect(view.body.surveyState).toBe('live');
    expect(view.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(view.headers.get('cache-control')).toBe('no-store');

    const summaryBody = { surveyId, responseFilters: [], weighted: false };
    const owner = await call<unknown>(t.url, 'POST', `${RESULTS}/summary`, {
      token: ann.accessToken,
      body: summaryBody,
    });
    const viewer = await shared<unknown>(token, '/summary', summaryBody);
    expect(viewer.status, viewer.text).toBe(200);
    expect(viewer.body).toEqual(owner.body);
    expect(viewer.headers.get('x-robots-tag')).toBe('noindex, nofollow');

    const texts = await shared<{ total: number }>(token, '/texts', {
      questionId: textEntry().id,
      responseFilters: [],
      search: '',
      offset: 0,
      limit: 100,
    });
    expect(texts.status, texts.text).toBe(200);
    expect(texts.body.total).toBeGreaterThan(0);
    const themes = await shared(token, '/themes', {
      questionId: textEntry().id,
      responseFilters: [],
    });
    const crosstab = await shared<{ total: { base: number } }>(token, '/crosstab', crosstabBody());
    const quotas = await shared(token, '/quotas');
    const progress = await shared<Record<string, unknown>[]>(token, '/progress', {});
    const tables = await shared<unknown[]>(token, '/crosstabs');
    for (const res of [themes, crosstab, quotas, progress, tables]) {
      expect(res.status, res.text).toBe(200);
    }
    expect(crosstab.body.total.base).toBeGreaterThan(0);
    expect(progress.body).toEqual([
      expect.objectContaining({ surveyId, samplesCollected: 12, samplesWanted: 200 }),
    ]);
    // What the survey costs is the researcher's: the owner's progress has it, the viewer's not.
    expect(progress.body[0]).not.toHaveProperty('spend');
    expect(tables.body).toEqual([]);

    // No respondent id (session or panel id) in anything a viewer can read.
    const { rows } = await t.deps.database.pool.query<{ id: string; respondent_id: string }>(
      'SELECT id, respondent_id FROM respondent_sessions WHERE survey_id = $1',
      [surveyId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const everything = [view, viewer, texts, themes, crosstab, quotas, progress, tables]
      .map((r) => r.text)
      .join('\n');
    for (const row of rows) {
      expect(everything).not.toContain(row.id);
      expect(everything).not.toContain(row.respondent_id);
    }

    const [listed] = (await list(surveyId)).body;
    expect(listed?.lastOpenedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('a crosstab link opens only its saved table, as saved, whatever the body asks', async () => {
    const { token, link } = await createOk({ surveyId, crosstabId: table.id });
    expect(link).toMatchObject({ crosstabId: table.id, crosstabName: 'By gender' });
    const view = await shared<Record<string, unknown>>(token, '');
    expect(view.body).toMatchObject({ kind: 'crosstab', crosstab: { id: table.id } });
    const owner = await call<unknown>(t.url, 'POST', `${RESULTS}/crosstab`, {
      token: ann.accessToken,
      body: { surveyId, ...table.definition },
    });
    const other = {
      ...crosstabBody(),
      banner: [],
      row: { questionId: 'gender', matrixTitleId: null },
    };
    const viewer = await shared<unknown>(token, '/crosstab', other);
    expect(viewer.status, viewer.text).toBe(200);
    expect(viewer.body).toEqual(owner.body);
    expect((await shared<SavedCrosstab[]>(token, '/crosstabs')).body.map((x) => x.id)).toEqual([
      table.id,
    ]);
    for (const [path, body] of [
      ['/summary', { responseFilters: [] }],
      [
        '/texts',
        { questionId: textEntry().id, responseFilters: [], search: '', offset: 0, limit: 10 },
      ],
      ['/themes', { questionId: textEntry().id, responseFilters: [] }],
      ['/quotas', undefined],
    ] as const) {
      expect((await shared(token, path, body)).status, path).toBe(404);
    }
    expect((await shared(token, '/progress', {})).status).toBe(200);
  });

  it("R1: a link reads only its own account's survey; B can neither make, list nor revoke A's links", async () => {
    const mine = await createOk({ surveyId });
    // A body naming another survey reads the link's survey all the same.
    const res = await shared<{ surveyId: string }>(mine.token, '/summary', {
      surveyId: bobSurvey,
      responseFilters: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.surveyId).toBe(surveyId);
    // B's link of B's survey opens nothing of A's.
    const bobs = await createOk({ surveyId: bobSurvey }, bob);
    const foreign = await shared<{ surveyId: string; results: unknown[] }>(bobs.token, '/summary', {
      surveyId,
      responseFilters: [],
    });
    expect(foreign.body).toMatchObject({ surveyId: bobSurvey, results: [] });
    expect(
      (
        await shared(bobs.token, '/texts', {
          surveyId,
          questionId: textEntry().id,
          responseFilters: [],
          search: '',
          offset: 0,
          limit: 10,
        })
      ).body,
    ).toEqual({ total: 0, items: [] });

    expect((await create({ surveyId, expiresAt: expiresIn(3) }, bob)).status).toBe(404);
    expect(
      (await create({ surveyId: bobSurvey, crosstabId: table.id, expiresAt: expiresIn(3) }, bob))
        .status,
    ).toBe(404);
    expect((await list(surveyId, bob)).status).toBe(404);
    expect((await revoke(mine.link.id, bob)).status).toBe(404);
    expect((await shared(mine.token, '')).status).toBe(200);
    expect((await list(bobSurvey, bob)).body.map((l) => l.id)).toEqual([bobs.link.id]);
  });

  it('refuses a bad expiry or password with a typed 400 and stores nothing', async () => {
    const before = (await list(surveyId)).body.length;
    for (const [body, reason] of [
      [{ surveyId, expiresAt: expiresIn(-1) }, 'INVALID_EXPIRY'],
      [{ surveyId, expiresAt: expiresIn(366) }, 'INVALID_EXPIRY'],
      [{ surveyId, expiresAt: expiresIn(3), password: 'short' }, 'INVALID_PASSWORD'],
    ] as const) {
      const res = await create(body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.reason).toBe(reason);
    }
    expect((await create({ surveyId, expiresAt: 'next week' })).status).toBe(400);
    expect((await list(surveyId)).body.length).toBe(before);
    // A token of the wrong shape or an unknown one: 404 like a revoked one.
    expect((await shared('nope', '')).status).toBe(404);
    expect((await shared('A'.repeat(43), '/summary', { responseFilters: [] })).status).toBe(404);
  });

  it('R14: neither a token nor a password reaches the log', async () => {
    const password = 'correct horse battery';
    const { token } = await createOk({ surveyId, password });
    await shared(token, '');
    await shared(token, '/unlock', { password: 'wrong password!' });
    const { body } = await shared<{ key: string }>(token, '/unlock', { password });
    await call(t.url, 'POST', `${SHARED}/${token}/summary`, {
      body: { responseFilters: [] },
      headers: { 'x-share-key': body.key },
    });
    await fetch(`${t.url}/shared/${token}`);
    const logged = lines.join('\n');
    expect(logged).toContain(`${SHARED}/[redacted]/summary`);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(body.key);
  });

  it('a revoked link answers 404 at once on every node; an expired one at its expiry', async () => {
    const other = await startOtherProcess(t);
    try {
      const { token, link } = await createOk({ surveyId });
      const summary = { responseFilters: [] };
      expect((await shared(token, '/summary', summary, other.url)).status).toBe(200);
      const revoked = await revoke(link.id);
      expect(revoked.status, revoked.text).toBe(200);
      expect(revoked.body.revokedAt).not.toBeNull();
      for (const url of [t.url, other.url]) {
        expect((await shared(token, '', undefined, url)).status).toBe(404);
        expect((await shared(token, '/summary', summary, url)).status).toBe(404);
      }
      // Revoking again changes nothing.
      expect((await revoke(link.id)).body.revokedAt).toBe(revoked.body.revokedAt);

      const soon = await createOk({ surveyId, expiresAt: expiresIn(1) });
      expect((await shared(soon.token, '/summary', summary, other.url)).status).toBe(200);
      t.advance(DAY + 1000);
      for (const url of [t.url, other.url]) {
        expect((await shared(soon.token, '/summary', summary, url)).status).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});
