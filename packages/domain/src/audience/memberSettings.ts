/** Checks and applies a member setting (set*MemberSettingValue, remove*MemberSettingValue). */
import { fail } from './errors.ts';
import { requireId } from './guards.ts';
import type { CustomCriterionItem, StandardCriterionItem } from './model.ts';
import { choiceOf, qualifies } from './normalise.ts';
import { startingQuotas } from './presets/populationShares.ts';
import { sumQuotasTo100 } from './quotas.ts';
import {
  DISABLED,
  ENABLED,
  isOn,
  MEMBER_SETTING_CODES,
  MULTIPLE_CHOICE,
  SINGLE_CHOICE,
  withMemberSetting,
  withoutMemberSetting,
  type MemberSettingCode,
} from './settings.ts';

export const THRESHOLD_MESSAGE =
  'Threshold should be lower than/equal to the total number of qualifying response options.';

type Item = StandardCriterionItem | CustomCriterionItem;

const optionsOf = (item: Item) =>
  'criterion' in item ? item.standardCriterionOptions : item.criterionOptions;

/** A member setting code argument. */
export function requireSettingCode(value: unknown): MemberSettingCode {
  const code = requireId(value, 'memberSettingCode');
  if (!(MEMBER_SETTING_CODES as readonly string[]).includes(code)) {
    fail('INVALID_ARGUMENT', `Unknown member setting ${code}`);
  }
  return code as MemberSettingCode;
}

function onOff(value: string): string {
  if (value !== ENABLED && value !== DISABLED) {
    fail('INVALID_SETTING_VALUE', 'The value must be enabled or disabled');
  }
  return value;
}

/**
 * The item with a setting changed. Quotas switched on start at the population's shares of a
 * standard criterion in `countryCode` where they are known (age, gender, region), else as an even
 * split (decisions: spec-gaps.md).
 */
export function applySetting<T extends Item>(item: T, setting: unknown, countryCode?: string): T {
  if (typeof setting !== 'object' || setting === null) {
    fail('INVALID_ARGUMENT', 'setting must be { memberSettingCode, settingValue }');
  }
  const { memberSettingCode, settingValue } = setting as Record<string, unknown>;
  const code = requireSettingCode(memberSettingCode);
  if (typeof settingValue !== 'string' || settingValue.length > 20) {
    fail('INVALID_SETTING_VALUE', 'settingValue must be a short string');
  }
  const standard = 'criterion' in item;
  let value = settingValue;
  switch (code) {
    case 'custom_audience_choice':
    case 'standard_audience_choice':
      if ((code === 'standard_audience_choice') !== standard) {
        fail('SETTING_NOT_ALLOWED', `${code} does not apply to this criterion`);
      }
      if (value !== SINGLE_CHOICE && value !== MULTIPLE_CHOICE) {
        fail('INVALID_SETTING_VALUE', 'The value must be single_choice or multiple_choice');
      }
      // A standard criterion's choice comes from the catalogue: the panel asks it that way.
      if (standard && value !== choiceOf(item)) {
        fail('SETTING_NOT_ALLOWED', 'A standard criterion keeps its catalogue choice type');
      }
      break;
    case 'quotas':
      value = onOff(value);
      if (value === ENABLED && choiceOf(item) === MULTIPLE_CHOICE) {
        fail('QUOTAS_NOT_ALLOWED', 'Quotas need a single select question');
      }
      if (value === ENABLED && !isOn(item.settingValues, 'quotas')) {
        return withStartingQuotas(item, countryCode);
      }
      break;
    case 'qualifying':
    case 'hide_survey_question':
    case 'randomise_options':
      value = onOff(value);
      break;
    case 'screening_question_response_limit': {
      if (choiceOf(item) !== MULTIPLE_CHOICE) {
        fail('SETTING_NOT_ALLOWED', 'A threshold applies to multi select questions only');
      }
      const n = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(n)) fail('INVALID_SETTING_VALUE', 'The threshold must be a number');
      const qualifying = optionsOf(item).filter((o) => qualifies(item.settingValues, o)).length;
      if (n > qualifying) fail('INVALID_SETTING_VALUE', THRESHOLD_MESSAGE);
      if (n === 0)
        return { ...item, settingValues: withoutMemberSetting(item.settingValues, code) };
      value = String(n);
      break;
    }
  }
  return { ...item, settingValues: withMemberSetting(item.settingValues, code, value) };
}

/** The item without a setting; the choice type cannot be removed. */
export function removeSetting<T extends Item>(item: T, memberSettingCode: unknown): T {
  const code = requireSettingCode(memberSettingCode);
  if (code === 'custom_audience_choice' || code === 'standard_audience_choice') {
    fail('SETTING_NOT_ALLOWED', 'The choice type cannot be removed');
  }
  return { ...item, settingValues: withoutMemberSetting(item.settingValues, code) };
}

/** The population's shares of the qualifying options, or null (custom, or a share unknown). */
function populationSpread(
  item: Item,
  qualifying: readonly unknown[],
  countryCode: string | undefined,
): number[] | null {
  if (!('criterion' in item) || countryCode === undefined) return null;
  const codes = item.standardCriterionOptions
    .filter((o) => qualifying.includes(o))
    .map((o) => o.criterionOption.code);
  const shares = startingQuotas(countryCode, item.criterion.code, codes);
  return shares ? codes.map((c) => shares[c] ?? 0) : null;
}

function withStartingQuotas<T extends Item>(item: T, countryCode: string | undefined): T {
  const settingValues = withMemberSetting(item.settingValues, 'quotas', ENABLED);
  const options = optionsOf(item);
  const qualifying = options.filter((o) => qualifies(settingValues, o));
  const spread =
    populationSpread(item, qualifying, countryCode) ?? sumQuotasTo100(qualifying.map(() => 0));
  const percentOf = new Map(qualifying.map((o, i) => [o, spread[i] ?? 0]));
  const next = options.map((o) => {
    const percent = percentOf.get(o);
    return { ...o, quota: percent === undefined ? null : { percent } };
  });
  return 'criterion' in item
    ? { ...item, settingValues, standardCriterionOptions: next }
    : { ...item, settingValues, criterionOptions: next };
}
