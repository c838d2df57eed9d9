import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey, TEST_LOI } from '../../../test/orderHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { abandonmentSettings, dropIdleSessions } from './dropIdle.ts';
import { signPanelLink } from './panelLinks.ts';
import { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';

const SECRET = 'drop-idle-test-panel-link-secret-0123456789';
const MINUTE = 60_000;
/** A real panel's supplier code (not the simulated panel's). */
const REAL_SUPPLIER = 'PANELCO';

/**
 * Issue 23 §4b: an abandoned session keeps its quota places for 3x the survey's length of
 * interview (TEST_LOI = 5 minutes: 15 minutes), not half an hour whatever the survey; the
 * simulated panel's members, whose clock runs PANEL_RATE / 5 times faster (600: 120 times), for
 * seconds. The movable clock stands in for the waiting.
 */
describe('idle respondent sessions', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET, PANEL_RATE: '600' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const respondents = () => respondentHttp(t, SECRET);
  const key = new TextEncoder().encode(SECRET);
  /** A respondent of a real panel (15 minutes) or of the simulated one (seconds). */
  const start = (surveyId: string, respondentId: string, supplierCode = REAL_SUPPLIER) => {
    const fields = { surveyId, respondentId, supplierCode };
    return respondents().post('/sessions', { ...fields, signature: signPanelLink(key, fields) });
  };
  const answer = (view: RespondentView) => respondents().answerText(view, 'Nice enough');
  const drop = () =>
    dropIdleSessions({
      db: t.deps.database.db,
      clock: t.deps.clock,
      abandonment: abandonmentSettings(t.deps.config),
    });
  /** The results header's progress, logged in afresh (the clock moves past a token's life). */
  const progress = async (surveyId: string) => {
    const login = await api(t, 'login', {
      body: { emailAddress: ann.email, password: ann.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const res = await fetch(`${t.url}/v2/survey-results/api/v1.0/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ surveyIds: [surveyId] }),
    });
    const [row] = (await res.json()) as { placesHeld: number; heldForMs: number | null }[];
    return row;
  };
  const orderStatus = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ status: string }>(
        'SELECT status FROM survey_orders WHERE survey_id = $1',
        [surveyId],
      )
    ).rows[0]?.status;

  it("drops a session idle for 3x the survey's LOI and gives its place to the next respondent", async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 1 });
    await purchaseOk(t, ann, surveyId);
    const gone = await start(surveyId, 'walked-away');
    expect(gone.body.page.kind).toBe('entry');
    // The only place is held: the next respondent is turned away as quota full.
    expect((await start(surveyId, 'too-early')).body.page).toEqual({
      kind: 'end',
      outcome: 'quota_full',
    });
    // The results header's data: the last place is held, due 15 minutes after the last answer.
    expect(await progress(surveyId)).toMatchObject({ placesHeld: 1 });
    const due = (await progress(surveyId))?.heldForMs ?? 0;
    expect(due).toBeGreaterThan(3 * TEST_LOI * MINUTE - MINUTE);
    expect(due).toBeLessThanOrEqual(3 * TEST_LOI * MINUTE);

    t.advance(3 * TEST_LOI * MINUTE - MINUTE);
    const recent = await start(surveyId, 'still-here');
    expect(await drop()).toEqual([]);
    expect((await progress(surveyId))?.heldForMs).toBeLessThanOrEqual(MINUTE);
    t.advance(2 * MINUTE);
    expect(await drop()).toEqual([gone.body.sessionId]);
    expect(recent.body.page.outcome).toBe('quota_full');
    expect(await progress(surveyId)).toMatchObject({ placesHeld: 0, heldForMs: null });

    const cells = await readQuotaCells(t.deps.database.db, surveyId);
    expect(cells.find((c) => c.cellKey === TOTAL_CELL)).toMatchObject({ reserved: 0, filled: 0 });
    expect((await start(surveyId, 'walked-away')).body.page).toEqual({
      kind: 'end',
      outcome: 'dropped',
    });
    const late = await answer(gone.body);
    expect(late.status).toBe(400);
    expect(late.body.reason).toBe('SESSION_ENDED');

    const next = await start(surveyId, 'next-one');
    expect((await answer(next.body)).body.page).toEqual({ kind: 'end', outcome: 'complete' });
    expect(await orderStatus(surveyId)).toBe('Completed');
    expect(await drop()).toEqual([]);
  });

  it('drops a simulated member after seconds at PANEL_RATE=600, never one who answered since', async () => {
    ann = await signUpUser(t); // the first case moved the clock past the first one's token
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 2 });
    await purchaseOk(t, ann, surveyId);
    const stopped = await start(surveyId, 'GB-1', 'SIMULATED');
    const person = await start(surveyId, 'person-1');
    expect([stopped.body.page.kind, person.body.page.kind]).toEqual(['entry', 'entry']);
    expect(await progress(surveyId)).toMatchObject({ placesHeld: 2 });
    // Until the slower holder is due: the real respondent's 15 minutes.
    expect((await progress(surveyId))?.heldForMs).toBeGreaterThan(14 * MINUTE);

    // 15 min / 120 = 7.5 s, raised to the 15 s floor (a simulated member's longest page pause
    // is 2.25 s): not yet at 10 s.
    t.advance(10_000);
    expect(await drop()).toEqual([]);
    t.advance(6_000);
    expect(await drop()).toEqual([stopped.body.sessionId]);
    // The place is free again at once; the real respondent keeps theirs.
    const next = await start(surveyId, 'GB-2', 'SIMULATED');
    expect(next.body.page.kind).toBe('entry');
    t.advance(10_000);
    expect((await answer(next.body)).body.page).toEqual({ kind: 'end', outcome: 'complete' });
    t.advance(10 * MINUTE);
    expect(await drop()).toEqual([]);
    expect((await answer(person.body)).body.page).toEqual({ kind: 'end', outcome: 'complete' });
    expect(await orderStatus(surveyId)).toBe('Completed');
  });
});
