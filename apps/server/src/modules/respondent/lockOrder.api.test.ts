import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every state change locks the survey row, then its order (surveys.service.ts). A respondent's
 * qualifying or completing answer must take them in the same order: it reads the order under a
 * share lock and then writes rows whose foreign keys share-lock the survey, so taking the order
 * first deadlocks against a state change that holds the survey and waits for the order (seen in
 * the cluster tier's rolling restart: "deadlock detected" on the quality record's insert).
 */
describe('a respondent finishing while the survey changes state', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  it('waits for a change that locked the survey, and neither side sees a deadlock', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 10 });
    await purchaseOk(t, ann, surveyId);
    const driver = respondentDriver(t);
    const db = t.deps.database.db;
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let view = await driver.start(surveyId, 'locked-1');
    for (let pages = 0; view.page.kind === 'entry' && pages < 50; pages++) {
      const page = view.page;
      // A state change as surveys.service.ts makes one: the survey first, then (a moment later,
      // while the answer is in flight) its order.
      const change = db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from surveys where id = ${surveyId} for update`);
        await pause(150);
        await tx.execute(sql`select 1 from survey_orders where survey_id = ${surveyId} for update`);
      });
      await pause(50);
      const answered = driver.answer(view, randomValidAnswer(page, rnd));
      const [changeResult, answerResult] = await Promise.allSettled([change, answered]);
      expect(changeResult).toEqual({ status: 'fulfilled', value: undefined });
      if (answerResult.status === 'rejected') throw answerResult.reason;
      view = answerResult.value;
    }
    expect(view.page.kind).not.toBe('entry');
  }, 60_000);
});
