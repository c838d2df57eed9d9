/**
 * Which settings apply to which card, the values they accept, and the rules that keep them
 * coherent (spec 2 §4 "Ordering of options", §5 choice limit, range and rank requirement).
 */
import { CHARACTER_LIMITS, MAX_ITEMS, MAX_RANK_REQUISITE } from './constants.ts';
import { fail } from './errors.ts';
import type { IsoDateTime, Locale, MatrixItem, QuestionItem } from './model.ts';
import {
  CONTENT_STRUCTURES,
  DISABLED,
  ENABLED,
  MULTIPLE_CHOICE,
  SINGLE_CHOICE,
  getSetting,
  withSetting,
  withoutSettings,
  type QuestionSettingCode,
  type SettingValue,
} from './settings.ts';

export type SettingTarget = QuestionItem['questionTypeCode'] | 'Matrix';

const DEFAULT_OPTION_SETTINGS: QuestionSettingCode[] = [
  'DontKnow',
  'PreferNotToSay',
  'NoneOfThese',
];

/** Setting codes allowed per card type. */
export const ALLOWED_SETTINGS: Record<SettingTarget, readonly QuestionSettingCode[]> = {
  Basic: [
    'BasicChoice',
    'ChoiceLimit',
    'ChoiceIntervalMin',
    'ChoiceIntervalMax',
    'RandomiseOptions',
    'FlipOptions',
    ...DEFAULT_OPTION_SETTINGS,
  ],
  Ranked: ['RankChoiceRequisite', 'RandomiseOptions', ...DEFAULT_OPTION_SETTINGS],
  FreeText: ['ContentStructure', 'CharacterLimit'],
  Scale: ['SliderLabels'],
  Matrix: [
    'MatrixChoice',
    'MatrixRandomiseRows',
    'MatrixRandomiseResponseOptions',
    'MatrixFlipOptions',
    ...DEFAULT_OPTION_SETTINGS,
  ],
};

/** On/off settings: 'enabled' stores them, 'disabled' removes them. */
export const TOGGLE_SETTINGS: readonly QuestionSettingCode[] = [
  ...DEFAULT_OPTION_SETTINGS,
  'SliderLabels',
  'RandomiseOptions',
  'FlipOptions',
  'MatrixRandomiseRows',
  'MatrixRandomiseResponseOptions',
  'MatrixFlipOptions',
];

/** Settings that cannot be on together (the one set last wins). */
const EXCLUSIVE_WITH: Partial<Record<QuestionSettingCode, QuestionSettingCode[]>> = {
  RandomiseOptions: ['FlipOptions'],
  FlipOptions: ['RandomiseOptions'],
  MatrixRandomiseResponseOptions: ['MatrixFlipOptions'],
  MatrixFlipOptions: ['MatrixRandomiseResponseOptions'],
  ChoiceLimit: ['ChoiceIntervalMin', 'ChoiceIntervalMax'],
  ChoiceIntervalMin: ['ChoiceLimit'],
  ChoiceIntervalMax: ['ChoiceLimit'],
};

