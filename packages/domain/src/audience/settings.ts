/** Member setting codes and values (spec 2 §3 "Member setting codes") and helpers to read them. */

export const MEMBER_SETTING_CODES = [
  'custom_audience_choice',
  'standard_audience_choice',
  'qualifying',
  'quotas',
  'hide_survey_question',
  'randomise_options',
  'screening_question_response_limit',
] as const;

export type MemberSettingCode = (typeof MEMBER_SETTING_CODES)[number];

export interface MemberSettingValue {
  code: MemberSettingCode;
  value: string;
}

export const SINGLE_CHOICE = 'single_choice';
export const MULTIPLE_CHOICE = 'multiple_choice';
export const ENABLED = 'enabled';
export const DISABLED = 'disabled';

export type AudienceChoice = typeof SINGLE_CHOICE | typeof MULTIPLE_CHOICE;

/** The value of a setting, or undefined when not set. */
export function getMemberSetting(
  settings: readonly MemberSettingValue[],
  code: MemberSettingCode,
): string | undefined {
  return settings.find((s) => s.code === code)?.value;
}

/** True when an on/off setting is 'enabled'. */
export function isOn(settings: readonly MemberSettingValue[], code: MemberSettingCode): boolean {
  return getMemberSetting(settings, code) === ENABLED;
}

/** The settings with `code` set to `value`, keeping the order of existing settings. */
export function withMemberSetting(
  settings: readonly MemberSettingValue[],
  code: MemberSettingCode,
  value: string,
): MemberSettingValue[] {
  if (settings.some((s) => s.code === code)) {
    return settings.map((s) => (s.code === code ? { code, value } : s));
  }
  return [...settings, { code, value }];
}

/** The settings without `code`. */
export function withoutMemberSetting(
  settings: readonly MemberSettingValue[],
  code: MemberSettingCode,
): MemberSettingValue[] {
  return settings.filter((s) => s.code !== code);
}

/** The multi-select threshold: minimum qualifying answers, 0 when absent (no limit). */
export function responseLimit(settings: readonly MemberSettingValue[]): number {
  const n = Number(getMemberSetting(settings, 'screening_question_response_limit'));
  return Number.isInteger(n) && n > 0 ? n : 0;
}
