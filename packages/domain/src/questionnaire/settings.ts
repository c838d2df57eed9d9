/** Question setting codes and values (spec 2 §3 "Question settings"), and helpers to read and write them. */
import type { IsoDateTime } from './primitives.ts';

export const QUESTION_SETTING_CODES = [
  'BasicChoice',
  'MatrixChoice',
  'ContentStructure',
  'CharacterLimit',
  'ChoiceLimit',
  'ChoiceIntervalMin',
  'ChoiceIntervalMax',
  'RankChoiceRequisite',
  'DontKnow',
  'PreferNotToSay',
  'NoneOfThese',
  'SliderLabels',
  'RandomiseOptions',
  'FlipOptions',
  'MatrixRandomiseRows',
  'MatrixRandomiseResponseOptions',
  'MatrixFlipOptions',
] as const;

export type QuestionSettingCode = (typeof QUESTION_SETTING_CODES)[number];

export const SINGLE_CHOICE = 'single_choice';
export const MULTIPLE_CHOICE = 'multiple_choice';
/** Value of on/off settings (randomise, flip, don't know, ...); switching off removes the setting. */
export const ENABLED = 'enabled';
export const DISABLED = 'disabled';

/** Free-text input formats; 'unstructured' is plain free text. */
export const CONTENT_STRUCTURES = [
  'unstructured',
  'numeric',
  'positive_integer',
  'integer',
  'postcode_sector',
  'postcode_full',
  'alphanumeric',
  'email',
] as const;
export type ContentStructure = (typeof CONTENT_STRUCTURES)[number];

export interface SettingValue {
  code: QuestionSettingCode;
  value: string;
  createdDate: IsoDateTime;
  sinceDate: IsoDateTime;
}

/** The value of a setting, or undefined when not set. */
export function getSetting(
  settings: readonly SettingValue[],
  code: QuestionSettingCode,
): string | undefined {
  return settings.find((s) => s.code === code)?.value;
}

/** A numeric setting as an integer, 0 when absent or not a number. */
export function getIntSetting(
  settings: readonly SettingValue[],
  code: QuestionSettingCode,
): number {
  const n = Number(getSetting(settings, code));
  return Number.isInteger(n) ? n : 0;
}

/** True when an on/off setting is on. */
export function isEnabled(settings: readonly SettingValue[], code: QuestionSettingCode): boolean {
  return getSetting(settings, code) === ENABLED;
}

/** The settings with `code` set to `value` (keeping createdDate of an existing value). */
export function withSetting(
  settings: readonly SettingValue[],
  code: QuestionSettingCode,
  value: string,
  now: IsoDateTime,
): SettingValue[] {
  const existing = settings.find((s) => s.code === code);
  if (existing) {
    if (existing.value === value) return [...settings];
    return settings.map((s) => (s.code === code ? { ...s, value, sinceDate: now } : s));
  }
  return [...settings, { code, value, createdDate: now, sinceDate: now }];
}

/** The settings without the given codes (same array when none was set). */
export function withoutSettings(
  settings: SettingValue[],
  ...codes: QuestionSettingCode[]
): SettingValue[] {
  if (!settings.some((s) => codes.includes(s.code))) return settings;
  return settings.filter((s) => !codes.includes(s.code));
}
