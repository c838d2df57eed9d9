import { insertNewEntry } from '../access.ts';
import {
  DEFAULT_CHARACTER_LIMIT,
  DEFAULT_OPTION_COUNT,
  DEFAULT_SCALE,
  MAX_ITEMS,
  TEXT_LIMITS,
} from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { blankOptions } from '../factories.ts';
import { optionalText, requireInt, requireOneOf, requireStyling } from '../guards.ts';
import type { QuestionItem, QuestionTypeCode, Questionnaire } from '../model.ts';
import { normaliseQuestionSettings, setSettingChecked } from '../settingRules.ts';
import { SINGLE_CHOICE, type SettingValue } from '../settings.ts';

export const QUESTION_TYPE_CODES: readonly QuestionTypeCode[] = [
  'Basic',
  'Ranked',
  'Scale',
  'FreeText',
];

export interface SettingInput {
  questionSettingCode: string;
  settingValue: string;
}

export interface AddQuestionArgs {
  questionTypeCode: QuestionTypeCode;
  position: number;
  text?: string;
  textStyling?: unknown;
  setting?: SettingInput | null;
  /** Defaults to 2 for choice and ranked, 0 for free text and scale. */
  defaultOptionsCount?: number;
}

/** Adds a question card at a position with its type's defaults (options, scale, character limit). */
export function addQuestion(
  q: Questionnaire,
  args: AddQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const type = requireOneOf(args.questionTypeCode, 'questionTypeCode', QUESTION_TYPE_CODES);
  const text = optionalText(args.text, 'text', TEXT_LIMITS.title, '');
  const textStyling = requireStyling(args.textStyling, 'textStyling');
  const hasOptions = type === 'Basic' || type === 'Ranked';
  const count = requireInt(
    args.defaultOptionsCount ?? DEFAULT_OPTION_COUNT[type],
    'defaultOptionsCount',
    0,
    hasOptions ? MAX_ITEMS : 0,
  );
  return insertNewEntry(q, args.position, ctx, (base, newId, now) => {
    let settings: SettingValue[] = [];
    const add = (code: string, value: string) => {
      settings = setSettingChecked(settings, type, code, value, count, q.locale, now);
    };
    if (type === 'Basic') add('BasicChoice', SINGLE_CHOICE);
    if (type === 'FreeText') add('CharacterLimit', String(DEFAULT_CHARACTER_LIMIT));
    if (args.setting) add(args.setting.questionSettingCode, args.setting.settingValue);
    const item: QuestionItem = {
      questionLk: newId(),
      questionTypeCode: type,
      question: { questionId: newId(), text, textStyling, createdDate: now },
      questionMedia: null,
      questionScale: type === 'Scale' ? { range: { ...DEFAULT_SCALE }, labels: [] } : null,
      responseOptions: blankOptions(newId, count, now),
      settingValues: settings,
    };
    return { ...base, entryType: 'question', entryItem: normaliseQuestionSettings(item, q.locale) };
  });
}
