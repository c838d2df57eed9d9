import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { checkInvariants } from '@survey/domain/questionnaire/invariants';
import { isQuestionnaireCommandName } from '@survey/domain/questionnaire/registry';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { randomArgs } from '@survey/domain/questionnaire/testing/randomArgs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { GRAPHQL_PATHS } from '../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  operationDocument,
  questionnaireSchema,
  storeTestDocument,
  type TestDraft,
  storedDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * R7: every editing mutation fuzzed over real HTTP with realistic, hostile and ill-typed
 * arguments. Nothing may answer 5xx or an internal error, nothing may be reported as unexpected,
 * and the stored draft must keep every invariant (and one log row per version).
 */
const DOCUMENT = makeQuestionnaire(25, 11);
const HUGE = 'y'.repeat(200_000);
const RUNS_PER_MUTATION = 8;

const anyChar = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: anyChar, maxLength: 40 }),
  fc.constantFrom(
    HUGE,
    '',
    'no-such-id',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u0000\ud800',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: anyChar, maxLength: 40 }),
  fc.constantFrom(HUGE, '', ' ', 'no-such-id', '<script>alert(1)</script>', 'javascript:alert(1)'),
);

/** A value of the argument's GraphQL type with hostile content (what reaches the resolvers). */
function typedValue(type: GraphQLInputType, nullable = true): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(type.ofType, false);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(typedValue(type.ofType), { maxLength: 4 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, typedValue(f.type)])));
    }
    if (isScalarType(type) && type.name === 'Int')
      return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    if (isScalarType(type) && type.name === 'Float')
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    if (isScalarType(type) && type.name === 'Boolean') return fc.boolean();
    if (isScalarType(type) && type.name === 'JSON') return fc.jsonValue({ maxDepth: 4 });
    return hostileString;
  })();
  return nullable ? fc.option(value, { nil: null }) : value;
}

const mutations = Object.values(questionnaireSchema.getMutationType()?.getFields() ?? {}).filter(
  (f) => f.args.some((a) => a.name === 'questionnaireId' || a.name === 'newLocale'),
);

describe('questionnaire editor: hostile inputs (R7)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  let other: TestDraft;

  const realistic = (name: string, dice: Parameters<typeof randomArgs>[2]) => {
    if (name === 'importQuestionnaireEntries') {
      return {
        sourceQuestionnaireId: other.questionnaireId,
        entryNumbers: [dice.a],
        position: dice.b,
      };
    }
    if (!isQuestionnaireCommandName(name)) throw new Error(`no command ${name}`);
    return randomArgs(name, DOCUMENT, dice);
  };

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await storeTestDocument(t, (await createTestDraft(t, ann)).surveyId, DOCUMENT);
    other = await storeTestDocument(t, (await createTestDraft(t, ann)).surveyId, DOCUMENT);
  });
  afterAll(() => t.close());

  const post = (name: string, variables: Record<string, unknown>) =>
    fetch(`${t.url}${GRAPHQL_PATHS.questionnaire}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
      body: JSON.stringify({ query: operationDocument(name, 'version'), variables }),
    });
  const dice = fc.record({
    a: fc.nat(60),
    b: fc.nat(60),
    c: fc.nat(60),
    hostile: fc.nat(3),
    text: fc.string({ maxLength: 30 }),
  });
  const base = (name: string, d: Parameters<typeof randomArgs>[2]) => ({
    questionnaireId: draft.questionnaireId,
    surveyId: draft.surveyId,
    // JSON has no NaN (randomArgs' hostile scale bound): send an impossible number instead.
    ...JSON.parse(
      JSON.stringify(realistic(name, d), (_k, v: unknown) => (Number.isNaN(v) ? -1 : v)),
    ),
  });

  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s: well-typed hostile arguments get typed errors, never an internal one',
    async (name, field) => {
      const typed = fc.record(
        Object.fromEntries(field.args.map((a) => [a.name, typedValue(a.type)])),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(dice, typed, async (d, hostile) => {
          const res = await post(name, { ...base(name, d), ...hostile });
          expect(res.status).toBeLessThan(500);
          const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
          for (const e of body.errors ?? []) {
            expect(e.extensions?.code).toMatch(/^[A-Z_]+$/);
            expect(e.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
          }
        }),
        { numRuns: RUNS_PER_MUTATION },
      );
      const wrong = fc.dictionary(fc.constantFrom(...field.args.map((a) => a.name)), hostileValue, {
        maxKeys: 3,
      });
      await fc.assert(
        fc.asyncProperty(dice, wrong, async (d, hostile) => {
          const res = await post(name, { ...base(name, d), ...hostile });
          // Read whole, as a client does (an answer left unread keeps its connection busy).
          await res.text();
          expect(res.status).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_MUTATION / 2 },
      );
      expect(t.reported).toEqual([]);
    },
  );

  it('answers an ill-typed variable with a typed error', async () => {
    const res = await post('addTextCard', { questionnaireId: [], position: 0 });
    const body = await res.text();
    expect(body).not.toContain('INTERNAL_SERVER_ERROR');
    expect(body).toContain('BAD_USER_INPUT');
  });

  it('kept the stored draft healthy, one log row per version', async () => {
    const row = await storedDraft(t, draft.surveyId);
    expect(checkInvariants(row.document)).toEqual([]);
    const log = await t.deps.database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM questionnaire_commands WHERE survey_id = $1 AND operation NOT IN ('addQuestionnaire')",
      [draft.surveyId],
    );
    // Version 1 is the empty draft, version 2 the stored test document, then one per applied
    // command (the fuzz applies some: the write path is exercised, not only refusals).
    expect(row?.version).toBe(2 + (log.rows[0]?.n ?? 0));
    expect(row?.version).toBeGreaterThan(12);
  });
});
