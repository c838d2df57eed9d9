import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import type { QualityReason, QualityResponse } from '@survey/domain/results/analysisContract';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { signPanelLink } from '../respondent/panelLinks.ts';

const API = '/v2/survey-results/api/v1.0';
const MINUTE = 60_000;
const LAPTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test/1.0', timeZone: 'Europe/London' };

/** Q1 a matrix of 4 rows, Q2 free text. */
function questionnaire() {
  const b = new QuestionnaireBuilder();
  b.matrix('How do you rate us?', ['Taste', 'Price', 'Service', 'Speed'], ['Good', 'Poor']);
  b.question('Anything else?', [], 'FreeText');
  return b.build();
}

interface Complete {
  lengthMs?: number;
  straight?: boolean;
  text?: string;
  screen?: string;
}

describe('data quality API (GET /quality, POST /quality/exclusions)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let otherSurveyId: string;
  let driver: ReturnType<typeof respondentDriver>;
  const sessionOf = new Map<string, string>();
  /** The clock moved by the interviews' lengths, set back afterwards (tokens last minutes). */
  let advanced = 0;

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${t.url}${API}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token ?? ann.accessToken}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T & { error?: string } };
  };
  const quality = (id: string, token?: string) =>
    call<QualityResponse>('GET', `/quality?surveyId=${id}`, undefined, token);
  const exclude = (sessionIds: string[], excluded: boolean, token?: string) =>
    call('POST', '/quality/exclusions', { surveyId, sessionIds, excluded }, token);
  const completes = async () =>
    (await call<SummaryResponse>('POST', '/summary', { surveyId, responseFilters: [] })).body
      .samplesCollected;

  /** A respondent who takes `lengthMs` from start to complete, answering as told. */
  async function complete(survey: string, respondentId: string, how: Complete = {}) {
    const device = { ...LAPTOP, screen: how.screen ?? `${String(sessionOf.size + 100)}x800` };
    let view = await driver.start(survey, respondentId, device);
    const lengthMs = how.lengthMs ?? 5 * MINUTE;
    t.advance(lengthMs);
    advanced += lengthMs;
    const answerOf = (page: EntryPage): Answer | null => {
      if (page.answerKind === 'matrix') {
        const cols = page.options.map((o) => o.id);
        const rows = page.rows.map((r, i) => [r.id, [cols[how.straight ? 0 : i % 2]!]]);
        return { kind: 'matrix', rows: Object.fromEntries(rows) as Record<string, string[]> };
      }
      if (page.answerKind === 'text') {
        return { kind: 'text', text: how.text ?? `Respondent ${respondentId} liked the taste.` };
      }
      return null;
    };
    while (view.page.kind === 'entry') view = await driver.answer(view, answerOf(view.page));
    expect(view.page).toEqual({ kind: 'end', outcome: 'complete' });
    sessionOf.set(respondentId, view.sessionId);
  }

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    ({ surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 100 }));
    ({ surveyId: otherSurveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 100 }));
    for (const id of [surveyId, otherSurveyId]) {
      await storeTestDocument(t, id, questionnaire());
      await purchaseOk(t, ann, id);
    }
    driver = respondentDriver(t);
    // The same panel respondent completed another survey of the account first.
    await complete(otherSurveyId, 'shared');
    for (let i = 0; i < 10; i++) await complete(surveyId, `ok-${String(i)}`);
    await complete(surveyId, 'speeder', { lengthMs: 1 * MINUTE });
    await complete(surveyId, 'straight', { straight: true });
    await complete(surveyId, 'gibberish', { text: 'asdfgh jkl' });
    await complete(surveyId, 'copy-1', { text: 'Great value and really fast delivery!' });
    await complete(surveyId, 'copy-2', { text: 'great value, and  really FAST delivery' });
    await complete(surveyId, 'device-1', { screen: '390x844' });
    await complete(surveyId, 'device-2', { screen: '390x844' });
    await complete(surveyId, 'shared');
    t.advance(-advanced);
  }, 180_000);
  afterAll(() => t.close());

  it('lists each flagged complete with its reasons, sentences and length; the median', async () => {
    const { status, body } = await quality(surveyId);
    expect(status).toBe(200);
    // To the millisecond: the test's clock adds a few to the 5 minutes.
    expect(body.medianSeconds).toBeCloseTo(300, 0);
    expect(body.excludedCount).toBe(0);
    const reasons = Object.fromEntries(
      body.flagged.map((f) => [f.respondentId, f.flags.map((x) => x.reason)]),
    );
    expect(reasons).toEqual<Record<string, QualityReason[]>>({
      speeder: ['SPEEDER'],
      straight: ['STRAIGHT_LINER'],
      gibberish: ['GIBBERISH_TEXT'],
      'copy-1': ['DUPLICATE_TEXT'],
      'copy-2': ['DUPLICATE_TEXT'],
      'device-1': ['DUPLICATE_RESPONDENT'],
      'device-2': ['DUPLICATE_RESPONDENT'],
      shared: ['DUPLICATE_RESPONDENT'],
    });
    const byId = new Map(body.flagged.map((f) => [f.respondentId, f]));
    expect(byId.get('speeder')).toMatchObject({
      sessionId: sessionOf.get('speeder'),
      lengthSeconds: expect.closeTo(60, 0),
      excluded: false,
      flags: [{ detail: 'Took 1 min; a third of the median (5 min) is 1 min 40 s.' }],
    });
    expect(byId.get('straight')?.flags[0]?.detail).toBe('Answered every row of Q1 with "Good".');
    expect(byId.get('shared')?.flags[0]?.detail).toBe(
      "The panel's respondent shared also completed 1 other survey of your account.",
    );
  });

  it('keeps only a hash of the device and of the texts', async () => {
    const { rows } = await t.deps.database.pool.query<{
      fingerprint: string;
      text_hashes: unknown;
    }>(
      `SELECT s.fingerprint, q.text_hashes FROM respondent_sessions s
       JOIN complete_quality_flags q ON q.session_id = s.id WHERE s.id = $1`,
      [sessionOf.get('copy-1')],
    );
    expect(rows[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0]?.text_hashes)).not.toContain('value');
  });

  it('excludes and includes again: the list and the counts follow', async () => {
    const before = await completes();
    const speeder = sessionOf.get('speeder')!;
    expect((await exclude([speeder], true)).status).toBe(200);
    const after = (await quality(surveyId)).body;
    expect(after.excludedCount).toBe(1);
    // Still listed, no longer counted as flagged (the results' 'Data quality (7 flagged)').
    expect([after.total, after.flaggedIncluded]).toEqual([8, 7]);
    expect(after.flagged.find((f) => f.sessionId === speeder)?.excluded).toBe(true);
    expect(await completes()).toBe(before - 1);
    expect((await exclude([speeder], false)).status).toBe(200);
    const restored = (await quality(surveyId)).body;
    expect([restored.excludedCount, restored.flaggedIncluded]).toEqual([0, 8]);
    expect(await completes()).toBe(before);
  });

  it('pages the list: offset and limit, the size of the whole list and counts per reason (issue 34 §2)', async () => {
    const whole = (await quality(surveyId)).body;
    expect(whole.total).toBe(8);
    expect(whole.offset).toBe(0);
    const pages: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 3) {
      const page = await call<QualityResponse>(
        'GET',
        `/quality?surveyId=${surveyId}&offset=${String(offset)}&limit=3`,
      );
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ offset, total: 8, medianSeconds: expect.closeTo(300, 0) });
      expect(page.body.flagged.length).toBe(Math.min(3, 8 - offset));
      pages.push(...page.body.flagged.map((f) => f.sessionId));
    }
    expect(pages).toEqual(whole.flagged.map((f) => f.sessionId));
    expect(whole.includedByReason).toEqual({
      SPEEDER: 1,
      STRAIGHT_LINER: 1,
      GIBBERISH_TEXT: 1,
      DUPLICATE_TEXT: 2,
      DUPLICATE_RESPONDENT: 3,
    });
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'limit=x']) {
      expect((await call('GET', `/quality?surveyId=${surveyId}&${query}`)).status).toBe(400);
    }
  });

  it('excludes every included complete of a reason at once (Exclude all)', async () => {
    const res = await call('POST', '/quality/exclusions', {
      surveyId,
      reason: 'DUPLICATE_RESPONDENT',
      excluded: true,
    });
    expect([res.status, res.body]).toEqual([200, { surveyId, excludedCount: 3 }]);
    const after = (await quality(surveyId)).body;
    expect(after.includedByReason.DUPLICATE_RESPONDENT).toBe(0);
    const excluded = after.flagged.filter((f) => f.excluded).map((f) => f.respondentId);
    expect(excluded.sort()).toEqual(['device-1', 'device-2', 'shared']);
    // Only 'excluded: true' goes by reason; another account's survey is a 404.
    const include = { surveyId, reason: 'DUPLICATE_RESPONDENT', excluded: false };
    expect((await call('POST', '/quality/exclusions', include)).status).toBe(400);
    const byBob = { surveyId, reason: 'SPEEDER', excluded: true };
    expect((await call('POST', '/quality/exclusions', byBob, bob.accessToken)).status).toBe(404);
    const ids = excluded.map((r) => sessionOf.get(r) ?? '');
    expect((await exclude(ids, false)).status).toBe(200);
  });

  it("answers 404 for another account's survey and 400 for a bad id, changing nothing", async () => {
    expect((await quality(surveyId, bob.accessToken)).status).toBe(404);
    expect((await quality('not-a-uuid')).status).toBe(400);
    expect((await call('GET', '/quality')).status).toBe(400);
  });

  it('refuses a malformed device at the start with a 400 and starts no session', async () => {
    const http = respondentHttp(t, TEST_PANEL_SECRET);
    const { rows: before } = await t.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM respondent_sessions',
    );
    for (const device of [
      { timeZone: 'Europe/London', screen: '1280x800; drop table' },
      { timeZone: 'x'.repeat(65), screen: '1280x800' },
      { timeZone: 'Europe/London\n', screen: '1280x800' },
    ]) {
      const started = await http.post('/sessions', { ...link('bad-device'), device });
      expect(started.status).toBe(400);
    }
    const { rows: after } = await t.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM respondent_sessions',
    );
    expect(after).toEqual(before);
  });

  function link(respondentId: string) {
    const fields = { surveyId, respondentId, supplierCode: 'SIMULATED' };
    const key = new TextEncoder().encode(TEST_PANEL_SECRET);
    return { ...fields, signature: signPanelLink(key, fields) };
  }
});
