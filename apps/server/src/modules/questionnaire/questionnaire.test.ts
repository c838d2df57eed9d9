import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  setTestAccountMarkup,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { createTestDraft, draftEditor, storedDraft } from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const ADD = `mutation A($surveyId: ID!) { addQuestionnaire(surveyId: $surveyId) { surveyId version entryCount } }`;
const SUMMARY = `query S($surveyId: ID!) { draftQuestionnaireSummary(surveyId: $surveyId) { surveyId version entryCount } }`;
const DUPLICATE = `mutation D($surveyId: ID!, $newSurveyId: ID!, $accountMarkup: Float!) {
  duplicateQuestionnaire(surveyId: $surveyId, newSurveyId: $newSurveyId, accountMarkup: $accountMarkup) { surveyId version entryCount } }`;
const FIELDWORK = `query F($surveyId: ID!) { fieldwork(surveyId: $surveyId) { locale { country } samplesNeeded { unadjusted } lengthOfInterview { unadjusted } incidenceRate accountMarkup } }`;

describe('questionnaire service (create and duplicate)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const run = (query: string, vars: Record<string, unknown>) =>
    gql(t, 'questionnaire', ann.accessToken, query, vars);
  const documentOf = async (surveyId: string) => (await storedDraft(t, surveyId)).document;

  it('creates an empty draft in the fieldwork language, once', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, surveyId, { countryCode: 'FR' });
    const first = await run(ADD, { surveyId });
    expect(first.data).toEqual({ addQuestionnaire: { surveyId, version: 1, entryCount: 0 } });
    expect(await documentOf(surveyId)).toMatchObject({
      locale: { language: 'fr', country: 'FR' },
      entries: [],
      audienceEntries: [],
      lastEntryNumber: 0,
    });
    const again = await run(ADD, { surveyId });
    expect(again.data).toEqual(first.data);
    expect((await run(SUMMARY, { surveyId })).data).toEqual({
      draftQuestionnaireSummary: { surveyId, version: 1, entryCount: 0 },
    });
    const { rows } = await t.deps.database.pool.query(
      'SELECT operation, user_id FROM questionnaire_commands WHERE survey_id = $1',
      [surveyId],
    );
    expect(rows).toEqual([{ operation: 'addQuestionnaire', user_id: ann.userId }]);
  });

  it('answers null/NOT_FOUND/BAD_USER_INPUT for surveys that do not fit', async () => {
    const bare = surveyIdOf(await createTestProject(t, ann));
    expect((await run(SUMMARY, { surveyId: bare })).data).toEqual({
      draftQuestionnaireSummary: null,
    });
    expect(errorCode(await run(ADD, { surveyId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await run(ADD, { surveyId: 'x' }))).toBe('BAD_USER_INPUT');
  });

  it("duplicates the whole document and the fieldwork with the account's own markup, whatever is sent", async () => {
    await setTestAccountMarkup(t, ann, 0.3);
    const source = surveyIdOf(await createTestProject(t, ann, 'Original'));
    await addTestFieldwork(t, ann, source, {
      countryCode: 'US',
      samplesNeeded: 321,
      accountMarkup: 0.1,
    });
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      'mutation { updateFieldwork(surveyId: "' +
        source +
        '", lengthOfInterview: 9, incidenceRate: 55) { surveyId } }',
    );
    await run(ADD, { surveyId: source });
    // Stand in for the editor (next issue): give the source draft two entries.
    const sourceDraft = await storedDraft(t, source);
    await t.deps.database.pool.query(
      `WITH head AS (UPDATE draft_questionnaires SET version = 7 WHERE survey_id = $1) UPDATE draft_questionnaire_snapshots SET packed = NULL, document = $2, version = 7 WHERE survey_id = $1`,
      [
        source,
        JSON.stringify({
          ...makeQuestionnaire(2, 1),
          locale: sourceDraft.document.locale,
          questionnaireId: sourceDraft.document.questionnaireId,
        }),
      ],
    );
    const target = surveyIdOf(await createTestProject(t, ann, 'Copy of Original'));
    const r = await run(DUPLICATE, { surveyId: source, newSurveyId: target, accountMarkup: 0.25 });
    expect(r.data).toEqual({
      duplicateQuestionnaire: { surveyId: target, version: 1, entryCount: 2 },
    });
    const [from, to] = [await documentOf(source), await documentOf(target)];
    expect(to?.entries).toEqual(from?.entries);
    expect(to?.locale).toEqual(from?.locale);
    expect(to?.questionnaireId).not.toBe(from?.questionnaireId);
    const fw = await gqlOk<{ fieldwork: unknown }>(t, 'fieldwork', ann.accessToken, FIELDWORK, {
      surveyId: target,
    });
    expect(fw.fieldwork).toEqual({
      locale: { country: 'US' },
      samplesNeeded: { unadjusted: 321 },
      lengthOfInterview: { unadjusted: 9 },
      incidenceRate: 55,
      accountMarkup: 0.3,
    });
    const again = await run(DUPLICATE, {
      surveyId: source,
      newSurveyId: target,
      accountMarkup: 0.25,
    });
    expect(again.data).toEqual({
      duplicateQuestionnaire: { surveyId: target, version: 2, entryCount: 2 },
    });
  });

  it('refuses a duplicate onto itself, from a survey without a draft, or with a negative markup', async () => {
    const a = surveyIdOf(await createTestProject(t, ann));
    const b = surveyIdOf(await createTestProject(t, ann));
    await run(ADD, { surveyId: a });
    expect(errorCode(await run(DUPLICATE, { surveyId: a, newSurveyId: a, accountMarkup: 0 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await run(DUPLICATE, { surveyId: b, newSurveyId: a, accountMarkup: 0 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(await run(DUPLICATE, { surveyId: a, newSurveyId: b, accountMarkup: -1 })),
    ).toBe('BAD_USER_INPUT');
    expect((await run(SUMMARY, { surveyId: b })).data).toEqual({ draftQuestionnaireSummary: null });
  });
  it("counts the draft's validation errors in its summary (the Confirm step needs none)", async () => {
    const draft = await createTestDraft(t, ann);
    const count = async () =>
      (
        await gqlOk<{ draftQuestionnaireSummary: { validationErrorCount: number } }>(
          t,
          'questionnaire',
          ann.accessToken,
          `query S($surveyId: ID!) { draftQuestionnaireSummary(surveyId: $surveyId) { validationErrorCount } }`,
          { surveyId: draft.surveyId },
        )
      ).draftQuestionnaireSummary.validationErrorCount;
    expect(await count()).toBe(0);
    const edit = draftEditor(t, ann, draft);
    // No title and two blank options: the title and both options are flagged.
    const added = await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 0 });
    expect(await count()).toBeGreaterThanOrEqual(2);
    const questionLk = added.entry?.entryItem.questionLk;
    await edit.ok('updateQuestion', { questionLk, questionTypeCode: 'Basic', text: 'Why?' });
    for (const [i, o] of (added.entry?.entryItem.responseOptions ?? []).entries()) {
      await edit.ok('updateResponseOption', {
        questionLk,
        responseOptionLk: o.responseOptionLk,
        responseOptionValue: `Because ${i}`,
      });
    }
    expect(await count()).toBe(0);
  });
});
