/**
 * What a respondent is offered for an entry: its kind of answer, its options, rows and columns in
 * the respondent's order, with the default options (Don't know, Prefer not to say, None of these)
 * the editor switched on added at the end as exclusive, pinned choices.
 */
import type { Entry, Media, ResponseOption } from '../questionnaire/model.ts';
import {
  MULTIPLE_CHOICE,
  getSetting,
  isEnabled,
  type QuestionSettingCode,
  type SettingValue,
} from '../questionnaire/settings.ts';
import { orderForRespondent, type OrderMode } from './optionOrder.ts';

export type AnswerKind = 'choice' | 'ranked' | 'scale' | 'text' | 'matrix';

/** One thing a respondent can pick: an option, a matrix column, or a default option. */
export interface RespondentOption {
  /** responseOptionLk, or `default:{code}` for a default option. */
  id: string;
  label: string;
  exclusive: boolean;
  textEntry: boolean;
  pinned: boolean;
  media: Media | null;
}

export interface RespondentRow {
  id: string;
  label: string;
  media: Media | null;
}

/** Default options in the order they are shown (decision: spec order), with their labels. */
export const DEFAULT_OPTIONS: readonly { code: QuestionSettingCode; label: string }[] = [
  { code: 'DontKnow', label: "Don't know" },
  { code: 'PreferNotToSay', label: 'Prefer not to say' },
  { code: 'NoneOfThese', label: 'None of these' },
];

/** The answer kind of an entry, or null for entries that take no answer (text card, fork, section). */
export function answerKind(entry: Entry): AnswerKind | null {
  if (entry.entryType === 'matrix') return 'matrix';
  if (entry.entryType !== 'question') return null;
  switch (entry.entryItem.questionTypeCode) {
    case 'Basic':
      return 'choice';
    case 'Ranked':
      return 'ranked';
    case 'Scale':
      return 'scale';
    case 'FreeText':
      return 'text';
  }
}

/** True when a basic question or matrix lets the respondent pick several options (per row). */
export function isMultipleChoice(entry: Entry): boolean {
  if (entry.entryType === 'matrix') {
    return getSetting(entry.entryItem.settingValues, 'MatrixChoice') === MULTIPLE_CHOICE;
  }
  if (entry.entryType !== 'question') return false;
  return getSetting(entry.entryItem.settingValues, 'BasicChoice') === MULTIPLE_CHOICE;
}

function orderMode(
  settings: readonly SettingValue[],
  randomise: QuestionSettingCode,
  flip: QuestionSettingCode | null,
): OrderMode {
  if (isEnabled(settings, randomise)) return 'randomised';
  if (flip !== null && isEnabled(settings, flip)) return 'flip';
  return 'fixed';
}

function toRespondentOption(o: ResponseOption, textEntryAllowed: boolean): RespondentOption {
  return {
    id: o.responseOptionLk,
    label: o.responseOption.value,
    exclusive: o.exclusive,
    textEntry: textEntryAllowed && o.textEntryState === 'enabled',
    pinned: o.pinned,
    media: o.media,
  };
}

function defaultOptions(settings: readonly SettingValue[]): RespondentOption[] {
  return DEFAULT_OPTIONS.filter((d) => isEnabled(settings, d.code)).map((d) => ({
    id: `default:${d.code}`,
    label: d.label,
    exclusive: true,
    textEntry: false,
    pinned: true,
    media: null,
  }));
}

/**
 * The options (for a matrix: the columns) of an entry in the order this respondent sees them.
 * `seed` identifies the respondent (for example the session id); the same seed gives the same order.
 */
export function respondentOptions(entry: Entry, seed = ''): RespondentOption[] {
  if (entry.entryType === 'matrix') {
    const item = entry.entryItem;
    const mode = orderMode(
      item.settingValues,
      'MatrixRandomiseResponseOptions',
      'MatrixFlipOptions',
    );
    const columns = item.responseOptions.map((o) => toRespondentOption(o, false));
    return [
      ...orderForRespondent(
        columns,
        mode,
        `${seed}:${item.matrixTitleLk}:columns`,
        (c) => c.pinned,
      ),
      ...defaultOptions(item.settingValues),
    ];
  }
  if (entry.entryType !== 'question') return [];
  const item = entry.entryItem;
  if (item.questionTypeCode !== 'Basic' && item.questionTypeCode !== 'Ranked') return [];
  const basic = item.questionTypeCode === 'Basic';
  const mode = orderMode(item.settingValues, 'RandomiseOptions', basic ? 'FlipOptions' : null);
  const options = item.responseOptions.map((o) => toRespondentOption(o, basic));
  return [
    ...orderForRespondent(options, mode, `${seed}:${item.questionLk}`, (o) => o.pinned),
    ...defaultOptions(item.settingValues),
  ];
}

/** The rows of a matrix in the order this respondent sees them (fixed or randomised). */
export function respondentRows(entry: Entry, seed = ''): RespondentRow[] {
  if (entry.entryType !== 'matrix') return [];
  const item = entry.entryItem;
  const mode = orderMode(item.settingValues, 'MatrixRandomiseRows', null);
  const ordered = orderForRespondent(
    item.matrixRows,
    mode,
    `${seed}:${item.matrixTitleLk}:rows`,
    (r) => r.pinned,
  );
  return ordered.map((r) => ({ id: r.questionLk, label: r.question.text, media: r.questionMedia }));
}
