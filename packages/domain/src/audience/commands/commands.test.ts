import { describe, expect, it } from 'vitest';
import { deepFreeze, testContext } from '../../questionnaire/testing/builders.ts';
import { createDraftAudience } from '../factories.ts';
import { presetResetsIncidence, removedLastCustomMember } from '../incidence.ts';
import { audienceInterviewSeconds } from '../interviewLength.ts';
import type { CustomCriterionItem, DraftAudience, StandardCriterionItem } from '../model.ts';
import { applyAudienceCommand as run } from '../registry.ts';

const ctx = testContext('c');
const age = { audienceCriterionCode: 'age' };
const withAge = () =>
  deepFreeze(
    run('setStandardCriterion', createDraftAudience('s', 'GB'), { position: 0, ...age }, ctx),
  );
const std = (a: DraftAudience, i = 0): StandardCriterionItem => {
  const m = a.members[i];
  if (m?.memberType !== 'Standard') throw new Error('not standard');
  return m.memberItem;
};
const custom = (a: DraftAudience, i = 0): CustomCriterionItem => {
  const m = a.members[i];
  if (m?.memberType !== 'Custom') throw new Error('not custom');
  return m.memberItem;
};
const withCustom = () =>
  deepFreeze(
    run(
      'addCustomCriterion',
      createDraftAudience('s', 'GB'),
      { position: 0, text: 'Do you cook?' },
      ctx,
    ),
  );

describe('standard criterion commands', () => {
  it('adds a catalogue criterion with every option qualifying, qualifying on, quotas off', () => {
    const item = std(withAge());
    expect(item.criterion.question.text).toBe('How old are you?');
    expect(item.standardCriterionOptions.every((o) => o.qualification && o.quota === null)).toBe(
      true,
    );
    expect(item.settingValues).toEqual([
      { code: 'standard_audience_choice', value: 'single_choice' },
      { code: 'qualifying', value: 'enabled' },
      { code: 'quotas', value: 'disabled' },
    ]);
    expect(() => run('setStandardCriterion', withAge(), { position: 0, ...age }, ctx)).toThrow(
      expect.objectContaining({ code: 'CRITERION_ALREADY_SET' }),
    );
    expect(() =>
      run(
        'setStandardCriterion',
        createDraftAudience('s', 'HK'),
        { position: 0, audienceCriterionCode: 'region' },
        ctx,
      ),
    ).toThrow(expect.objectContaining({ code: 'CRITERION_NOT_FOUND' }));
  });

  it("turns quotas on at the population's shares and drops the quota of an unticked option", () => {
    const a = run('setStandardQuotas', withAge(), age, ctx);
    // GB adults 18+ by age (census.data.ts), not 100 / 6 each.
    expect(std(a).standardCriterionOptions.map((o) => o.quota?.percent)).toEqual([
      10.9, 17.1, 16.3, 16.9, 15.6, 23.2,
    ]);
    const b = run(
      'removeStandardQualification',
      a,
      { ...age, audienceCriterionOptionCode: '65_plus' },
      ctx,
    );
    expect(std(b).standardCriterionOptions[5]?.quota).toBeNull();
    expect(() =>
      run(
        'setStandardQuota',
        b,
        { ...age, audienceCriterionOptionCode: '65_plus', percent: 10 },
        ctx,
      ),
    ).toThrow(expect.objectContaining({ code: 'OPTION_NOT_QUALIFYING' }));
    const c = run(
      'setStandardQualification',
      b,
      { ...age, audienceCriterionOptionCode: '65_plus' },
      ctx,
    );
    expect(std(c).standardCriterionOptions[5]?.quota).toEqual({ percent: 0 });
  });

  it("gives 'In another way' and 'Prefer not to say' the panel's small shares, not 25% each (issue 35 §5)", () => {
    const gender = { audienceCriterionCode: 'gender' };
    const withGender = run(
      'setStandardCriterion',
      createDraftAudience('s', 'GB'),
      { position: 0, ...gender },
      ctx,
    );
    const on = run('setStandardQuotas', withGender, gender, ctx);
    const quotas = Object.fromEntries(
      std(on).standardCriterionOptions.map((o) => [o.criterionOption.code, o.quota?.percent]),
    );
    expect(quotas).toEqual({ male: 48.21, female: 50.79, another: 0.5, prefer_not_to_say: 0.5 });
    // The same through the member setting, and over the qualifying options only.
    const unticked = run(
      'removeStandardQualification',
      withGender,
      { ...gender, audienceCriterionOptionCode: 'prefer_not_to_say' },
      ctx,
    );
    const viaSetting = run(
      'setStandardMemberSettingValue',
      unticked,
      { ...gender, setting: { memberSettingCode: 'quotas', settingValue: 'enabled' } },
      ctx,
    );
    expect(std(viaSetting).standardCriterionOptions.map((o) => o.quota?.percent ?? null)).toEqual([
      48.46,
      51.04,
      0.5,
      null,
    ]);
  });

  it('splits evenly where the population share of an option is not known', () => {
    const marital = { audienceCriterionCode: 'marital_status' };
    const a = run(
      'setStandardQuotas',
      run('setStandardCriterion', createDraftAudience('s', 'GB'), { position: 0, ...marital }, ctx),
      marital,
      ctx,
    );
    const percents = std(a).standardCriterionOptions.map((o) => o.quota?.percent);
    expect(new Set(percents).size).toBe(1);
  });

  it('refuses quotas on a multi select criterion and a threshold above the qualifying options', () => {
    const pets = { audienceCriterionCode: 'pets' };
    const a = run(
      'setStandardCriterion',
      createDraftAudience('s', 'GB'),
      { position: 0, ...pets },
      ctx,
    );
    expect(() => run('setStandardQuotas', a, pets, ctx)).toThrow(
      expect.objectContaining({ code: 'QUOTAS_NOT_ALLOWED' }),
    );
    const setLimit = (settingValue: string) =>
      run(
        'setStandardMemberSettingValue',
        a,
        {
          ...pets,
          setting: { memberSettingCode: 'screening_question_response_limit', settingValue },
        },
        ctx,
      );
    expect(() => setLimit('9')).toThrow(
      expect.objectContaining({
        code: 'INVALID_SETTING_VALUE',
        message:
          'Threshold should be lower than/equal to the total number of qualifying response options.',
      }),
    );
    const limited = setLimit('3');
    expect(std(limited).settingValues).toContainEqual({
      code: 'screening_question_response_limit',
      value: '3',
    });
    expect(
      std(run('removeAllStandardQualification', limited, pets, ctx)).settingValues.map(
        (s) => s.code,
      ),
    ).not.toContain('screening_question_response_limit');
    expect(std(setLimit('0')).settingValues.map((s) => s.code)).not.toContain(
      'screening_question_response_limit',
    );
  });

  it('removes a criterion and never mutates its input', () => {
    const a = withAge();
    expect(run('removeStandardCriterion', a, age, ctx).members).toEqual([]);
    expect(a.members).toHaveLength(1);
  });
});

