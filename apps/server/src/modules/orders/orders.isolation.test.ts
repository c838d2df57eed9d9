import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql } from '../../../test/graphqlHelpers.ts';
import { orderRowsOf, purchaseOk, quoteOf, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * R1 for the order service: account B calling every operation with A's surveys (one ready to buy,
 * one bought with a soft launch) finds nothing and changes nothing, with arguments that would
 * succeed for A. The operations come from the schema, so a new one without a case fails here.
 */
const schema = buildSchema(
  readFileSync(new URL('./orders.schema.graphql', import.meta.url), 'utf8'),
);
const operations = [
  ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
  ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
];

interface Ids {
  ready: string;
  bought: string;
  price: { customerCPI: number; baseCPI: number };
}
interface Case {
  query: string;
  variables: (ids: Ids) => Record<string, unknown>;
  /** B's answer: NOT_FOUND, or null data for a query. */
  expect: 'NOT_FOUND' | 'null';
}

const CASES: Record<string, Case> = {
  surveyOrder: {
    query: `query Q($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { status customerCPI } }`,
    variables: (i) => ({ surveyId: i.bought }),
    expect: 'null',
  },
  createSurveyOrder: {
    query: `mutation M($surveyId: ID!, $customerCPI: Float!, $baseCPI: Float!) {
      createSurveyOrder(surveyId: $surveyId, feasibility: 1, customerCPI: $customerCPI, baseCPI: $baseCPI) { status }
    }`,
    variables: (i) => ({ surveyId: i.ready, ...i.price }),
    expect: 'NOT_FOUND',
  },
  addPanelSupplierOrder: {
    query: `mutation M($surveyId: ID!) {
      addPanelSupplierOrder(surveyId: $surveyId, orderDescription: "Full launch", samplesNeeded: 180) { status }
    }`,
    variables: (i) => ({ surveyId: i.bought }),
    expect: 'NOT_FOUND',
  },
  updateSurveyOrder: {
    query: `mutation M($surveyId: ID!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: Paused) { status } }`,
    variables: (i) => ({ surveyId: i.bought }),
    expect: 'NOT_FOUND',
  },
  setReplacementWindow: {
    query: `mutation M($surveyId: ID!) { setReplacementWindow(surveyId: $surveyId, days: 14) { status } }`,
    variables: (i) => ({ surveyId: i.bought }),
    expect: 'NOT_FOUND',
  },
};

describe('order service tenant isolation (R1)', () => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  let ids: Ids;
  const rowsOfA = async () => ({
    ready: await orderRowsOf(t, ids.ready),
    bought: await orderRowsOf(t, ids.bought),
  });

  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    [a, b] = [await signUpUser(t), await signUpUser(t)];
    const ready = (await readyTestSurvey(t, a, { samplesNeeded: 200 })).surveyId;
    const bought = (await readyTestSurvey(t, a, { samplesNeeded: 200, softLaunch: 20 })).surveyId;
    await purchaseOk(t, a, bought);
    const quote = await quoteOf(t, a, ready);
    ids = { ready, bought, price: { customerCPI: quote.amount, baseCPI: quote.baseAmount } };
    // B has surveys of its own, bought too: its calls pass everything but the ownership check.
    await purchaseOk(t, b, (await readyTestSurvey(t, b)).surveyId);
  });
  afterAll(() => t.close());

  it('has a case for every query and mutation of the schema', () => {
    expect(operations.filter((name) => !CASES[name])).toEqual([]);
  });

  it("answers B's calls with A's surveys as not found and writes nothing", async () => {
    const before = await rowsOfA();
    t.advance(1000);
    for (const name of operations) {
      const c = CASES[name];
      if (!c) continue;
      const r = await gql<Record<string, unknown>>(
        t,
        'order',
        b.accessToken,
        c.query,
        c.variables(ids),
      );
      if (c.expect === 'NOT_FOUND') expect(errorCode(r), name).toBe('NOT_FOUND');
      else expect(r.data?.[name], name).toBeNull();
    }
    expect(await rowsOfA()).toEqual(before);
    expect(t.reported).toEqual([]);
  });

  it('gives A a real answer to the same calls (the cases would pass the ownership check)', async () => {
    for (const name of operations) {
      const c = CASES[name];
      if (!c) continue;
      const r = await gql<Record<string, unknown>>(
        t,
        'order',
        a.accessToken,
        c.query,
        c.variables(ids),
      );
      expect(r.errors, name).toBeUndefined();
      expect(r.data?.[name], name).toEqual(expect.objectContaining({ status: expect.any(String) }));
    }
    const after = await rowsOfA();
    expect(after.ready.orders).toHaveLength(1);
    expect(after.bought.supplierOrders).toHaveLength(2);
  });
});
