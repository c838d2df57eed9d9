import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { pauseOrUnpause } from '../../../test/orderHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import {
  endProject,
  haltSurvey,
  SCREENER,
  screenedTestSurvey,
} from '../../../test/screenedSurvey.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';

/**
 * Issue 23 §4: what respondents already in a survey meet when the researcher pauses or ends it,
 * or the panel halts it (spec 3 §4; the decision is in packages/domain/src/respondent/fieldworkGate.ts).
 */
describe('respondents in progress when the survey is paused, ended or halted', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let api: ReturnType<typeof respondentHttp>;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
    api = respondentHttp(t, TEST_PANEL_SECRET);
  });
  afterAll(() => t.close());

  const body = async (r: Promise<{ status: number; body: RespondentView }>) => {
    const { status, body } = await r;
    expect(status).toBe(200);
    return body;
  };
  /** One respondent on the screener, and one past it (qualified, holding a place). */
  const twoInProgress = async (surveyId: string) => {
    const screening = await body(api.start(surveyId, 'on-screener'));
    expect(screening.page).toMatchObject({ kind: 'entry', title: SCREENER.title });
    const qualified = await body(
      api.choose(await body(api.start(surveyId, 'qualified')), SCREENER.pass),
    );
    expect(qualified.page).toMatchObject({ kind: 'entry', title: 'What do you think of it?' });
    return { screening, qualified };
  };
  const cells = async (surveyId: string) =>
    (await readQuotaCells(t.deps.database.db, surveyId)).find((c) => c.cellKey === TOTAL_CELL);

  it('Paused: nobody new starts, but respondents already in qualify and complete', async () => {
    const surveyId = await screenedTestSurvey(t, ann, 10);
    const { screening, qualified } = await twoInProgress(surveyId);
    await pauseOrUnpause(t, ann, surveyId, 'paused');

    expect((await api.start(surveyId, 'new-while-paused')).status).toBe(409);
    const passed = await body(api.choose(screening, SCREENER.pass));
    expect(passed.page).toMatchObject({ kind: 'entry' });
    expect((await body(api.answerText(passed, 'Nice'))).page.outcome).toBe('complete');
    expect((await body(api.answerText(qualified, 'Fine'))).page.outcome).toBe('complete');
    expect(await cells(surveyId)).toMatchObject({ filled: 2, reserved: 0 });
  });

  it('Ended: nobody qualifies or completes, the answer is not stored and places are given back', async () => {
    const surveyId = await screenedTestSurvey(t, ann, 10);
    const { screening, qualified } = await twoInProgress(surveyId);
    expect(await cells(surveyId)).toMatchObject({ filled: 0, reserved: 1 });
    await endProject(t, ann, surveyId);

    const turnedAway = await body(api.choose(screening, SCREENER.pass));
    expect(turnedAway.page).toEqual({ kind: 'end', outcome: 'quota_full' });
    expect(turnedAway.redirectUrl).toContain('outcome=quota_full');
    const notCompleted = await body(api.answerText(qualified, 'Too late'));
    expect(notCompleted.page).toEqual({ kind: 'end', outcome: 'quota_full' });
    // Arriving again shows the same end; nothing was filled and the held place is free again.
    expect((await body(api.start(surveyId, 'qualified'))).page.outcome).toBe('quota_full');
    expect(await cells(surveyId)).toMatchObject({ filled: 0, reserved: 0 });
    const stored = await t.deps.database.pool.query(
      `SELECT count(*)::int AS n FROM respondent_answers a JOIN respondent_sessions s ON s.id = a.session_id
        WHERE s.survey_id = $1 AND s.status = 'complete'`,
      [surveyId],
    );
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('Halted: the qualifying and the completing answer meet the halt at once', async () => {
    const surveyId = await screenedTestSurvey(t, ann, 10);
    const { screening, qualified } = await twoInProgress(surveyId);
    // A halt is the system's move, not this server's order API: the respondent API's cached
    // order state does not know it yet, so this checks the locked read in the answer itself.
    await haltSurvey(t, surveyId);

    expect((await body(api.choose(screening, SCREENER.pass))).page.outcome).toBe('quota_full');
    expect((await body(api.answerText(qualified, 'Too late'))).page.outcome).toBe('quota_full');
    expect(await cells(surveyId)).toMatchObject({ filled: 0, reserved: 0 });
  });

  it('Live: a respondent screened out stays screened out and the others complete', async () => {
    const surveyId = await screenedTestSurvey(t, ann, 10);
    const { screening, qualified } = await twoInProgress(surveyId);
    expect((await body(api.choose(screening, SCREENER.fail))).page.outcome).toBe('screened_out');
    expect((await body(api.answerText(qualified, 'Good'))).page.outcome).toBe('complete');
  });
});

/** Issue 23 §4: respondent ids are the suppliers' own; two suppliers may send the same one. */
describe('sessions keyed by survey, supplier and respondent', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  it('gives the same respondent id from two suppliers two sessions, each resumed on its own', async () => {
    const surveyId = await screenedTestSurvey(t, ann, 10);
    const api = respondentHttp(t, TEST_PANEL_SECRET);
    const fromA = await api.start(surveyId, 'rid-42', 'SIMULATED');
    const fromB = await api.start(surveyId, 'rid-42', 'OTHER_PANEL');
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.body.sessionId).not.toBe(fromA.body.sessionId);
    expect(fromB.body.page).toMatchObject({ kind: 'entry', title: SCREENER.title });

    // A screens out; B is not affected and completes; each link resumes its own session.
    await api.choose(fromA.body, SCREENER.fail);
    const bPassed = await api.choose(fromB.body, SCREENER.pass);
    expect((await api.answerText(bPassed.body, 'Yes')).body.page.outcome).toBe('complete');
    const againA = await api.start(surveyId, 'rid-42', 'SIMULATED');
    const againB = await api.start(surveyId, 'rid-42', 'OTHER_PANEL');
    expect(againA.body).toMatchObject({
      sessionId: fromA.body.sessionId,
      page: { outcome: 'screened_out' },
    });
    expect(againB.body).toMatchObject({
      sessionId: fromB.body.sessionId,
      page: { outcome: 'complete' },
    });
  });
});
