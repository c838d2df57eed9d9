import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { gql, type GraphQLResponse } from './graphqlHelpers.ts';
import type { TestApp } from './testApp.ts';

const schema = buildSchema(
  readFileSync(
    new URL('../src/modules/fieldwork/fieldwork.schema.graphql', import.meta.url),
    'utf8',
  ),
);

/** The audience document fields the tests read. */
export const AUDIENCE_FIELDS = `surveyId version countryCode activePresetAudience isValid criteriaUsed
  validationErrors { memberNumber itemId code severity message }
  members { number position contextPosition memberType createdDate sinceDate memberItem {
    __typename
    ... on StandardCriterion { criterion { code name question { questionId text } } state
      settingValues { code value }
      standardCriterionOptions { criterionOption { code responseOption { responseOptionId value } } position qualification quota { percent } } }
    ... on CustomCriterion { questionLk number question { questionId text } state settingValues { code value }
      criterionOptions { responseOptionLk responseOption { responseOptionId value } position qualification quota { percent } pinned } }
  } }
  disabledCustomCriteria { questionLk number }`;

export interface TestAudience {
  surveyId: string;
  version: number;
  countryCode: string;
  activePresetAudience: string;
  isValid: boolean;
  criteriaUsed: number;
  validationErrors: {
    memberNumber: number | null;
    code: string;
    severity: string;
    message: string;
  }[];
  members: {
    number: number;
    position: number;
    memberType: 'Standard' | 'Custom';
    memberItem: {
      __typename: string;
      criterion?: { code: string };
      settingValues: { code: string; value: string }[];
      standardCriterionOptions?: {
        criterionOption: { code: string };
        qualification: boolean;
        quota: { percent: number } | null;
      }[];
      questionLk?: string;
      question?: { text: string };
      criterionOptions?: {
        responseOptionLk: string;
        responseOption: { value: string };
        qualification: boolean;
        quota: { percent: number } | null;
        pinned: boolean;
      }[];
    };
  }[];
  disabledCustomCriteria: { questionLk: string; number: number }[];
}

/** The GraphQL document of a fieldwork operation with the given arguments, typed from the schema. */
export function fieldworkDocument(
  kind: 'query' | 'mutation',
  name: string,
  args: Record<string, unknown>,
  selection: string,
): string {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[name];
  if (!field) throw new Error(`no ${kind} ${name}`);
  const used = field.args.filter((a) => a.name in args);
  const defs = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Op${defs ? `(${defs})` : ''} { ${name}${call ? `(${call})` : ''} ${selection} }`;
}

/** Runs an audience mutation; the answer carries the number and the updated audience. */
export async function audienceMutation(
  t: TestApp,
  token: string,
  name: string,
  args: Record<string, unknown>,
): Promise<
  GraphQLResponse<Record<string, { number: number | null; draftAudience: TestAudience }>>
> {
  const selection =
    name === 'moveAudienceMember'
      ? `{ number position draftAudience { ${AUDIENCE_FIELDS} } }`
      : `{ number draftAudience { ${AUDIENCE_FIELDS} } }`;
  return gql(t, 'fieldwork', token, fieldworkDocument('mutation', name, args, selection), args);
}

/** Runs an audience mutation that must succeed; returns the new audience and number. */
export async function audienceOk(
  t: TestApp,
  token: string,
  name: string,
  args: Record<string, unknown>,
): Promise<{ number: number | null; audience: TestAudience }> {
  const r = await audienceMutation(t, token, name, args);
  const out = r.data?.[name];
  if (r.errors?.length || !out) throw new Error(`${name} failed: ${JSON.stringify(r.errors)}`);
  return { number: out.number, audience: out.draftAudience };
}

/** The stored audience as the caller reads it. */
export async function readAudience(t: TestApp, token: string, surveyId: string) {
  const r = await gql<{ draftAudience: TestAudience }>(
    t,
    'fieldwork',
    token,
    `query A($surveyId: ID!) { draftAudience(surveyId: $surveyId) { ${AUDIENCE_FIELDS} } }`,
    { surveyId },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.draftAudience;
}
