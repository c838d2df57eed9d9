import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk, readAudience } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  bareTestSurvey,
  extensionsOf,
  orderRowsOf,
  purchase,
  purchaseOk,
  quoteOf,
  readOrder,
  readyTestSurvey,
  TEST_LOI,
} from '../../../test/orderHelpers.ts';
import { createTestDraft, draftEditor, storedDraft } from '../../../test/questionnaireHelpers.ts';
import { addTestFieldwork, relogin } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { unpackSnapshot } from '../questionnaire/draftStore/draftStore.ts';

const DAY = 86_400_000;
const midnight = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

describe('createSurveyOrder (purchase)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const fieldworkOf = async (surveyId: string, user = ann) =>
    await gqlOk<{
      fieldwork: { duration: { startDate: string | null; endDate: string | null } };
      est: { estimatedDeliveryTime: number | null };
    }>(
      t,
      'fieldwork',
      user.accessToken,
      `query F($surveyId: ID!) { fieldwork(surveyId: $surveyId) { duration { startDate endDate } }
          est: getFeasibilityEstimate(surveyId: $surveyId) { estimatedDeliveryTime } }`,
      { surveyId },
    );
  const nothingWritten = async (surveyId: string) => {
    const rows = await orderRowsOf(t, surveyId);
    expect(rows.orders).toEqual([]);
    expect(rows.supplierOrders).toEqual([]);
    expect(rows.published).toEqual([]);
    expect(rows.survey[0]?.state).toBe('draft');
    expect(await readOrder(t, ann, surveyId)).toBeNull();
  };

  it('buys a ready survey starting today: order and supplier order Live, version 1 published, survey live', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 120 });
    const quote = await quoteOf(t, ann, surveyId);
    const before = await fieldworkOf(surveyId);
    const order = await purchaseOk(t, ann, surveyId);

    expect(order).toMatchObject({
      surveyId,
      isSoftLaunch: false,
      customerCPI: quote.amount,
      status: 'Live',
      orderType: 'Survey',
      publishedVersion: 1,
    });
    expect(order.panelSupplierOrders).toEqual([
      expect.objectContaining({
        orderNumber: 1,
        orderDescription: 'Launch',
        samplesNeeded: 120,
        cpi: quote.amount,
        status: 'Live',
        panelSupplierOrderId: { value: expect.stringMatching(/^SIM-[0-9A-F]{12}$/) },
      }),
    ]);
    expect(await readOrder(t, ann, surveyId)).toEqual(order);

    const rows = await orderRowsOf(t, surveyId);
    expect(rows.survey[0]?.state).toBe('live');
    const published = rows.published[0] ?? {};
    expect(rows.published).toHaveLength(1);
    expect(published).toMatchObject({
      version: 1,
      country_code: 'GB',
      language: 'en',
      samples_needed: 120,
      soft_launch_samples: 0,
      loi: TEST_LOI,
    });
    const draft = await storedDraft(t, surveyId);
    const questionnaire = await unpackSnapshot(published.questionnaire as Buffer);
    expect(questionnaire.entries).toEqual(draft.document.entries);
    expect(questionnaire.questionnaireId).toBe(draft.document.questionnaireId);
    expect(Array.isArray(questionnaire.audienceEntries)).toBe(true);
    expect(published.audience).toEqual(
      expect.objectContaining({ countryCode: 'GB', members: expect.any(Array) }),
    );

    // No start date was set: fieldwork runs from today for the estimated delivery days.
    const today = midnight(t.deps.clock());
    const days = before.est.estimatedDeliveryTime ?? 7;
    const after = await fieldworkOf(surveyId);
    expect(after.fieldwork.duration).toEqual({
      startDate: today.toISOString(),
      endDate: new Date(today.getTime() + days * DAY).toISOString(),
    });
    expect(rows.survey[0]?.fieldwork_start).toEqual(today);
  });

  it('schedules a soft-launch survey that starts later: Scheduled, soft launch batch, survey scheduled', async () => {
    const start = new Date(midnight(t.deps.clock()).getTime() + 3 * DAY);
    const end = new Date(start.getTime() + 10 * DAY);
    const { surveyId } = await readyTestSurvey(t, ann, {
      samplesNeeded: 200,
      softLaunch: 20,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
    });
    const order = await purchaseOk(t, ann, surveyId);
    expect(order).toMatchObject({ status: 'Scheduled', isSoftLaunch: true, publishedVersion: 1 });
    expect(order.panelSupplierOrders).toEqual([
      expect.objectContaining({
        orderNumber: 1,
        orderDescription: 'Soft launch',
        samplesNeeded: 20,
        status: 'Scheduled',
      }),
    ]);
    const rows = await orderRowsOf(t, surveyId);
    expect(rows.survey[0]?.state).toBe('scheduled');
    expect(rows.published[0]).toMatchObject({ samples_needed: 200, soft_launch_samples: 20 });
    expect((await fieldworkOf(surveyId)).fieldwork.duration).toEqual({
      startDate: start.toISOString(),
      endDate: end.toISOString(),
    });
  });

  it('resets a start date that has passed to today and moves the end by the delivery estimate', async () => {
    const setDay = midnight(t.deps.clock());
    const { surveyId } = await readyTestSurvey(t, ann, {
      startDate: setDay.toISOString(),
      endDate: new Date(setDay.getTime() + 2 * DAY).toISOString(),
    });
    t.advance(5 * DAY);
    try {
      const relogged = await relogin(t, ann);
      const est = (await fieldworkOf(surveyId, relogged)).est.estimatedDeliveryTime ?? 7;
      const order = await purchaseOk(t, relogged, surveyId);
      expect(order.status).toBe('Live');
      const today = midnight(t.deps.clock());
      expect(today.getTime()).toBe(setDay.getTime() + 5 * DAY);
      expect((await fieldworkOf(surveyId, relogged)).fieldwork.duration).toEqual({
        startDate: today.toISOString(),
        endDate: new Date(today.getTime() + est * DAY).toISOString(),
      });
    } finally {
      t.advance(-5 * DAY);
    }
  });

  it('refuses a tampered price with PRICE_CHANGED and the quote, and writes nothing', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const quote = await quoteOf(t, ann, surveyId);
    for (const price of [
      { customerCPI: 0.01, baseCPI: quote.baseAmount },
      { customerCPI: quote.amount, baseCPI: quote.baseAmount - 0.01 },
      { customerCPI: quote.amount + 0.006, baseCPI: quote.baseAmount },
    ]) {
      const r = await purchase(t, ann, surveyId, price);
      expect(errorCode(r)).toBe('PRICE_CHANGED');
      expect(extensionsOf(r).quote).toMatchObject({
        cpi: { amount: quote.amount, baseAmount: quote.baseAmount, currency: 'GBP' },
        lengthOfInterview: TEST_LOI,
      });
      expect(r.data).toBeNull();
    }
    await nothingWritten(surveyId);
    // Within half a penny is the same price.
    const r = await purchase(t, ann, surveyId, {
      customerCPI: quote.amount + 0.004,
      baseCPI: quote.baseAmount - 0.004,
    });
    expect(r.data?.createSurveyOrder.customerCPI).toBe(quote.amount);
  });

  it('refuses a survey that is not ready with SURVEY_NOT_READY naming each reason, writing nothing', async () => {
    const reasonsOf = async (surveyId: string) => {
      const r = await purchase(t, ann, surveyId, { customerCPI: 1, baseCPI: 1 });
      expect(errorCode(r)).toBe('SURVEY_NOT_READY');
      await nothingWritten(surveyId);
      return extensionsOf(r).reasons;
    };

    const noFieldwork = await createTestDraft(t, ann);
    expect(await reasonsOf(noFieldwork.surveyId)).toEqual(['NO_FIELDWORK']);

    expect(await reasonsOf(await bareTestSurvey(t, ann))).toEqual(['NO_QUESTIONNAIRE_ENTRIES']);

    const invalid = await readyTestSurvey(t, ann);
    await draftEditor(t, ann, invalid).ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 1,
    });
    expect(await reasonsOf(invalid.surveyId)).toEqual(['QUESTIONNAIRE_INVALID']);

    const infeasible = await createTestDraft(t, ann);
    await addTestFieldwork(t, ann, infeasible.surveyId, { samplesNeeded: 90_000 });
    await draftEditor(t, ann, infeasible).ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 0,
      text: 'Why?',
    });
    expect(await reasonsOf(infeasible.surveyId)).toEqual(['AUDIENCE_NOT_FEASIBLE']);

    const badAudience = await readyTestSurvey(t, ann);
    await audienceOk(t, ann.accessToken, 'addCustomCriterion', {
      surveyId: badAudience.surveyId,
      position: 0,
      text: 'Do you own a car?',
    });
    expect((await readAudience(t, ann.accessToken, badAudience.surveyId)).isValid).toBe(false);
    expect(await reasonsOf(badAudience.surveyId)).toEqual([
      'AUDIENCE_INVALID',
      'AUDIENCE_NOT_FEASIBLE',
    ]);
  });

  it('answers a second purchase with CONFLICT and the order, changing nothing', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const first = await purchaseOk(t, ann, surveyId);
    const rows = await orderRowsOf(t, surveyId);
    t.advance(1000);
    const again = await purchase(t, ann, surveyId);
    expect(errorCode(again)).toBe('ORDER_EXISTS');
    expect(again.errors?.[0]?.message).toBe('This survey has already been purchased.');
    expect(extensionsOf(again).order).toEqual(first);
    expect(await orderRowsOf(t, surveyId)).toEqual(rows);
  });

  it('buys concurrent retries once', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const results = await Promise.all([1, 2, 3].map(() => purchase(t, ann, surveyId)));
    expect(results.filter((r) => r.data?.createSurveyOrder)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'ORDER_EXISTS')).toHaveLength(2);
    const rows = await orderRowsOf(t, surveyId);
    expect([rows.orders.length, rows.supplierOrders.length, rows.published.length]).toEqual([
      1, 1, 1,
    ]);
  });

  it('deletes the order, its supplier orders and publications with the project', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { softLaunch: 10 });
    await purchaseOk(t, ann, surveyId);
    const project = await gqlOk<{ projectBySurveyId: { projectId: string } }>(
      t,
      'project',
      ann.accessToken,
      `query P($surveyId: ID!) { projectBySurveyId(surveyId: $surveyId) { projectId } }`,
      { surveyId },
    );
    await gqlOk(
      t,
      'project',
      ann.accessToken,
      `mutation D($projectId: ID!, $accountId: ID!) { deleteProject(projectId: $projectId, accountId: $accountId) { projectId } }`,
      { projectId: project.projectBySurveyId.projectId, accountId: ann.accountId },
    );
    const rows = await orderRowsOf(t, surveyId);
    expect([rows.orders, rows.supplierOrders, rows.published, rows.survey]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('answers hostile prices and feasibilities with a typed refusal, never a 5xx, and writes nothing', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.constantFrom(0, -0, 1e308, -1e-308, 0.005),
    );
    await fc.assert(
      fc.asyncProperty(value, value, value, async (customerCPI, baseCPI, feasibility) => {
        const r = await gql(
          t,
          'order',
          ann.accessToken,
          `mutation B($s: ID!, $f: Float!, $c: Float!, $b: Float!) { createSurveyOrder(surveyId: $s, feasibility: $f, customerCPI: $c, baseCPI: $b) { status } }`,
          { s: surveyId, f: feasibility, c: customerCPI, b: baseCPI },
        );
        expect(r.status).toBeLessThan(500);
        expect(['BAD_USER_INPUT', 'PRICE_CHANGED']).toContain(errorCode(r));
      }),
      { numRuns: 30 },
    );
    await nothingWritten(surveyId);
    expect(t.reported).toEqual([]);
  });

  it('refuses malformed input without a 5xx', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    for (const price of [
      { customerCPI: -1, baseCPI: 1 },
      { customerCPI: Number.MAX_VALUE, baseCPI: 1 },
    ]) {
      const r = await purchase(t, ann, surveyId, price);
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await purchase(t, ann, 'nope', { customerCPI: 1, baseCPI: 1 }))).toBe(
      'BAD_USER_INPUT',
    );
    await nothingWritten(surveyId);
    expect(t.reported).toEqual([]);
  });
});
