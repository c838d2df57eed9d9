import { isQuestionnaireCommandName } from '@survey/domain/questionnaire/registry';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { randomArgs } from '@survey/domain/questionnaire/testing/randomArgs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql } from '../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  operationDocument,
  questionnaireOperations,
  storeTestDocument,
  type TestDraft,
  storedDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * R1 for the questionnaire service: account B calling every query and mutation with A's ids (and
 * with its own draft plus A's) finds nothing and changes nothing. The cases come from the schema,
 * so a new operation without a case fails here.
 */
interface Ids {
  a: TestDraft;
  b: TestDraft;
}
type Vars = (ids: Ids) => Record<string, unknown>;
interface Case {
  vars: Vars;
  /** How B's call is answered: an error NOT_FOUND, or null data (the summary's contract). */
  expect: 'NOT_FOUND' | 'null';
  selection?: string;
}

const DOCUMENT = makeQuestionnaire(30, 3);
const SECRET = 'Q about';
const DICE = { b: 2, c: 1, hostile: 1, text: 'changed by B' };

/** Realistic arguments of a command on DOCUMENT (a pick where every number is a number). */
function argsOf(name: Parameters<typeof randomArgs>[0]): Record<string, unknown> {
  for (let a = 0; a < 50; a++) {
    const args = randomArgs(name, DOCUMENT, { ...DICE, a });
    if (!Object.values(args).some((v) => typeof v === 'number' && Number.isNaN(v))) return args;
  }
  throw new Error(`no usable arguments for ${name}`);
}

/** Explicit cases; every other mutation is a domain command with generated arguments. */
const SPECIAL: Record<string, Case[]> = {
  draftQuestionnaire: [
    { vars: (i) => ({ surveyId: i.a.surveyId }), expect: 'NOT_FOUND', selection: 'version' },
  ],
  draftQuestionnaireSummary: [
    { vars: (i) => ({ surveyId: i.a.surveyId }), expect: 'null', selection: 'version' },
  ],
  addQuestionnaire: [
    { vars: (i) => ({ surveyId: i.a.surveyId }), expect: 'NOT_FOUND', selection: 'version' },
  ],
  duplicateQuestionnaire: [
    {
      vars: (i) => ({ surveyId: i.a.surveyId, newSurveyId: i.b.surveyId, accountMarkup: 0 }),
      expect: 'NOT_FOUND',
      selection: 'version',
    },
    {
      vars: (i) => ({ surveyId: i.b.surveyId, newSurveyId: i.a.surveyId, accountMarkup: 0 }),
      expect: 'NOT_FOUND',
      selection: 'version',
    },
  ],
  relocaliseQuestionnaire: [
    {
      vars: (i) => ({ surveyId: i.a.surveyId, newLocale: { language: 'fr', country: 'FR' } }),
      expect: 'NOT_FOUND',
    },
  ],
  // Languages of a questionnaire (issue 37 §1): B naming A's survey.
  questionnaireTranslations: [{ vars: (i) => ({ surveyId: i.a.surveyId }), expect: 'NOT_FOUND' }],
  translationStatus: [
    {
      vars: (i) => ({ surveyId: i.a.surveyId, language: 'de' }),
      expect: 'NOT_FOUND',
      selection: 'key',
    },
  ],
  exportTranslations: [
    {
      vars: (i) => ({ surveyId: i.a.surveyId, language: 'de', format: 'XLSX' }),
      expect: 'NOT_FOUND',
      selection: 'fileName',
    },
  ],
  addQuestionnaireLanguage: [
    { vars: (i) => ({ surveyId: i.a.surveyId, language: 'de' }), expect: 'NOT_FOUND' },
  ],
  removeQuestionnaireLanguage: [
    { vars: (i) => ({ surveyId: i.a.surveyId, language: 'de' }), expect: 'NOT_FOUND' },
  ],
  setQuestionnaireTranslation: [
    {
      vars: (i) => ({ surveyId: i.a.surveyId, language: 'de', key: 'e1.text', text: 'Hallo' }),
      expect: 'NOT_FOUND',
    },
  ],
  importTranslations: [
    {
      vars: (i) => ({ surveyId: i.a.surveyId, language: 'de', format: 'XLSX', base64: 'AAAA' }),
      expect: 'NOT_FOUND',
      selection: 'imported',
    },
  ],
  importQuestionnaireEntries: [
    {
      vars: (i) => ({
        questionnaireId: i.a.questionnaireId,
        sourceQuestionnaireId: i.b.questionnaireId,
        entryNumbers: [1],
        position: 0,
      }),
      expect: 'NOT_FOUND',
    },
    {
      vars: (i) => ({
        questionnaireId: i.b.questionnaireId,
        sourceQuestionnaireId: i.a.questionnaireId,
        entryNumbers: [1, 2],
        position: 0,
      }),
      expect: 'NOT_FOUND',
    },
  ],
};

