import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import type { QuotasResponse, SummaryResponse } from '@survey/domain/results/contract';
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
    await audienceOk(t, token, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
    await audienceOk(t, token, 'sumStandardQuotasTo100', {
      surveyId,
      audienceCriterionCode: 'gender',
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

  it('the quota result cards leave excluded completes out, and count them again when included', async () => {
    const quotas = async () => {
      const res = await fetch(`${t.url}${API}/quotas?surveyId=${surveyId}`, {
        headers: { authorization: `Bearer ${ann.accessToken}` },
      });
      const body = (await res.json()) as QuotasResponse;
      const filled = body.quotas[0]?.options.reduce((n, o) => n + o.progress.samplesCollected, 0);
      return { collected: body.samplesCollected, filled };
    };
    const before = await quotas();
    expect(before.collected).toBe(completes.length);
    expect(before.filled).toBe(completes.length);
    await exclude(completes.slice(0, 3));
    expect(await quotas()).toEqual({
      collected: completes.length - 3,
      filled: completes.length - 3,
    });
    await exclude(completes.slice(0, 3), false);
    expect(await quotas()).toEqual(before);
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

  it('exclusions that cross on another instance (same count, same latest time) are seen at the next read', async () => {
    // Another node writes with its own clock: every exclusion below carries the same time.
    const at = '2026-01-01T00:00:00Z';
    const clear = () =>
      t.deps.database.pool.query(`DELETE FROM complete_exclusions WHERE survey_id = $1`, [
        surveyId,
      ]);
    /** The summary excluding `ids`, read after a read with none (so each is read afresh). */
    const excluding = async (ids: string[]) => {
      await clear();
      await summary();
      await t.deps.database.pool.query(
        `INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
         SELECT $1, id, $2, $3 FROM unnest($4::uuid[]) AS id`,
        [surveyId, ann.userId, at, ids],
      );
      return summary();
    };
    const [a, b] = completes;
    const excludingAb = await excluding([a ?? '', b ?? '']);
    // A third complete whose answers differ from b's somewhere in the summary.
    let c: string | undefined;
    let excludingAc: SummaryResponse | undefined;
    for (const candidate of completes.slice(2)) {
      const s = await excluding([a ?? '', candidate]);
      if (JSON.stringify(s) !== JSON.stringify(excludingAb)) {
        [c, excludingAc] = [candidate, s];
        break;
      }
    }
    expect(c).toBeDefined();
    expect(await excluding([a ?? '', b ?? ''])).toEqual(excludingAb);
    // Include b and exclude c in one transaction: still two exclusions, the latest still `at`.
    await t.deps.database.pool.query(
      `WITH gone AS (DELETE FROM complete_exclusions WHERE session_id = $1)
       INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
       VALUES ($2, $3, $4, $5)`,
      [b, surveyId, c, ann.userId, at],
    );
    expect(await summary()).toEqual(excludingAc);
    await clear();
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
