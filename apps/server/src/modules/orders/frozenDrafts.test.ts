import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceMutation, readAudience } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql } from '../../../test/graphqlHelpers.ts';
import {
  orderRowsOf,
  purchase,
  purchaseOk,
  quoteOf,
  readyTestSurvey,
} from '../../../test/orderHelpers.ts';
import { draftEditor, mutate, readDraft, storedDraft } from '../../../test/questionnaireHelpers.ts';
import { unpackSnapshot } from '../questionnaire/draftStore/draftStore.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('drafts after purchase', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const updateFieldwork = (vars: Record<string, unknown>) =>
    gql(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($surveyId: ID!, $samplesNeeded: Int, $countryCode: String, $loi: Int, $soft: SoftLaunchInput) {
        updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded, countryCode: $countryCode, lengthOfInterview: $loi, softLaunch: $soft) { surveyId }
      }`,
      vars,
    );

  it('refuses questionnaire, audience and fieldwork changes with SURVEY_NOT_EDITABLE; the published version stays byte-identical', async () => {
    const draft = await readyTestSurvey(t, ann);
    const { surveyId } = draft;
    await purchaseOk(t, ann, surveyId);
    const published = (await orderRowsOf(t, surveyId)).published;
    const draftBefore = await readDraft(t, ann, surveyId);
    const audienceBefore = await readAudience(t, ann.accessToken, surveyId);
    const questionLk = draftBefore.entries[0]?.entryItem.questionLk;
    t.advance(1000);

    const editor = draftEditor(t, ann, draft);
    expect(await editor.fails('addQuestion', { questionTypeCode: 'Basic', position: 0 })).toBe(
      'SURVEY_NOT_EDITABLE',
    );
    expect(
      await editor.fails('updateQuestion', {
        questionLk,
        questionTypeCode: 'FreeText',
        text: 'Changed after purchase',
      }),
    ).toBe('SURVEY_NOT_EDITABLE');
    expect(await editor.fails('detachQuestionnaireEntry', { number: 1 })).toBe(
      'SURVEY_NOT_EDITABLE',
    );
    for (const [name, args] of [
      ['presetAudience', { surveyId, name: 'Nationally representative' }],
      ['addCustomCriterion', { surveyId, position: 0, text: 'Added after purchase' }],
    ] as const) {
      const r = await audienceMutation(t, ann.accessToken, name, args);
      expect(errorCode(r), name).toBe('SURVEY_NOT_EDITABLE');
      expect(r.errors?.[0]?.message).toBe(
        'This survey has been purchased: its questionnaire and audience can no longer be changed.',
      );
    }
    for (const vars of [
      { surveyId, samplesNeeded: 50 },
      { surveyId, loi: 20 },
      { surveyId, countryCode: 'US' },
      { surveyId, soft: { samplesNeeded: 5 } },
    ]) {
      expect(errorCode(await updateFieldwork(vars)), JSON.stringify(vars)).toBe(
        'SURVEY_NOT_EDITABLE',
      );
    }

    expect((await orderRowsOf(t, surveyId)).published).toEqual(published);
    expect(await readDraft(t, ann, surveyId)).toEqual(draftBefore);
    expect(await readAudience(t, ann.accessToken, surveyId)).toEqual(audienceBefore);
    expect(t.reported).toEqual([]);
  });

  it('keeps a published version immutable even against a direct UPDATE', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    await purchaseOk(t, ann, surveyId);
    const published = (await orderRowsOf(t, surveyId)).published;
    await expect(
      t.deps.database.pool.query(
        `UPDATE published_surveys SET samples_needed = 1 WHERE survey_id = $1`,
        [surveyId],
      ),
    ).rejects.toThrow(/immutable/);
    expect((await orderRowsOf(t, surveyId)).published).toEqual(published);
  });

  it('publishes exactly the edits committed before a concurrent purchase and refuses the rest', async () => {
    const draft = await readyTestSurvey(t, ann);
    const quote = await quoteOf(t, ann, draft.surveyId);
    const edit = (i: number) =>
      mutate(t, ann, 'addQuestion', {
        questionnaireId: draft.questionnaireId,
        questionTypeCode: 'FreeText',
        position: 0,
        text: `Question ${i}`,
      });
    const [bought, ...edits] = await Promise.all([
      purchase(t, ann, draft.surveyId, { customerCPI: quote.amount, baseCPI: quote.baseAmount }),
      ...[1, 2, 3, 4, 5, 6].map(edit),
    ]);
    expect(bought.errors).toBeUndefined();
    for (const r of edits) expect([undefined, 'SURVEY_NOT_EDITABLE']).toContain(errorCode(r));
    const published = (await orderRowsOf(t, draft.surveyId)).published[0];
    const questionnaire = await unpackSnapshot(published?.questionnaire as Buffer);
    const final = (await storedDraft(t, draft.surveyId)).document;
    expect(questionnaire.entries).toEqual(final.entries);
    expect(final.entries).toHaveLength(1 + edits.filter((r) => !r.errors).length);
  });

  it('still lets a draft survey be edited', async () => {
    const draft = await readyTestSurvey(t, ann);
    await draftEditor(t, ann, draft).ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 1,
      text: 'And why?',
    });
    expect(errorCode(await updateFieldwork({ surveyId: draft.surveyId, samplesNeeded: 80 }))).toBe(
      undefined,
    );
  });
});
