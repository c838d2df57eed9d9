import type { SignedUpUser } from './authHelpers.ts';
import { gql, gqlOk, type GraphQLResponse } from './graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from './projectHelpers.ts';
import { createTestDraft, draftEditor } from './questionnaireHelpers.ts';
import type { TestApp } from './testApp.ts';

export const ORDER_FIELDS = `surveyId isSoftLaunch customerCPI status feasibility orderType publishedVersion
  replacedCompletes replacementWindowDays replacementWindowClosesAt createdDate sinceDate
  panelSupplierOrders { orderId panelSupplierOrderId { value } status cpi orderNumber orderDescription samplesNeeded createdDate sinceDate }`;

export interface TestOrder {
  surveyId: string;
  isSoftLaunch: boolean;
  customerCPI: number | null;
  status: string;
  feasibility: number | null;
  orderType: string;
  publishedVersion: number | null;
  /** Completes replaced at no charge (issue 38 §4). */
  replacedCompletes: number;
  /** The replacement window (days) and when it closes, null while fielding has not ended. */
  replacementWindowDays: number;
  replacementWindowClosesAt: string | null;
  createdDate: string;
  sinceDate: string;
  panelSupplierOrders: {
    orderId: string;
    panelSupplierOrderId: { value: string };
    status: string;
    cpi: number;
    orderNumber: number;
    orderDescription: string;
    samplesNeeded: number;
  }[];
}

/** Length of interview the ready surveys are priced at. */
export const TEST_LOI = 5;

/**
 * A survey of `user` that may be bought: GB fieldwork of `samplesNeeded` completes at TEST_LOI
 * minutes, the optional soft launch and dates, and a questionnaire with one valid question.
 */
export async function readyTestSurvey(
  t: TestApp,
  user: SignedUpUser,
  opts: {
    samplesNeeded?: number;
    softLaunch?: number;
    startDate?: string | null;
    endDate?: string | null;
  } = {},
): Promise<{ surveyId: string; questionnaireId: string }> {
  const draft = await createTestDraft(t, user);
  await addTestFieldwork(t, user, draft.surveyId, { samplesNeeded: opts.samplesNeeded ?? 100 });
  await gqlOk(
    t,
    'fieldwork',
    user.accessToken,
    `mutation U($surveyId: ID!, $loi: Int, $start: String, $end: String, $soft: SoftLaunchInput) {
      updateFieldwork(surveyId: $surveyId, lengthOfInterview: $loi, startDate: $start, endDate: $end, softLaunch: $soft) { surveyId }
    }`,
    {
      surveyId: draft.surveyId,
      loi: TEST_LOI,
      start: opts.startDate ?? null,
      end: opts.endDate ?? null,
      soft: { samplesNeeded: opts.softLaunch ?? 0 },
    },
  );
  await draftEditor(t, user, draft).ok('addQuestion', {
    questionTypeCode: 'FreeText',
    position: 0,
    text: 'What do you think of it?',
  });
  return draft;
}

/** A survey of `user` with fieldwork but not yet ready (no questionnaire entries). */
export async function bareTestSurvey(t: TestApp, user: SignedUpUser): Promise<string> {
  const surveyId = surveyIdOf(await createTestProject(t, user));
  await addTestFieldwork(t, user, surveyId, { samplesNeeded: 100 });
  return surveyId;
}

/** The price the confirm page shows: the purchase's (`purchase: true`). */
export async function quoteOf(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
): Promise<{ amount: number; baseAmount: number }> {
  const data = await gqlOk<{ getCostQuote: { cpi: { amount: number; baseAmount: number } } }>(
    t,
    'fieldwork',
    user.accessToken,
    `query Q($surveyId: ID!) { getCostQuote(surveyId: $surveyId, purchase: true) { cpi { amount baseAmount } } }`,
    { surveyId },
  );
  return data.getCostQuote.cpi;
}

/** createSurveyOrder as the browser calls it; `price` defaults to the current quote. */
export async function purchase(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
  price?: { customerCPI: number; baseCPI: number },
): Promise<GraphQLResponse<{ createSurveyOrder: TestOrder }>> {
  const quoted =
    price ??
    (await quoteOf(t, user, surveyId).then((q) => ({
      customerCPI: q.amount,
      baseCPI: q.baseAmount,
    })));
  return gql(
    t,
    'order',
    user.accessToken,
    `mutation Buy($surveyId: ID!, $feasibility: Float!, $customerCPI: Float!, $baseCPI: Float!) {
      createSurveyOrder(surveyId: $surveyId, feasibility: $feasibility, customerCPI: $customerCPI, baseCPI: $baseCPI) { ${ORDER_FIELDS} }
    }`,
    { surveyId, feasibility: 1, ...quoted },
  );
}

/** Buys a ready survey; throws unless it succeeds. */
export async function purchaseOk(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
): Promise<TestOrder> {
  const r = await purchase(t, user, surveyId);
  if (r.errors?.length || !r.data) throw new Error(`purchase: ${JSON.stringify(r.errors)}`);
  return r.data.createSurveyOrder;
}

/** The survey order as its owner reads it (null before purchase). */
export async function readOrder(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
): Promise<TestOrder | null> {
  const data = await gqlOk<{ surveyOrder: TestOrder | null }>(
    t,
    'order',
    user.accessToken,
    `query O($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { ${ORDER_FIELDS} } }`,
    { surveyId },
  );
  return data.surveyOrder;
}

/** Extensions of the first error (codes, reasons, quote, order). */
export const extensionsOf = (r: GraphQLResponse<unknown>): Record<string, unknown> =>
  (r.errors?.[0]?.extensions ?? {}) as Record<string, unknown>;

/** Rows of the order tables and publications for a survey, straight from the database. */
export async function orderRowsOf(t: TestApp, surveyId: string) {
  const q = async (sql: string) =>
    (await t.deps.database.pool.query(sql, [surveyId])).rows as Record<string, unknown>[];
  return {
    orders: await q('SELECT * FROM survey_orders WHERE survey_id = $1'),
    supplierOrders: await q(
      'SELECT * FROM panel_supplier_orders WHERE survey_id = $1 ORDER BY order_number',
    ),
    published: await q('SELECT * FROM published_surveys WHERE survey_id = $1 ORDER BY version'),
    survey: await q('SELECT state, fieldwork_start, fieldwork_end FROM surveys WHERE id = $1'),
  };
}

/** Pauses or unpauses as the results page does: the order first, then the survey. */
export async function pauseOrUnpause(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
  state: 'paused' | 'live',
): Promise<void> {
  await gqlOk(
    t,
    'order',
    user.accessToken,
    `mutation S($surveyId: ID!, $s: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $s) { status } }`,
    { surveyId, s: state === 'paused' ? 'Paused' : 'Live' },
  );
  await gqlOk(
    t,
    'project',
    user.accessToken,
    `mutation S($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { state } }`,
    { surveyId, state },
  );
}
