import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { LiveSurveys } from './liveSurveys.queries.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the respondent side reads of a bought survey: its version, the order's state, the open batch. */
describe('LiveSurveys', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  // A fresh reader each time: the order's state is cached for a second.
  const read = (surveyId: string) => new LiveSurveys(t.deps.database.db).current(surveyId);

  it("gives the respondent side the published version, the order's state and the open batch", async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 150, softLaunch: 15 });
    expect(await read(surveyId)).toBeUndefined();
    await purchaseOk(t, ann, surveyId);
    const live = await read(surveyId);
    expect(live).toMatchObject({
      surveyId,
      version: 1,
      samplesNeeded: 150,
      orderStatus: 'Live',
      admitting: true,
      totalTarget: 15,
    });
    expect(live?.published.questionnaire.entries[0]?.entryType).toBe('question');

    await t.deps.database.pool.query(
      `UPDATE panel_supplier_orders SET status = 'Completed' WHERE survey_id = $1`,
      [surveyId],
    );
    expect(await read(surveyId)).toMatchObject({ admitting: false, totalTarget: 15 });
    await gqlOk(
      t,
      'order',
      ann.accessToken,
      `mutation F($surveyId: ID!) { addPanelSupplierOrder(surveyId: $surveyId, orderDescription: "Full launch", samplesNeeded: 135) { status } }`,
      { surveyId },
    );
    expect(await read(surveyId)).toMatchObject({ admitting: true, totalTarget: 150 });
  });

  it('keeps the quota cells written while the targets stay, and writes them again for a full launch', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 150, softLaunch: 15 });
    await purchaseOk(t, ann, surveyId);
    const live = new LiveSurveys(t.deps.database.db);
    const first = await live.current(surveyId);
    if (!first) throw new Error('the survey is not live');
    first.cellsWritten = true; // as an answer that wrote them marks it
    const afterRefresh = () => sleep(1100).then(() => live.current(surveyId));
    expect(await afterRefresh()).toMatchObject({ totalTarget: 15, cellsWritten: true });
    await t.deps.database.pool.query(
      `UPDATE panel_supplier_orders SET status = 'Completed' WHERE survey_id = $1`,
      [surveyId],
    );
    await gqlOk(
      t,
      'order',
      ann.accessToken,
      `mutation F($surveyId: ID!) { addPanelSupplierOrder(surveyId: $surveyId, orderDescription: "Full launch", samplesNeeded: 135) { status } }`,
      { surveyId },
    );
    expect(await afterRefresh()).toMatchObject({ totalTarget: 150, cellsWritten: false });
  });
});
