import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audienceMutation,
  audienceOk,
  fieldworkDocument,
  readAudience,
} from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('draft audience (fieldwork service)', () => {
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
  const ok = (name: string, args: Record<string, unknown>) =>
    audienceOk(t, ann.accessToken, name, { surveyId, ...args });
  const fieldwork = async (id = surveyId) =>
    (
      await gqlOk<{ fieldwork: { incidenceRate: number; activePresetAudience: string | null } }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ fieldwork(surveyId: "${id}") { incidenceRate activePresetAudience } }`,
      )
    ).fieldwork;

  it('creates an empty audience in the fieldwork country with the fieldwork', async () => {
    const a = await readAudience(t, ann.accessToken, surveyId);
    expect(a).toMatchObject({ countryCode: 'GB', version: 1, members: [], isValid: true });
    expect(a.activePresetAudience).toBe('Custom');
  });

  it('adds, qualifies, quotas and sums a standard criterion, bumping the version each time', async () => {
    const added = await ok('setStandardCriterion', { position: 0, audienceCriterionCode: 'age' });
    expect(added.number).toBe(1);
    expect(added.audience.version).toBe(2);
    await ok('setStandardQuotas', { audienceCriterionCode: 'age' });
    await ok('setStandardQuota', {
      audienceCriterionCode: 'age',
      audienceCriterionOptionCode: '18_24',
      percent: 50,
    });
    const off = await ok('sumStandardQuotasTo100', { audienceCriterionCode: 'age' });
    const quotas = off.audience.members[0]?.memberItem.standardCriterionOptions?.map(
      (o) => o.quota?.percent ?? 0,
    );
    expect(quotas?.reduce((s, p) => s + p, 0)).toBeCloseTo(100, 5);
    const removed = await ok('removeStandardQualification', {
      audienceCriterionCode: 'age',
      audienceCriterionOptionCode: '35_44',
    });
    // A gap in the age buckets is fine with quotas on.
    expect(removed.audience.validationErrors.map((e) => e.code)).not.toContain(
      'INVALID_QUALIFICATION',
    );
    const dropped = await ok('removeStandardQuotas', { audienceCriterionCode: 'age' });
    expect(
      dropped.audience.validationErrors.find((e) => e.code === 'INVALID_QUALIFICATION')?.message,
    ).toBe('You cannot have gaps between age buckets unless you add quotas.');
    expect(dropped.audience.isValid).toBe(false);
    const all = await ok('setAllStandardQualification', { audienceCriterionCode: 'age' });
    expect(all.audience.isValid).toBe(true);
  });

  it('refuses a domain-invalid change with the domain code in the BAD_USER_INPUT category, changing nothing', async () => {
    const before = await readAudience(t, ann.accessToken, surveyId);
    for (const [name, args] of [
      ['setStandardCriterion', { position: 0, audienceCriterionCode: 'no_such_criterion' }],
      ['setStandardCriterion', { position: 0, audienceCriterionCode: 'age' }],
      [
        'setStandardQuota',
        { audienceCriterionCode: 'age', audienceCriterionOptionCode: '18_24', percent: 10 },
      ],
      ['removeStandardCriterion', { audienceCriterionCode: 'gender' }],
      ['setCustomQuota', { questionLk: 'nope', responseOptionLk: 'nope', percent: 5 }],
      ['presetAudience', { name: 'No such preset' }],
    ] as const) {
      const r = await audienceMutation(t, ann.accessToken, name, { surveyId, ...args });
      const extensions = r.errors?.[0]?.extensions as { code?: string; category?: string };
      expect(extensions.category, name).toBe('BAD_USER_INPUT');
      expect(extensions.code, name).toMatch(/^[A-Z_]+$/);
      expect(extensions.code, name).not.toBe('BAD_USER_INPUT');
    }
    const bad = await audienceMutation(t, ann.accessToken, 'setStandardQuota', {
      surveyId,
      audienceCriterionCode: 'age',
      audienceCriterionOptionCode: '18_24',
      percent: 101,
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(await readAudience(t, ann.accessToken, surveyId)).toEqual(before);
    expect(t.reported).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown survey and for a survey without fieldwork', async () => {
    const unknown = await audienceMutation(t, ann.accessToken, 'setStandardCriterion', {
      surveyId: '00000000-0000-4000-8000-000000000000',
      position: 0,
      audienceCriterionCode: 'age',
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const bare = surveyIdOf(await createTestProject(t, ann));
    const r = await gql(
      t,
      'fieldwork',
      ann.accessToken,
      `{ draftAudience(surveyId: "${bare}") { version } }`,
    );
    expect(errorCode(r)).toBe('NOT_FOUND');
    const notId = await gql(
      t,
      'fieldwork',
      ann.accessToken,
      `{ draftAudience(surveyId: "x") { version } }`,
    );
    expect(errorCode(notId)).toBe('BAD_USER_INPUT');
  });

  it('edits a screening question end to end and lists it as audience entry A1', async () => {
    const id = await newSurvey();
    const run = (name: string, args: Record<string, unknown>) =>
      audienceOk(t, ann.accessToken, name, { surveyId: id, ...args });
    const added = await run('addCustomCriterion', { position: 0, text: 'Do you own a bicycle?' });
    const member = added.audience.members[0];
    const questionLk = member?.memberItem.questionLk ?? '';
    const [yes, no] = member?.memberItem.criterionOptions?.map((o) => o.responseOptionLk) ?? [];
    expect(member?.memberItem.criterionOptions).toHaveLength(2);
    await run('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: yes,
      responseOptionValue: 'Yes',
    });
    await run('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: no,
      responseOptionValue: 'No',
    });
    await run('removeCustomQualification', { questionLk, responseOptionLk: no });
    const third = await run('addCustomCriterionOption', { questionLk, position: 2 });
    const maybe = third.audience.members[0]?.memberItem.criterionOptions?.[2]?.responseOptionLk;
    await run('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: maybe,
      responseOptionValue: 'Maybe',
    });
    await run('moveCustomCriterionOption', { questionLk, responseOptionLk: maybe, toPosition: 0 });
    await run('setCustomMemberSettingValue', {
      questionLk,
      setting: { memberSettingCode: 'randomise_options', settingValue: 'enabled' },
    });
    await run('pinOrUnpinResponseOption', { questionLk, responseOptionLk: maybe, pinned: true });
    await run('detachCustomCriterionOption', { questionLk, responseOptionLk: maybe });
    await run('updateCustomCriterion', {
      questionLk,
      text: 'Do you own a bike?',
    });
    const std = await run('setStandardCriterion', { position: 0, audienceCriterionCode: 'gender' });
    expect(std.audience.members.map((m) => m.memberType)).toEqual(['Standard', 'Custom']);
    const moved = await gqlOk<{ moveAudienceMember: { number: number; position: number } }>(
      t,
      'fieldwork',
      ann.accessToken,
      fieldworkDocument(
        'mutation',
        'moveAudienceMember',
        { surveyId: id, number: 1, toPosition: 1 },
        '{ number position }',
      ),
      { surveyId: id, number: 1, toPosition: 1 },
    );
    expect(moved.moveAudienceMember).toEqual({ number: 1, position: 1 });
    const entries = await gqlOk<{
      fieldworkAudience: {
        number: number;
        entryItem: {
          questionTypeCode: string;
          responseOptions: {
            responseOption: { value: string };
            route: { targetNumber: number } | null;
          }[];
        };
      }[];
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ fieldworkAudience(surveyId: "${id}") { number entryItem { questionTypeCode
        responseOptions { responseOption { value } route { targetNumber } } } } }`,
    );
    expect(entries.fieldworkAudience.map((e) => e.entryItem.questionTypeCode)).toEqual([
      'StandardAudience',
      'CustomAudience',
    ]);
    expect(entries.fieldworkAudience[1]?.entryItem.responseOptions).toEqual([
      { responseOption: { value: 'Yes' }, route: null },
      { responseOption: { value: 'No' }, route: { targetNumber: 100000 } },
    ]);
    const custom = await gqlOk<{ customCriteria: { question: { text: string } }[] }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ customCriteria(surveyId: "${id}") { question { text } } }`,
    );
    expect(custom.customCriteria).toEqual([{ question: { text: 'Do you own a bike?' } }]);
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation { updateFieldwork(surveyId: "${id}", incidenceRate: 40) { surveyId } }`,
    );
    const off = await run('removeCustomCriterion', { questionLk });
    expect(off.audience.disabledCustomCriteria).toHaveLength(1);
    // Removing the last screening question sets the incidence rate back to 100 (spec 2 §4).
    expect((await fieldwork(id)).incidenceRate).toBe(100);
    const on = await run('setCustomCriterion', { questionLk });
    expect(on.audience.members.at(-1)?.memberItem.questionLk).toBe(questionLk);
    const gone = await run('detachCustomAudienceMember', {
      number: on.audience.members.at(-1)?.number,
    });
    expect(gone.audience.members.map((m) => m.memberType)).toEqual(['Standard']);
  });
});
