import { costPerInterview } from '@survey/domain/pricing/costPerInterview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { extensionsOf, orderRowsOf, purchase, readOrder } from '../../../test/orderHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  setTestAccountMarkup,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

// Issue 23 §1: what a survey is bought at. The markup is the account's, the length of interview
// never less than the questionnaire's own estimate, 5 minutes when none is set (spec 3 §9), and
// the total one rule to the penny.

interface Quote {
  cpi: { amount: number; baseAmount: number; currency: string };
  lengthOfInterview: number;
  total: number;
}
const QUOTE = 'cpi { amount baseAmount currency } lengthOfInterview total';

describe('the price of a survey', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const quote = async (surveyId: string, args = '') =>
    (
      await gqlOk<{ getCostQuote: Quote }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ getCostQuote(surveyId: "${surveyId}"${args}) { ${QUOTE} } }`,
      )
    ).getCostQuote;
  const declare = (surveyId: string, fields: Record<string, unknown>) =>
    gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($surveyId: ID!, $loi: Int, $ir: Float) {
        updateFieldwork(surveyId: $surveyId, lengthOfInterview: $loi, incidenceRate: $ir) { surveyId }
      }`,
      { surveyId, ...fields },
    );
  /** A draft with `freeTexts` free-text questions (30 s each in the estimate). */
  const surveyWith = async (freeTexts: number, samplesNeeded = 100): Promise<TestDraft> => {
    const draft = await createTestDraft(t, ann);
    // The client says its account has no markup.
    await addTestFieldwork(t, ann, draft.surveyId, { samplesNeeded, accountMarkup: 0 });
    for (let i = 0; i < freeTexts; i++) {
      await draftEditor(t, ann, draft).ok('addQuestion', {
        questionTypeCode: 'FreeText',
        position: i,
        text: `Question ${String(i + 1)}`,
      });
    }
    return draft;
  };
  const rate = (lengthOfInterview: number, accountMarkup: number) =>
    costPerInterview({ lengthOfInterview, incidenceRate: 100, accountMarkup });

  it('charges the account markup to a client that sends accountMarkup 0: quote, purchase quote, order, copy', async () => {
    await setTestAccountMarkup(t, ann, 0.25);
    try {
      const { surveyId } = await surveyWith(1);
      await declare(surveyId, { loi: 5 });
      const priced = rate(5, 0.25);
      expect(priced.amount).toBe(1.25);
      expect((await quote(surveyId)).cpi).toEqual(priced);
      expect((await quote(surveyId, ', purchase: true')).cpi).toEqual(priced);
      const fieldwork = await gqlOk<{ fieldwork: { accountMarkup: number } }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ fieldwork(surveyId: "${surveyId}") { accountMarkup } }`,
      );
      expect(fieldwork.fieldwork.accountMarkup).toBe(0.25);

      // Buying at the base price is refused with the real one; the order records the real one.
      const atBase = await purchase(t, ann, surveyId, { customerCPI: 1, baseCPI: 1 });
      expect(errorCode(atBase)).toBe('PRICE_CHANGED');
      expect(extensionsOf(atBase).quote).toMatchObject({ cpi: priced });
      const bought = await purchase(t, ann, surveyId, { customerCPI: 1.25, baseCPI: 1 });
      expect(bought.errors).toBeUndefined();
      expect((await readOrder(t, ann, surveyId))?.customerCPI).toBe(1.25);
      const rows = await orderRowsOf(t, surveyId);
      expect(rows.supplierOrders.map((o) => Number(o.cpi))).toEqual([1.25]);

      // A copy made with accountMarkup 0 is priced with the account's markup too.
      const copy = surveyIdOf(await createTestProject(t, ann));
      await gqlOk(
        t,
        'questionnaire',
        ann.accessToken,
        `mutation { duplicateQuestionnaire(surveyId: "${surveyId}", newSurveyId: "${copy}", accountMarkup: 0) { version } }`,
      );
      expect((await quote(copy)).cpi).toEqual(priced);
    } finally {
      await setTestAccountMarkup(t, ann, 0);
    }
  });

  it('prices a purchase from the questionnaire, not a shorter length the client declared', async () => {
    // 30 free-text questions: 900 s, a 15-minute interview; the client declares 1 minute.
    const { surveyId } = await surveyWith(30);
    await declare(surveyId, { loi: 1 });
    const editor = await gqlOk<{ draftQuestionnaire: { interviewLength: { minutes: number } } }>(
      t,
      'questionnaire',
      ann.accessToken,
      `{ draftQuestionnaire(surveyId: "${surveyId}") { interviewLength { minutes } } }`,
    );
    expect(editor.draftQuestionnaire.interviewLength.minutes).toBe(15);
    const oneMinute = rate(1, 0);
    const fifteen = rate(15, 0);
    expect(fifteen.amount).toBeGreaterThan(oneMinute.amount);

    const forPurchase = await quote(surveyId, ', purchase: true');
    expect(forPurchase).toMatchObject({ lengthOfInterview: 15, cpi: fifteen });
    const cheap = await purchase(t, ann, surveyId, {
      customerCPI: oneMinute.amount,
      baseCPI: oneMinute.baseAmount,
    });
    expect(errorCode(cheap)).toBe('PRICE_CHANGED');
    expect(extensionsOf(cheap).quote).toMatchObject({ lengthOfInterview: 15, cpi: fifteen });
    expect((await orderRowsOf(t, surveyId)).orders).toEqual([]);

    const bought = await purchase(t, ann, surveyId, {
      customerCPI: fifteen.amount,
      baseCPI: fifteen.baseAmount,
    });
    expect(bought.data?.createSurveyOrder.customerCPI).toBe(fifteen.amount);
    const rows = await orderRowsOf(t, surveyId);
    expect(rows.published[0]?.loi).toBe(15);
  });

  it('prices a purchase at 5 minutes when no length of interview is set (spec 3 §9)', async () => {
    // One free-text question: a 1-minute estimate, nothing declared.
    const { surveyId } = await surveyWith(1);
    const forPurchase = await quote(surveyId, ', purchase: true');
    expect(forPurchase).toMatchObject({ lengthOfInterview: 5, cpi: rate(5, 0) });
    // Another account learns nothing about the survey or its questionnaire.
    const bob = await signUpUser(t);
    const theirs = await gql(
      t,
      'fieldwork',
      bob.accessToken,
      `{ getCostQuote(surveyId: "${surveyId}", purchase: true) { ${QUOTE} } }`,
    );
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    const bought = await purchase(t, ann, surveyId, {
      customerCPI: forPurchase.cpi.amount,
      baseCPI: forPurchase.cpi.baseAmount,
    });
    expect(bought.errors).toBeUndefined();
    expect((await orderRowsOf(t, surveyId)).published[0]?.loi).toBe(5);
  });

  it('totals the CPI in pence times the completes, to the penny, in every quote', async () => {
    await setTestAccountMarkup(t, ann, 0.15);
    try {
      // LOI 12, incidence 40: base 2.00 x 1.6 = 3.20, +15% = 3.68 a complete; 333 completes.
      const { surveyId } = await surveyWith(1, 333);
      await declare(surveyId, { loi: 12, ir: 40 });
      const q = await quote(surveyId);
      expect(q.cpi.amount).toBe(3.68);
      expect(q.total).toBe(1225.44);
      expect((await quote(surveyId, ', purchase: true')).total).toBe(1225.44);
    } finally {
      await setTestAccountMarkup(t, ann, 0);
    }
  });
});
