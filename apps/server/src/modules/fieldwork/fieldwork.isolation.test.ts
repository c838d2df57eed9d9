import { readFileSync } from 'node:fs';
import { isAudienceCommandName } from '@survey/domain/audience/registry';
import { randomArgs } from '@survey/domain/audience/testing/randomArgs';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audienceOk,
  fieldworkDocument,
  readAudience,
  type TestAudience,
} from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * R1 for the fieldwork service: account B calling every query and mutation with A's survey finds
 * nothing, leaks nothing and changes nothing. The operations come from the schema, so a new
 * operation without a case fails here.
 */
const schema = buildSchema(
  readFileSync(new URL('./fieldwork.schema.graphql', import.meta.url), 'utf8'),
);
const operations = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ({
    kind: 'query' as const,
    name: f.name,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ({
    kind: 'mutation' as const,
    name: f.name,
  })),
];

type Expect = 'NOT_FOUND' | 'null' | 'public';
interface Case {
  args: (surveyId: string, a: TestAudience) => Record<string, unknown>;
  expect: Expect;
  selection: string;
}

const SECRET = 'A secret screening question';
const CHANGE = '{ number }';

const QUERIES: Record<string, Case> = {
  countries: { args: () => ({}), expect: 'public', selection: '{ countryCode }' },
  presetAudiences: { args: () => ({ countryCode: 'GB' }), expect: 'public', selection: '{ name }' },
  fieldwork: { args: (s) => ({ surveyId: s }), expect: 'null', selection: '{ surveyId }' },
  draftAudience: { args: (s) => ({ surveyId: s }), expect: 'NOT_FOUND', selection: '{ version }' },
  fieldworkAudience: {
    args: (s) => ({ surveyId: s }),
    expect: 'NOT_FOUND',
    selection: '{ number }',
  },
  customCriteria: {
    args: (s) => ({ surveyId: s }),
    expect: 'NOT_FOUND',
    selection: '{ questionLk }',
  },
  categories: {
    args: (s) => ({ surveyId: s, expandedCategories: ['demographic'] }),
    expect: 'NOT_FOUND',
    selection: '{ code }',
  },
  searchCategories: {
    args: (s) => ({ surveyId: s, searchCriteria: 'age' }),
    expect: 'NOT_FOUND',
    selection: '{ code }',
  },
  getCostQuote: {
    args: (s) => ({ surveyId: s, lengthOfInterview: 5 }),
    expect: 'NOT_FOUND',
    selection: '{ total }',
  },
  getFeasibilityEstimate: {
    args: (s) => ({ surveyId: s, loi: 5 }),
    expect: 'NOT_FOUND',
    selection: '{ isFeasible }',
  },
  addFieldwork: {
    args: (s) => ({
      surveyId: s,
      panelSupplierCode: 'SIMULATED',
      countryCode: 'GB',
      samplesNeeded: 5,
      accountMarkup: 0,
    }),
    expect: 'NOT_FOUND',
    selection: '{ surveyId }',
  },
  updateFieldwork: {
    args: (s) => ({ surveyId: s, samplesNeeded: 3, softLaunch: { samplesNeeded: 1 } }),
    expect: 'NOT_FOUND',
    selection: '{ surveyId }',
  },
};

/** Realistic arguments of an audience mutation on A's audience. */
function mutationArgs(name: string, surveyId: string, a: TestAudience): Record<string, unknown> {
  if (!isAudienceCommandName(name)) throw new Error(name);
  if (name === 'presetAudience') return { surveyId, name: 'Parents of children under 18' };
  // randomArgs reads the fields the test selected; the document shape is the domain's.
  const args = randomArgs(name, a as never, { a: 0, b: 1, c: 0, hostile: 1, text: 'changed by B' });
  return { ...args, surveyId };
}

function caseOf(name: string): Case | undefined {
  if (QUERIES[name]) return QUERIES[name];
  if (!isAudienceCommandName(name)) return undefined;
  return { args: (s, a) => mutationArgs(name, s, a), expect: 'NOT_FOUND', selection: CHANGE };
}

describe('fieldwork service tenant isolation (R1)', () => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  let aSurvey: string;
  let control: string;
  let audience: TestAudience;
  const stateOfA = async () => ({
    audience: await readAudience(t, a.accessToken, aSurvey),
    fieldwork: await gqlOk(
      t,
      'fieldwork',
      a.accessToken,
      `{ fieldwork(surveyId: "${aSurvey}") { samplesNeeded { unadjusted } locale { country } softLaunch { samplesNeeded } sinceDate } }`,
    ),
  });
  const build = async (surveyId: string) => {
    await audienceOk(t, a.accessToken, 'presetAudience', {
      surveyId,
      name: 'Nationally representative',
    });
    await audienceOk(t, a.accessToken, 'addCustomCriterion', {
      surveyId,
      position: 3,
      text: SECRET,
    });
    return readAudience(t, a.accessToken, surveyId);
  };

  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    [a, b] = [await signUpUser(t), await signUpUser(t)];
    aSurvey = surveyIdOf(await createTestProject(t, a));
    control = surveyIdOf(await createTestProject(t, a));
    for (const s of [aSurvey, control]) await addTestFieldwork(t, a, s);
    audience = await build(aSurvey);
    await build(control);
    await addTestFieldwork(t, b, surveyIdOf(await createTestProject(t, b)));
  });
  afterAll(() => t.close());

  it('has a case for every query and mutation of the schema', () => {
    expect(operations.filter((op) => !caseOf(op.name)).map((op) => op.name)).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });

  it("answers B's calls with A's survey as not found, leaks nothing and changes nothing", async () => {
    const before = await stateOfA();
    t.advance(1000);
    for (const op of operations) {
      const c = caseOf(op.name);
      if (!c) continue;
      const args = c.args(aSurvey, audience);
      const r = await gql<Record<string, unknown>>(
        t,
        'fieldwork',
        b.accessToken,
        fieldworkDocument(op.kind, op.name, args, c.selection),
        args,
      );
      if (c.expect === 'NOT_FOUND')
        expect(errorCode(r), `${op.name} ${JSON.stringify(r)}`).toBe('NOT_FOUND');
      if (c.expect === 'null') expect(r.data?.[op.name], op.name).toBeNull();
      if (c.expect === 'public') expect(r.errors, op.name).toBeUndefined();
      expect(JSON.stringify(r), op.name).not.toContain(SECRET);
    }
    expect(await stateOfA()).toEqual(before);
    expect(t.reported).toEqual([]);
  });

  it('gives A a real answer to the same calls (the cases would pass the ownership check)', async () => {
    let answered = 0;
    for (const op of operations) {
      const c = caseOf(op.name);
      if (!c || c.expect !== 'NOT_FOUND' || op.name === 'addFieldwork') continue;
      const args = c.args(control, await readAudience(t, a.accessToken, control));
      const r = await gql(
        t,
        'fieldwork',
        a.accessToken,
        fieldworkDocument(op.kind, op.name, args, c.selection),
        args,
      );
      expect(r.status, op.name).toBe(200);
      if (r.errors)
        expect(errorCode(r), `${op.name} ${JSON.stringify(r.errors)}`).toMatch(
          /^(?!NOT_FOUND$|INTERNAL_SERVER_ERROR$)[A-Z_]+$/,
        );
      else answered += 1;
    }
    expect(answered).toBeGreaterThan(15);
    expect(t.reported).toEqual([]);
  });
});