function casesFor(name: string): Case[] {
  const special = SPECIAL[name];
  if (special) return special;
  if (!isQuestionnaireCommandName(name)) return [];
  return [
    {
      vars: (i) => ({ ...argsOf(name), questionnaireId: i.a.questionnaireId }),
      expect: 'NOT_FOUND',
    },
  ];
}

describe('questionnaire service tenant isolation (R1)', () => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  let ids: Ids;
  let control: TestDraft;
  const stored = async (surveyId: string) => {
    const { version, document } = await storedDraft(t, surveyId);
    return { version, document };
  };

  beforeAll(async () => {
    t = await startTestApp();
    [a, b] = [await signUpUser(t), await signUpUser(t)];
    const aDraft = await storeTestDocument(t, (await createTestDraft(t, a)).surveyId, DOCUMENT);
    control = await storeTestDocument(t, (await createTestDraft(t, a)).surveyId, DOCUMENT);
    const bDraft = await storeTestDocument(t, (await createTestDraft(t, b)).surveyId, DOCUMENT);
    ids = { a: aDraft, b: bDraft };
  });
  afterAll(() => t.close());

  it('has a case for every query and mutation of the schema', () => {
    const missing = questionnaireOperations().filter((op) => casesFor(op.name).length === 0);
    expect(missing).toEqual([]);
  });

  it("answers B's calls with A's ids as not found, leaks nothing and changes nothing", async () => {
    const before = await stored(ids.a.surveyId);
    for (const op of questionnaireOperations()) {
      for (const c of casesFor(op.name)) {
        const doc = operationDocument(op.name, c.selection ?? 'version');
        const r = await gql<Record<string, unknown>>(
          t,
          'questionnaire',
          b.accessToken,
          doc,
          c.vars(ids),
        );
        if (c.expect === 'NOT_FOUND')
          expect(errorCode(r), `${op.name} ${JSON.stringify(r)}`).toBe('NOT_FOUND');
        else expect(r.data?.[op.name], op.name).toBeNull();
        expect(JSON.stringify(r), op.name).not.toContain(SECRET);
      }
    }
    expect(await stored(ids.a.surveyId)).toEqual(before);
    expect(t.reported).toEqual([]);
  });

  it('gives A a real answer to the same calls (the cases would pass the ownership check)', async () => {
    const own = { a: control, b: control };
    let applied = 0;
    for (const op of questionnaireOperations()) {
      if (SPECIAL[op.name]) continue;
      const [c] = casesFor(op.name);
      if (!c) continue;
      const r = await gql(
        t,
        'questionnaire',
        a.accessToken,
        operationDocument(op.name, 'version'),
        c.vars(own),
      );
      expect(r.status, op.name).toBe(200);
      if (r.errors)
        expect(errorCode(r), op.name).toMatch(/^(?!NOT_FOUND$|INTERNAL_SERVER_ERROR$)[A-Z_]+$/);
      else applied += 1;
    }
    expect(applied).toBeGreaterThan(25);
  });
});