describe('custom criterion commands', () => {
  it('starts with 2 blank qualifying options, qualifying on, quotas off', () => {
    const item = custom(withCustom());
    expect(
      item.criterionOptions.map((o) => [o.responseOption.value, o.qualification, o.quota]),
    ).toEqual([
      ['', true, null],
      ['', true, null],
    ]);
    expect(item.settingValues).toEqual([
      { code: 'custom_audience_choice', value: 'single_choice' },
      { code: 'qualifying', value: 'enabled' },
      { code: 'quotas', value: 'disabled' },
    ]);
  });

  it('turns quotas off when switched to multi select', () => {
    const a = withCustom();
    const questionLk = custom(a).questionLk;
    const set = (x: DraftAudience, memberSettingCode: string, settingValue: string) =>
      run(
        'setCustomMemberSettingValue',
        x,
        { questionLk, setting: { memberSettingCode, settingValue } } as never,
        ctx,
      );
    const quotas = set(a, 'quotas', 'enabled');
    expect(custom(quotas).criterionOptions.map((o) => o.quota)).toEqual([
      { percent: 50 },
      { percent: 50 },
    ]);
    const multi = set(quotas, 'custom_audience_choice', 'multiple_choice');
    expect(custom(multi).settingValues).toContainEqual({ code: 'quotas', value: 'disabled' });
    expect(custom(multi).criterionOptions.every((o) => o.quota === null)).toBe(true);
  });

  it('pins only while randomised and unpins when randomise goes off', () => {
    const a = withCustom();
    const { questionLk, criterionOptions } = custom(a);
    const responseOptionLk = criterionOptions[0]?.responseOptionLk ?? '';
    expect(() =>
      run('pinOrUnpinResponseOption', a, { questionLk, responseOptionLk, pinned: true }, ctx),
    ).toThrow(expect.objectContaining({ code: 'PIN_REQUIRES_RANDOMISE' }));
    const r = run(
      'setCustomMemberSettingValue',
      a,
      { questionLk, setting: { memberSettingCode: 'randomise_options', settingValue: 'enabled' } },
      ctx,
    );
    const pinned = run(
      'pinOrUnpinResponseOption',
      r,
      { questionLk, responseOptionLk, pinned: true },
      ctx,
    );
    expect(custom(pinned).criterionOptions[0]?.pinned).toBe(true);
    const off = run(
      'removeCustomMemberSettingValue',
      pinned,
      { questionLk, memberSettingCode: 'randomise_options' },
      ctx,
    );
    expect(custom(off).criterionOptions[0]?.pinned).toBe(false);
  });

  it('adds, moves and deletes options, keeping at least 2', () => {
    const a = withCustom();
    const questionLk = custom(a).questionLk;
    const first = custom(a).criterionOptions[0]?.responseOptionLk ?? '';
    expect(() =>
      run('detachCustomCriterionOption', a, { questionLk, responseOptionLk: first }, ctx),
    ).toThrow(expect.objectContaining({ code: 'TOO_FEW_OPTIONS' }));
    const three = run('addCustomCriterionOption', a, { questionLk, position: 2 }, ctx);
    const moved = run(
      'moveCustomCriterionOption',
      three,
      { questionLk, responseOptionLk: first, toPosition: 2 },
      ctx,
    );
    expect(
      custom(moved).criterionOptions.map((o) => [o.responseOptionLk === first, o.position]),
    ).toEqual([
      [false, 0],
      [false, 1],
      [true, 2],
    ]);
    expect(
      custom(
        run('detachCustomCriterionOption', moved, { questionLk, responseOptionLk: first }, ctx),
      ).criterionOptions,
    ).toHaveLength(2);
  });

  it('switches a question off and back on at the end with the same number, then deletes it', () => {
    let a = run('setStandardCriterion', withCustom(), { position: 1, ...age }, ctx);
    const { questionLk, number } = custom(a);
    a = run('removeCustomCriterion', a, { questionLk }, ctx);
    expect(a.members.map((m) => m.memberType)).toEqual(['Standard']);
    expect(a.disabledCustomCriteria.map((c) => c.state)).toEqual(['Disabled']);
    a = run('setCustomCriterion', a, { questionLk }, ctx);
    expect(a.members.map((m) => [m.memberType, m.number, m.position])).toEqual([
      ['Standard', 2, 0],
      ['Custom', number, 1],
    ]);
    a = run('detachCustomAudienceMember', a, { number }, ctx);
    expect(a.members).toHaveLength(1);
    expect(() => run('detachCustomAudienceMember', a, { number }, ctx)).toThrow(
      expect.objectContaining({ code: 'MEMBER_NOT_FOUND' }),
    );
  });
});

