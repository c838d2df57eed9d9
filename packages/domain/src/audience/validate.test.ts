import { describe, expect, it } from 'vitest';
import { testContext } from '../questionnaire/testing/builders.ts';
import { createDraftAudience } from './factories.ts';
import type { DraftAudience } from './model.ts';
import { applyAudienceCommand, type AudienceCommandName } from './registry.ts';
import { isAudienceValid, validateAudience } from './validate.ts';

const ctx = testContext('v');
function build(...steps: [AudienceCommandName, Record<string, unknown>][]): DraftAudience {
  return steps.reduce(
    (a, [name, args]) => applyAudienceCommand(name, a, args as never, ctx),
    createDraftAudience('survey', 'GB'),
  );
}
const messages = (a: DraftAudience) => validateAudience(a).map((e) => e.message);
const age = { audienceCriterionCode: 'age' };
const untick = (o: string): [AudienceCommandName, Record<string, unknown>] => [
  'removeStandardQualification',
  { ...age, audienceCriterionOptionCode: o },
];

describe('validateAudience', () => {
  it('accepts a fresh standard criterion', () => {
    const a = build(['setStandardCriterion', { position: 0, ...age }]);
    expect(validateAudience(a)).toEqual([]);
    expect(isAudienceValid(a)).toBe(true);
  });

  it('refuses gaps between age buckets without quotas (InvalidQualification)', () => {
    const gap = build(['setStandardCriterion', { position: 0, ...age }], untick('25_34'));
    expect(messages(gap)).toEqual([
      'You cannot have gaps between age buckets unless you add quotas.',
    ]);
    expect(isAudienceValid(gap)).toBe(false);
    const withQuotas = build(['setStandardCriterion', { position: 0, ...age }], untick('25_34'), [
      'setStandardQuotas',
      age,
    ]);
    expect(validateAudience(withQuotas)).toEqual([]);
    const edge = build(['setStandardCriterion', { position: 0, ...age }], untick('18_24'));
    expect(validateAudience(edge)).toEqual([]);
  });

  it('allows gaps in criteria that are not ordered buckets', () => {
    const a = build(
      ['setStandardCriterion', { position: 0, audienceCriterionCode: 'gender' }],
      [
        'removeStandardQualification',
        { audienceCriterionCode: 'gender', audienceCriterionOptionCode: 'female' },
      ],
    );
    expect(validateAudience(a)).toEqual([]);
  });

  it('needs quotas adding up to 100% and none at 0% (QuotaIsZero)', () => {
    const a = build(
      ['setStandardCriterion', { position: 0, ...age }],
      ['setStandardQuotas', age],
      ['setStandardQuota', { ...age, audienceCriterionOptionCode: '18_24', percent: 0 }],
    );
    expect(messages(a)).toEqual([
      'Quotas have to add up to 100%',
      'Sorry, you cannot set a quota to 0%. Please change the quota % or disqualify/untick this option.',
    ]);
    expect(validateAudience(a)[1]).toMatchObject({ code: 'QUOTA_IS_ZERO', itemId: '18_24' });
    const fixed = applyAudienceCommand('sumStandardQuotasTo100', a, age, ctx);
    expect(validateAudience(fixed)).toEqual([]);
  });

  it('needs a qualifying option', () => {
    const a = build(
      ['setStandardCriterion', { position: 0, ...age }],
      ['removeAllStandardQualification', age],
    );
    expect(validateAudience(a).map((e) => e.code)).toEqual(['MISSING_QUALIFICATION']);
  });

  it('flags a custom question with blank text, blank options and none qualifying', () => {
    const a = build(['addCustomCriterion', { position: 0, text: ' ' }]);
    const [lk0, lk1] =
      a.members[0]?.memberType === 'Custom'
        ? a.members[0].memberItem.criterionOptions.map((o) => o.responseOptionLk)
        : [];
    const questionLk =
      a.members[0]?.memberType === 'Custom' ? a.members[0].memberItem.questionLk : '';
    expect(messages(a)).toEqual([
      'Please add a question title',
      "You can't leave a response option blank",
      "You can't leave a response option blank",
    ]);
    const none = build(['addCustomCriterion', { position: 0, text: 'Do you cook?' }]);
    const noneQualifying = [lk0, lk1].reduce(
      (x, responseOptionLk) =>
        applyAudienceCommand(
          'removeCustomQualification',
          x,
          { questionLk, responseOptionLk: responseOptionLk ?? '' },
          ctx,
        ),
      a,
    );
    expect(validateAudience(noneQualifying).map((e) => e.code)).toContain(
      'MISSING_CUSTOM_QUALIFICATION',
    );
    expect(none.members).toHaveLength(1);
  });

  it('flags a custom question with fewer than 2 options and a 0% custom quota', () => {
    const few = build(['addCustomCriterion', { position: 0, text: 'Q', defaultOptionsCount: 1 }]);
    expect(validateAudience(few).map((e) => e.message)).toContain(
      'Add at least 2 response options',
    );
    let a = build(['addCustomCriterion', { position: 0, text: 'Q' }]);
    const item = a.members[0]?.memberType === 'Custom' ? a.members[0].memberItem : undefined;
    const questionLk = item?.questionLk ?? '';
    for (const [i, o] of (item?.criterionOptions ?? []).entries()) {
      a = applyAudienceCommand(
        'updateCustomCriterionOption',
        a,
        { questionLk, responseOptionLk: o.responseOptionLk, responseOptionValue: `Option ${i}` },
        ctx,
      );
    }
    a = applyAudienceCommand(
      'setCustomMemberSettingValue',
      a,
      { questionLk, setting: { memberSettingCode: 'quotas', settingValue: 'enabled' } },
      ctx,
    );
    a = applyAudienceCommand(
      'setCustomQuota',
      a,
      {
        questionLk,
        responseOptionLk: item?.criterionOptions[0]?.responseOptionLk ?? '',
        percent: 0,
      },
      ctx,
    );
    expect(messages(a)).toEqual([
      'Quotas have to add up to 100%',
      'Quotas cannot be 0%. Turn off qualifying or increase the quota %.',
    ]);
  });

  it('counts more than 10 criteria as an error with the counter tooltip', () => {
    const codes = [
      'age',
      'gender',
      'region',
      'education',
      'marital_status',
      'urbanicity',
      'household_size',
      'pets',
      'diet',
      'media_x',
    ];
    let a = createDraftAudience('s', 'GB');
    for (const code of codes.slice(0, 9)) {
      a = applyAudienceCommand(
        'setStandardCriterion',
        a,
        { position: a.members.length, audienceCriterionCode: code },
        ctx,
      );
    }
    a = applyAudienceCommand('addCustomCriterion', a, { position: 0, text: 'Ten' }, ctx);
    expect(validateAudience(a).some((e) => e.code === 'TOO_MANY_CRITERIA')).toBe(false);
    a = applyAudienceCommand(
      'setStandardCriterion',
      a,
      { position: 0, audienceCriterionCode: 'smoking_status' },
      ctx,
    );
    expect(validateAudience(a)[0]).toEqual({
      memberNumber: null,
      code: 'TOO_MANY_CRITERIA',
      severity: 'error',
      message:
        "You've used 11 criteria out of a maximum of 10. You'll need to remove criteria before running your survey.",
    });
  });

  it('warns, without blocking, when the qualifying or quotas setting is missing', () => {
    const a = build(
      ['setStandardCriterion', { position: 0, ...age }],
      ['removeStandardMemberSettingValue', { ...age, memberSettingCode: 'qualifying' }],
      ['removeStandardMemberSettingValue', { ...age, memberSettingCode: 'quotas' }],
    );
    expect(validateAudience(a).map((e) => [e.code, e.severity])).toEqual([
      ['MISSING_QUALIFYING_SETTING', 'warning'],
      ['MISSING_QUOTAS_SETTING', 'warning'],
    ]);
    expect(isAudienceValid(a)).toBe(true);
  });

  it('does not count a question just added in this session', () => {
    const a = build(['addCustomCriterion', { position: 0, text: '' }]);
    const number = a.members[0]?.number ?? 0;
    expect(isAudienceValid(a)).toBe(false);
    expect(isAudienceValid(a, { justAdded: [number] })).toBe(true);
  });
});
