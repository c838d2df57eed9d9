import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const API = '/v2/survey-results/api/v1.0';

describe('exclusions (POST /quality/exclusions) and their effect on the results', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let completes: string[] = [];
  let screenedOut: string[] = [];

  const post = async <T>(path: string, body: unknown, token = ann.accessToken) => {
    const res = await fetch(`${t.url}${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T & { reason?: string } };
  };
  const summary = async () =>
    (await post<SummaryResponse>('/summary', { surveyId, responseFilters: [] })).body;
  const exclude = (sessionIds: string[], excluded = true, token?: string) =>
    post<{ excludedCount: number }>(
      '/quality/exclusions',
      { surveyId, sessionIds, excluded },
      token,
    );
  const sessionsWith = async (status: string) =>
    (
      await t.deps.database.pool.query<{ id: string }>(
        `SELECT id FROM respondent_sessions WHERE survey_id = $1 AND status = $2 ORDER BY id`,
        [surveyId, status],
      )
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    ({ surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 100 }));
    await storeTestDocument(t, surveyId, makeQuestionnaire(6, 3));
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
    await audienceOk(t, token, 'removeStandardQualification', {
      surveyId,
      audienceCriterionCode: 'gender',
      audienceCriterionOptionCode: codes[codes.length - 1],
    });
    await purchaseOk(t, ann, surveyId);
    const driver = respondentDriver(t);
    const rnd = seededRandom(5);
    for (let i = 0; i < 16; i++) await driver.walk(surveyId, `r-${i}`, rnd);
    completes = await sessionsWith('complete');
    screenedOut = await sessionsWith('screened_out');
  }, 120_000);
  afterAll(() => t.close());

  it('an excluded complete counts nowhere in the summary, and including it again restores every count', async () => {
    expect(completes.length).toBeGreaterThan(4);
    const before = await summary();
    expect(before.samplesCollected).toBe(completes.length);
    const [a, b] = completes;
    const res = await exclude([a ?? '', b ?? '']);
    expect(res.status).toBe(200);
    expect(res.body.excludedCount).toBe(2);
    const after = await summary();
    expect(after.samplesCollected).toBe(completes.length - 2);
    const genderCount = (s: SummaryResponse) =>
      s.results[0]?.rows.reduce((n, r) => n + (r.rowItems[0]?.completes ?? 0), 0);
    expect(genderCount(after)).toBe(completes.length - 2);
    // Excluding again changes nothing more.
    expect((await exclude([a ?? ''])).body.excludedCount).toBe(2);
    expect((await exclude([a ?? '', b ?? ''], false)).body.excludedCount).toBe(0);
    expect(await summary()).toEqual(before);
  });

  it('an exclusion stored by another server instance is seen at the next read', async () => {
    const before = await summary();
    const [c] = completes;
    await t.deps.database.pool.query(
      `INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
       VALUES ($1, $2, $3, now())`,
      [surveyId, c, ann.userId],
    );
    expect((await summary()).samplesCollected).toBe(before.samplesCollected - 1);
    await t.deps.database.pool.query(`DELETE FROM complete_exclusions WHERE session_id = $1`, [c]);
    expect(await summary()).toEqual(before);
  });

  it('an id that is not a complete of this survey is a 400 and nothing changes', async () => {
    const before = await summary();
    const others = [screenedOut[0] ?? crypto.randomUUID(), crypto.randomUUID()];
    for (const id of others) {
      const res = await exclude([completes[0] ?? '', id]);
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('NOT_A_COMPLETE');
    }
    for (const body of [
      { surveyId, sessionIds: ['not-a-uuid'], excluded: true },
      { surveyId, sessionIds: [], excluded: true },
      { surveyId, sessionIds: [completes[0]], excluded: 'yes' },
      { surveyId, sessionIds: [completes[0]], excluded: true, extra: 1 },
    ]) {
      expect((await post('/quality/exclusions', body)).status).toBe(400);
    }
    expect(await summary()).toEqual(before);
  });

  it("another account's survey is 404 and nothing changes", async () => {
    const before = await summary();
    const res = await exclude([completes[0] ?? ''], true, bob.accessToken);
    expect(res.status).toBe(404);
    expect(await summary()).toEqual(before);
    const { rows } = await t.deps.database.pool.query(
      `SELECT 1 FROM complete_exclusions WHERE survey_id = $1`,
      [surveyId],
    );
    expect(rows).toHaveLength(0);
  });
});
