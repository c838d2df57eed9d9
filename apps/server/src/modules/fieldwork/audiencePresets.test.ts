import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk, readAudience } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('draft audience: presets, catalogue, questionnaire entries, country (fieldwork service)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  const newSurvey = async () => {
    const id = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, id, { samplesNeeded: 500 });
    return id;
  };
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '20000' });
    ann = await signUpUser(t);
    surveyId = await newSurvey();
  });
  afterAll(() => t.close());
  const fieldwork = async (id = surveyId) =>
    (
      await gqlOk<{ fieldwork: { incidenceRate: number; activePresetAudience: string | null } }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ fieldwork(surveyId: "${id}") { incidenceRate activePresetAudience } }`,
      )
    ).fieldwork;

  it('applies presets, resets incidence when screening existed, and lists presets per country', async () => {
    const id = await newSurvey();
    const list = await gqlOk<{ presetAudiences: { name: string }[] }>(
      t,
      'fieldwork',
      ann.accessToken,
      '{ presetAudiences(countryCode: "GB") { name description } }',
    );
    expect(list.presetAudiences[0]?.name).toBe('Nationally representative');
    expect(list.presetAudiences.at(-1)?.name).toBe('Custom');
    const bad = await gql(
      t,
      'fieldwork',
      ann.accessToken,
      '{ presetAudiences(countryCode: "ZZ") { name } }',
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    await audienceOk(t, ann.accessToken, 'addCustomCriterion', {
      surveyId: id,
      position: 0,
      text: 'Q',
    });
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation { updateFieldwork(surveyId: "${id}", incidenceRate: 30) { surveyId } }`,
    );
    const rep = await audienceOk(t, ann.accessToken, 'presetAudience', {
      surveyId: id,
      name: 'Nationally representative',
    });
    expect(rep.audience.members.map((m) => m.memberItem.criterion?.code)).toEqual([
      'age',
      'gender',
      'region',
    ]);
    expect(rep.audience.isValid).toBe(true);
    expect(await fieldwork(id)).toEqual({
      incidenceRate: 100,
      activePresetAudience: 'Nationally representative',
    });
    await audienceOk(t, ann.accessToken, 'removeStandardCriterion', {
      surveyId: id,
      audienceCriterionCode: 'region',
    });
    expect((await fieldwork(id)).activePresetAudience).toBe('Custom');
    const custom = await audienceOk(t, ann.accessToken, 'presetAudience', {
      surveyId: id,
      name: 'Custom',
    });
    expect(custom.audience.members).toEqual([]);
  });

  it('answers categories and search from the catalogue with the audience state', async () => {
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'age',
    });
    const r = await gqlOk<{
      categories: {
        code: string;
        standardCriteria: { criterion: { code: string }; state: string }[];
      }[];
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ categories(surveyId: "${surveyId}", expandedCategories: ["demographic"]) { code standardCriteria { criterion { code } state } } }`,
    );
    expect(r.categories).toHaveLength(15);
    expect(r.categories[0]?.standardCriteria.find((c) => c.criterion.code === 'age')?.state).toBe(
      'Enabled',
    );
    expect(r.categories[1]?.standardCriteria).toEqual([]);
    const s = await gqlOk<{
      searchCategories: {
        standardCriteria: { criterion: { code: string }; matchedText: string }[];
      }[];
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ searchCategories(surveyId: "${surveyId}", searchCriteria: "scotland") { standardCriteria { criterion { code } matchedText } } }`,
    );
    expect(s.searchCategories.flatMap((c) => c.standardCriteria)).toEqual([
      { criterion: { code: 'region' }, matchedText: 'Scotland' },
    ]);
  });

  it('shows enabled criteria and screening questions in the questionnaire as read-only audience entries A1..An', async () => {
    const id = await newSurvey();
    await gqlOk(
      t,
      'questionnaire',
      ann.accessToken,
      `mutation { addQuestionnaire(surveyId: "${id}") { version } }`,
    );
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId: id,
      position: 0,
      audienceCriterionCode: 'age',
    });
    const first = await audienceOk(t, ann.accessToken, 'addCustomCriterion', {
      surveyId: id,
      position: 1,
      text: 'Do you cycle?',
    });
    const lk = first.audience.members[1]?.memberItem.questionLk;
    const [, no] = first.audience.members[1]?.memberItem.criterionOptions ?? [];
    await audienceOk(t, ann.accessToken, 'removeCustomQualification', {
      surveyId: id,
      questionLk: lk,
      responseOptionLk: no?.responseOptionLk,
    });
    await audienceOk(t, ann.accessToken, 'addCustomCriterion', {
      surveyId: id,
      position: 2,
      text: 'Do you drive?',
    });
    const read = async () =>
      (
        await gqlOk<{
          draftQuestionnaire: {
            audienceEntries: {
              label: string;
              questionKind: string;
              entryType: string;
              entryItem: {
                questionTypeCode: string;
                question: { text: string };
                responseOptions: {
                  qualification: boolean;
                  route: { targetNumber: number } | null;
                }[];
              };
            }[];
          };
        }>(
          t,
          'questionnaire',
          ann.accessToken,
          `{ draftQuestionnaire(surveyId: "${id}") { audienceEntries { label questionKind entryType entryItem { questionTypeCode question { text } responseOptions { qualification route { targetNumber } } } } } }`,
        )
      ).draftQuestionnaire.audienceEntries;
    const entries = await read();
    // Standard criteria are audience questions too (spec 2 §2), in member order.
    expect(entries.map((e) => [e.label, e.entryItem.question.text])).toEqual([
      ['A1', 'How old are you?'],
      ['A2', 'Do you cycle?'],
      ['A3', 'Do you drive?'],
    ]);
    expect(entries[0]?.entryItem.questionTypeCode).toBe('StandardAudience');
    expect(entries[1]).toMatchObject({
      questionKind: 'audience',
      entryType: 'question',
      entryItem: { questionTypeCode: 'CustomAudience' },
    });
    expect(entries[1]?.entryItem.responseOptions).toEqual([
      { qualification: true, route: null },
      { qualification: false, route: { targetNumber: 100000 } },
    ]);
    await audienceOk(t, ann.accessToken, 'removeCustomCriterion', { surveyId: id, questionLk: lk });
    expect((await read()).map((e) => e.label + ' ' + e.entryItem.question.text)).toEqual([
      'A1 How old are you?',
      'A2 Do you drive?',
    ]);
  });

  it('changing the country relocalises the questionnaire, then starts the audience over there', async () => {
    const id = await newSurvey();
    await gqlOk(
      t,
      'questionnaire',
      ann.accessToken,
      `mutation { addQuestionnaire(surveyId: "${id}") { version } }`,
    );
    await audienceOk(t, ann.accessToken, 'presetAudience', {
      surveyId: id,
      name: 'Nationally representative',
    });
    const same = await gqlOk<{ updateFieldwork: { locale: { country: string } } }>(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation { updateFieldwork(surveyId: "${id}", countryCode: "GB", lengthOfInterview: 7) { locale { country } } }`,
    );
    expect(same.updateFieldwork.locale.country).toBe('GB');
    // The same country changes nothing else.
    expect((await readAudience(t, ann.accessToken, id)).members).toHaveLength(3);
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation { updateFieldwork(surveyId: "${id}", countryCode: "FR") { surveyId } }`,
    );
    const q = await gqlOk<{
      draftQuestionnaire: { locale: { language: string; country: string } };
    }>(
      t,
      'questionnaire',
      ann.accessToken,
      `{ draftQuestionnaire(surveyId: "${id}") { locale { language country } } }`,
    );
    expect(q.draftQuestionnaire.locale).toEqual({ language: 'fr', country: 'FR' });
    const a = await readAudience(t, ann.accessToken, id);
    expect(a).toMatchObject({ countryCode: 'FR', members: [], activePresetAudience: 'Custom' });
    const regions = await gqlOk<{
      searchCategories: { standardCriteria: { matchedText: string }[] }[];
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ searchCategories(surveyId: "${id}", searchCriteria: "Bretagne") { standardCriteria { matchedText } } }`,
    );
    expect(regions.searchCategories).toHaveLength(1);
  });
});