describe('audience-wide commands and helpers', () => {
  it('moves a member and renumbers positions', () => {
    const a = run(
      'setStandardCriterion',
      withAge(),
      { position: 1, audienceCriterionCode: 'gender' },
      ctx,
    );
    const moved = run('moveAudienceMember', a, { number: 2, toPosition: 0 }, ctx);
    expect(moved.members.map((m) => [m.number, m.position, m.contextPosition])).toEqual([
      [2, 0, 0],
      [1, 1, 1],
    ]);
  });

  it('applies a preset (with quotas) and Custom clears the selection', () => {
    const a = withCustom();
    expect(presetResetsIncidence(a)).toBe(true);
    const preset = run(
      'presetAudience',
      a,
      {
        name: 'Nat rep',
        preset: {
          name: 'Nat rep',
          criteria: [
            {
              code: 'gender',
              qualifyingOptionCodes: ['male', 'female'],
              quotas: { male: 49, female: 51 },
            },
          ],
        },
      },
      ctx,
    );
    expect(removedLastCustomMember(a, preset)).toBe(true);
    expect(std(preset).standardCriterionOptions.map((o) => o.quota?.percent ?? null)).toEqual([
      49,
      51,
      null,
      null,
    ]);
    expect(run('presetAudience', preset, { name: 'Custom' }, ctx).members).toEqual([]);
    expect(() => run('presetAudience', a, { name: 'Unknown' }, ctx)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_PRESET' }),
    );
  });

  it('counts 10 s per audience question unless hidden', () => {
    const a = run(
      'setStandardCriterion',
      withAge(),
      { position: 1, audienceCriterionCode: 'gender' },
      ctx,
    );
    expect(audienceInterviewSeconds(a)).toBe(20);
    const hidden = run(
      'setStandardMemberSettingValue',
      a,
      { ...age, setting: { memberSettingCode: 'hide_survey_question', settingValue: 'enabled' } },
      ctx,
    );
    expect(audienceInterviewSeconds(hidden)).toBe(10);
  });

  it('refuses hostile arguments with typed errors', () => {
    const a = withAge();
    expect(() =>
      run('setStandardQuota', a, { ...age, audienceCriterionOptionCode: '18_24', percent: 5 }, ctx),
    ).toThrow(expect.objectContaining({ code: 'QUOTAS_DISABLED' }));
    expect(() => run('setStandardQuotas', a, { audienceCriterionCode: 42 } as never, ctx)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() =>
      run(
        'removeStandardMemberSettingValue',
        a,
        { ...age, memberSettingCode: 'standard_audience_choice' },
        ctx,
      ),
    ).toThrow(expect.objectContaining({ code: 'SETTING_NOT_ALLOWED' }));
    expect(() => run('nope' as never, a, {} as never, ctx)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COMMAND' }),
    );
  });
});