function intValue(code: QuestionSettingCode, value: string, min: number, max: number): number {
  const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    fail('INVALID_SETTING_VALUE', `${code} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** Throws when the value is not acceptable for the code on this card. */
export function checkSettingValue(
  code: QuestionSettingCode,
  value: string,
  settings: readonly SettingValue[],
  optionCount: number,
  locale: Locale,
): void {
  const bad = () => fail('INVALID_SETTING_VALUE', `${value} is not a valid value for ${code}`);
  if (TOGGLE_SETTINGS.includes(code)) {
    if (value !== ENABLED && value !== DISABLED) bad();
    const multiple =
      getSetting(settings, code === 'FlipOptions' ? 'BasicChoice' : 'MatrixChoice') ===
      MULTIPLE_CHOICE;
    if (value === ENABLED && (code === 'FlipOptions' || code === 'MatrixFlipOptions') && multiple) {
      fail('SETTING_NOT_ALLOWED', 'Flip order is only offered for single select');
    }
    return;
  }
  switch (code) {
    case 'BasicChoice':
    case 'MatrixChoice':
      if (value !== SINGLE_CHOICE && value !== MULTIPLE_CHOICE) bad();
      return;
    case 'ContentStructure':
      if (!(CONTENT_STRUCTURES as readonly string[]).includes(value)) bad();
      if (value.startsWith('postcode') && locale.country !== 'GB') {
        fail('SETTING_NOT_ALLOWED', 'Postal code validation is offered only in GB');
      }
      return;
    case 'CharacterLimit':
      if (!(CHARACTER_LIMITS as readonly number[]).map(String).includes(value)) bad();
      return;
    case 'ChoiceLimit':
      if (getSetting(settings, 'BasicChoice') !== MULTIPLE_CHOICE) {
        fail('SETTING_NOT_ALLOWED', 'A choice limit needs multi select');
      }
      intValue(code, value, 0, Math.max(0, optionCount - 1));
      return;
    case 'ChoiceIntervalMin':
    case 'ChoiceIntervalMax':
      if (getSetting(settings, 'BasicChoice') !== MULTIPLE_CHOICE) {
        fail('SETTING_NOT_ALLOWED', 'A response range needs multi select');
      }
      // Above the option count is allowed here: validation shows the spec's range error.
      intValue(code, value, 0, MAX_ITEMS);
      return;
    case 'RankChoiceRequisite': {
      const n = intValue(code, value, 0, Math.min(optionCount, MAX_RANK_REQUISITE));
      if (n === 1) fail('INVALID_SETTING_VALUE', 'Top 1 is not a rank requirement');
      return;
    }
    default:
      bad();
  }
}

/** The settings after setting code = value, with the coherence rules applied. */
export function applySetting(
  settings: SettingValue[],
  code: QuestionSettingCode,
  value: string,
  now: IsoDateTime,
): SettingValue[] {
  const cleared = withoutSettings(settings, ...(EXCLUSIVE_WITH[code] ?? []));
  const isOff =
    (TOGGLE_SETTINGS.includes(code) && value === DISABLED) ||
    ((code === 'ChoiceLimit' || code === 'RankChoiceRequisite') && value === '0');
  const next = isOff ? withoutSettings(cleared, code) : withSetting(cleared, code, value, now);
  const min = getSetting(next, 'ChoiceIntervalMin');
  const max = getSetting(next, 'ChoiceIntervalMax');
  // Both range values 0 removes both settings (spec 2 §5).
  if ((min ?? '0') === '0' && (max ?? '0') === '0') {
    return withoutSettings(next, 'ChoiceIntervalMin', 'ChoiceIntervalMax');
  }
  return next;
}

/** Structural rules of a question's settings: type, single/multi, flip, pins, locale. */
export function normaliseQuestionSettings(item: QuestionItem, locale: Locale): QuestionItem {
  const allowed = ALLOWED_SETTINGS[item.questionTypeCode];
  let settings = item.settingValues.filter((s) => allowed.includes(s.code));
  if (settings.length === item.settingValues.length) settings = item.settingValues;
  if (item.questionTypeCode === 'Basic') {
    const multiple = getSetting(settings, 'BasicChoice') === MULTIPLE_CHOICE;
    settings = multiple
      ? withoutSettings(settings, 'FlipOptions')
      : withoutSettings(settings, 'ChoiceLimit', 'ChoiceIntervalMin', 'ChoiceIntervalMax');
  }
  if (getSetting(settings, 'ContentStructure')?.startsWith('postcode') && locale.country !== 'GB') {
    settings = withoutSettings(settings, 'ContentStructure');
  }
  const randomised = getSetting(settings, 'RandomiseOptions') === ENABLED;
  let options = item.responseOptions;
  if (!randomised && options.some((o) => o.pinned)) {
    options = options.map((o) => (o.pinned ? { ...o, pinned: false } : o));
  }
  if (settings === item.settingValues && options === item.responseOptions) return item;
  return { ...item, settingValues: settings, responseOptions: options };
}

/** Structural rules of a matrix's settings: single/multi, flip, pins. */
export function normaliseMatrixSettings(item: MatrixItem): MatrixItem {
  let settings = item.settingValues.filter((s) => ALLOWED_SETTINGS.Matrix.includes(s.code));
  if (settings.length === item.settingValues.length) settings = item.settingValues;
  if (getSetting(settings, 'MatrixChoice') === MULTIPLE_CHOICE) {
    settings = withoutSettings(settings, 'MatrixFlipOptions');
  }
  let columns = item.responseOptions;
  if (
    getSetting(settings, 'MatrixRandomiseResponseOptions') !== ENABLED &&
    columns.some((o) => o.pinned)
  ) {
    columns = columns.map((o) => (o.pinned ? { ...o, pinned: false } : o));
  }
  let rows = item.matrixRows;
  if (getSetting(settings, 'MatrixRandomiseRows') !== ENABLED && rows.some((r) => r.pinned)) {
    rows = rows.map((r) => (r.pinned ? { ...r, pinned: false } : r));
  }
  if (
    settings === item.settingValues &&
    columns === item.responseOptions &&
    rows === item.matrixRows
  ) {
    return item;
  }
  return { ...item, settingValues: settings, responseOptions: columns, matrixRows: rows };
}

/**
 * After options were removed: a choice limit at or above the option count, a range whose maximum
 * is above it, and a rank requirement above it are reset (spec 2 §5).
 */
export function resetLimitsForCount(item: QuestionItem): QuestionItem {
  const count = item.responseOptions.length;
  const n = (code: QuestionSettingCode) => Number(getSetting(item.settingValues, code) ?? '0');
  let settings = item.settingValues;
  if (n('ChoiceLimit') >= count) settings = withoutSettings(settings, 'ChoiceLimit');
  if (n('ChoiceIntervalMax') > count) {
    settings = withoutSettings(settings, 'ChoiceIntervalMin', 'ChoiceIntervalMax');
  }
  // Decision: 'Top n' equal to the option count still means something until an option goes.
  if (n('RankChoiceRequisite') > count) settings = withoutSettings(settings, 'RankChoiceRequisite');
  return settings === item.settingValues ? item : { ...item, settingValues: settings };
}

/** Checks that the code applies to the card and the value is valid, then applies it. */
export function setSettingChecked(
  settings: SettingValue[],
  target: SettingTarget,
  code: unknown,
  value: unknown,
  optionCount: number,
  locale: Locale,
  now: IsoDateTime,
): SettingValue[] {
  const allowed = ALLOWED_SETTINGS[target];
  if (typeof code !== 'string' || !(allowed as readonly string[]).includes(code)) {
    fail('SETTING_NOT_ALLOWED', `${String(code)} does not apply to a ${target} card`);
  }
  if (typeof value !== 'string' || value.length > 32) {
    fail('INVALID_SETTING_VALUE', `${code} needs a short string value`);
  }
  const c = code as QuestionSettingCode;
  checkSettingValue(c, value, settings, optionCount, locale);
  return applySetting(settings, c, value, now);
}
