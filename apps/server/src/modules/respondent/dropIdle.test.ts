import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { dropIdleSessions, IDLE_SESSION_MS } from './dropIdle.ts';
import { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';

const SECRET = 'drop-idle-test-panel-link-secret-0123456789';

describe('idle respondent sessions', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const api = () => respondentHttp(t, SECRET);
  const start = (surveyId: string, respondentId: string) => api().start(surveyId, respondentId);
  const answer = (view: RespondentView) => api().answerText(view, 'Nice enough');
  const drop = () => dropIdleSessions({ db: t.deps.database.db, clock: t.deps.clock });

  it('drops a session idle for more than 30 minutes and gives its place to the next respondent', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 1 });
    await purchaseOk(t, ann, surveyId);
    const gone = await start(surveyId, 'walked-away');
    expect(gone.body.page.kind).toBe('entry');
    // The only place is held: the next respondent is turned away as quota full.
    expect((await start(surveyId, 'too-early')).body.page).toEqual({
      kind: 'end',
      outcome: 'quota_full',
    });

    t.advance(IDLE_SESSION_MS - 60_000);
    const recent = await start(surveyId, 'still-here');
    expect(await drop()).toEqual([]);
    t.advance(2 * 60_000);
    expect(await drop()).toEqual([gone.body.sessionId]);
    expect(recent.body.page.outcome).toBe('quota_full');

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
    // (the clock moved past the access token's life: read the order from the database)
    const order = await t.deps.database.pool.query<{ status: string }>(
      'SELECT status FROM survey_orders WHERE survey_id = $1',
      [surveyId],
    );
    expect(order.rows[0]?.status).toBe('Completed');
    expect(await drop()).toEqual([]);
  });
});
