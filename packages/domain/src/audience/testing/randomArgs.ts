/** Arguments for any audience command, picked from an audience by random numbers (property tests). */
import { criteriaFor } from '../catalogue/catalogue.ts';
import type { CustomCriterionItem, DraftAudience } from '../model.ts';
import { interlocksOf } from '../interlocks.ts';
import type { AudienceCommandName } from '../registry.ts';
import { MEMBER_SETTING_CODES } from '../settings.ts';

export interface Dice {
  a: number;
  b: number;
  c: number;
  /** 0 makes the arguments hostile (unknown ids, bad positions, huge strings, bad numbers). */
  hostile: number;
  text: string;
}

const VALUES = ['enabled', 'disabled', 'single_choice', 'multiple_choice', '0', '1', '2', '3'];

/** Arguments for `name` built from the audience and the dice. */
export function randomArgs(
  name: AudienceCommandName,
  a: DraftAudience,
  d: Dice,
): Record<string, unknown> {
  const pick = <T>(list: readonly T[], n: number): T | undefined =>
    list[n % Math.max(1, list.length)];
  const bad = d.hostile === 0;
  const catalogue = criteriaFor(a.countryCode);
  const standards = a.members.flatMap((m) => (m.memberType === 'Standard' ? [m.memberItem] : []));
  const customs: CustomCriterionItem[] = [
    ...a.members.flatMap((m) => (m.memberType === 'Custom' ? [m.memberItem] : [])),
    ...a.disabledCustomCriteria,
  ];
  const std = pick(standards, d.a);
  const code = bad ? 'no-such-code' : (std?.criterion.code ?? 'age');
  const optionCode = bad
    ? 'nope'
    : (pick(std?.standardCriterionOptions ?? [], d.c)?.criterionOption.code ?? 'x');
  const custom = pick(customs, d.a);
  const questionLk = bad ? 'no-such-id' : (custom?.questionLk ?? 'missing');
  const responseOptionLk = bad
    ? 'no-such-id'
    : (pick(custom?.criterionOptions ?? [], d.c)?.responseOptionLk ?? 'missing');
  const pos = (max: number) => (bad ? max + 1 + d.c : d.b % (max + 1));
  const setting = {
    memberSettingCode: pick(MEMBER_SETTING_CODES, d.b),
    settingValue: bad ? 'x'.repeat(50) : pick(VALUES, d.c),
  };
  const percent = bad ? Number.NaN : (d.c % 1001) / 10;
  const interlock = pick(interlocksOf(a), d.a);
  const memberNumber = bad ? 9999 : (pick(interlock?.memberNumbers ?? [], d.b) ?? 1);
  switch (name) {
    case 'setInterlock':
      return {
        memberNumbers: bad
          ? [1]
          : a.members
              .filter((_, i) => (d.b >> i) & 1)
              .map((m) => m.number)
              .slice(0, 3),
      };
    case 'removeInterlock':
    case 'sumInterlockQuotasTo100':
      return { memberNumber };
    case 'setInterlockQuota':
      return {
        memberNumber,
        optionKeys: pick(interlock?.cells ?? [], d.c)?.optionKeys ?? ['x'],
        percent,
      };
    case 'setStandardCriterion':
      return {
        position: pos(a.members.length),
        audienceCriterionCode: bad ? 'zzz' : pick(catalogue, d.b)?.code,
      };
    case 'removeStandardCriterion':
    case 'setAllStandardQualification':
    case 'removeAllStandardQualification':
    case 'setStandardQuotas':
    case 'removeStandardQuotas':
    case 'sumStandardQuotasTo100':
      return { audienceCriterionCode: code };
    case 'setStandardQualification':
    case 'removeStandardQualification':
      return { audienceCriterionCode: code, audienceCriterionOptionCode: optionCode };
    case 'setStandardMemberSettingValue':
      return { audienceCriterionCode: code, setting };
    case 'removeStandardMemberSettingValue':
      return { audienceCriterionCode: code, memberSettingCode: setting.memberSettingCode };
    case 'setStandardQuota':
      return { audienceCriterionCode: code, audienceCriterionOptionCode: optionCode, percent };
    case 'addCustomCriterion':
      return {
        position: pos(a.members.length),
        text: bad ? 'x'.repeat(20_000) : d.text,
        settings: d.c % 3 === 0 ? [setting] : null,
        defaultOptionsCount: bad ? -1 : d.c % 5,
      };
    case 'detachCustomAudienceMember':
      return { number: bad ? 9999 : (custom?.number ?? 1) };
    case 'setCustomCriterion':
    case 'removeCustomCriterion':
    case 'sumCustomQuotasTo100':
      return { questionLk };
    case 'updateCustomCriterion':
      return { questionLk, text: bad ? 42 : d.text };
    case 'addCustomCriterionOption':
      return { questionLk, position: pos(custom?.criterionOptions.length ?? 0) };
    case 'updateCustomCriterionOption':
      return { questionLk, responseOptionLk, responseOptionValue: bad ? null : d.text };
    case 'detachCustomCriterionOption':
    case 'setCustomQualification':
    case 'removeCustomQualification':
      return { questionLk, responseOptionLk };
    case 'moveCustomCriterionOption':
      return {
        questionLk,
        responseOptionLk,
        toPosition: pos(Math.max(0, (custom?.criterionOptions.length ?? 1) - 1)),
      };
    case 'setCustomQuota':
      return { questionLk, responseOptionLk, percent };
    case 'setCustomMemberSettingValue':
      return { questionLk, setting };
    case 'removeCustomMemberSettingValue':
      return { questionLk, memberSettingCode: setting.memberSettingCode };
    case 'pinOrUnpinResponseOption':
      return { questionLk, responseOptionLk, pinned: bad ? 'yes' : d.c % 2 === 0 };
    case 'moveAudienceMember':
      return {
        number: bad ? -3 : (pick(a.members, d.a)?.number ?? 1),
        toPosition: pos(Math.max(0, a.members.length - 1)),
      };
    case 'presetAudience':
      return d.c % 2 === 0 || bad
        ? { name: bad ? 'Nope' : 'Custom' }
        : {
            name: 'Random',
            preset: {
              name: 'Random',
              criteria: [
                { code: 'gender', quotas: { male: 50, female: 50 } },
                { code: pick(catalogue, d.b)?.code ?? 'age' },
              ],
            },
          };
  }
}
