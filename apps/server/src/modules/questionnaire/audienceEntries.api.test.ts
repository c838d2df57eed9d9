import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk, fieldworkDocument } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork } from '../../../test/projectHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  readDraft,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

interface AudienceItem {
  questionLk: string;
  questionTypeCode: string;
  question: { questionId: string; text: string };
  responseOptions: {
    responseOptionLk: string;
    position: number;
    qualification: boolean;
    route: { targetNumber: number } | null;
    responseOption: { responseOptionId: string; value: string; rotype: string };
  }[];
  settingValues: { code: string; value: string }[];
}

interface AudienceEntryView {
  number: number;
  position: number;
  contextPosition: number;
  label: string;
  entryType: string;
  entryItem: AudienceItem;
}

const ITEM = `entryItem { questionLk questionTypeCode question { questionId text }
  responseOptions { responseOptionLk position qualification route { targetNumber }
    responseOption { responseOptionId value rotype } }
  settingValues { code value } }`;

describe('audience entries: standard criteria and screening questions (spec 2 §2-§4)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  let screeningLk: string;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
    await addTestFieldwork(t, ann, draft.surveyId);
    const run = (name: string, args: Record<string, unknown>) =>
      audienceOk(t, ann.accessToken, name, { surveyId: draft.surveyId, ...args });
    await run('setStandardCriterion', { position: 0, audienceCriterionCode: 'age' });
    const custom = await run('addCustomCriterion', { position: 1, text: 'Do you cycle?' });
    screeningLk = custom.audience.members[1]?.memberItem.questionLk ?? '';
    await run('setStandardCriterion', { position: 2, audienceCriterionCode: 'gender' });
    await run('setStandardMemberSettingValue', {
      audienceCriterionCode: 'gender',
      setting: { memberSettingCode: 'hide_survey_question', settingValue: 'enabled' },
    });
    await draftEditor(t, ann, draft).ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 0,
      text: 'Which brand?',
    });
  });
  afterAll(() => t.close());

  const readEntries = () =>
    readDraft<{ audienceEntries: AudienceEntryView[]; interviewLength: { seconds: number } }>(
      t,
      ann,
      draft.surveyId,
      `audienceEntries { number position contextPosition label entryType ${ITEM} }
       interviewLength { seconds minutes }`,
    );

  it('lists every criterion, standard and custom, as A1..An in member order', async () => {
    const { audienceEntries } = await readEntries();
    expect(
      audienceEntries.map((a) => [a.label, a.entryItem.questionTypeCode, a.entryItem.questionLk]),
    ).toEqual([
      ['A1', 'StandardAudience', 'age'],
      ['A2', 'CustomAudience', screeningLk],
      ['A3', 'StandardAudience', 'gender'],
    ]);
    const age = audienceEntries[0]?.entryItem;
    expect(age?.question.text).toBe('How old are you?');
    expect(age?.responseOptions[0]).toMatchObject({
      responseOptionLk: '18_24',
      position: 0,
      qualification: true,
      route: null,
    });
  });

  it('counts 10 s for each audience question shown to respondents, none for a hidden one', async () => {
    // One single select (15 s), age and the screening question (10 s each); gender is hidden.
    const { interviewLength } = await readEntries();
    expect(interviewLength.seconds).toBe(15 + 10 + 10);
  });

  it('answers fieldworkAudience with the same question items, in the spec shape', async () => {
    const { audienceEntries } = await readEntries();
    const data = await gqlOk<{ fieldworkAudience: Omit<AudienceEntryView, 'label'>[] }>(
      t,
      'fieldwork',
      ann.accessToken,
      fieldworkDocument(
        'query',
        'fieldworkAudience',
        { surveyId: draft.surveyId },
        `{ number position contextPosition entryType ${ITEM} }`,
      ),
      { surveyId: draft.surveyId },
    );
    expect(data.fieldworkAudience).toEqual(audienceEntries.map(({ label: _, ...rest }) => rest));
    expect(data.fieldworkAudience[2]?.entryItem.settingValues).toContainEqual({
      code: 'hide_survey_question',
      value: 'enabled',
    });
  });
});
