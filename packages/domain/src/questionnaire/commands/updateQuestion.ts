import { updateQuestionItem } from '../access.ts';
import { DEFAULT_CHARACTER_LIMIT, DEFAULT_SCALE, MIN_ITEMS, TEXT_LIMITS } from '../constants.ts';
import { type CommandContext, clock, idSource } from '../context.ts';
import { blankOptions } from '../factories.ts';
import { requireOneOf, requireStyling, requireText } from '../guards.ts';
import { reposition } from '../list.ts';
import type { QuestionItem, QuestionTypeCode, Questionnaire } from '../model.ts';
import { pruneReferences } from '../prune.ts';
import { renumber } from '../renumber.ts';
import { resetLimitsForCount } from '../settingRules.ts';
import { SINGLE_CHOICE, getSetting, withSetting } from '../settings.ts';
import { QUESTION_TYPE_CODES } from './addQuestion.ts';

export interface UpdateQuestionArgs {
  questionLk: string;
  questionTypeCode: QuestionTypeCode;
  text: string;
  textStyling?: unknown;
}

/**
 * Decision: changing the type keeps what the new type can use. Free text and slider drop the
 * options; a choice type gets blank options up to 2; ranked options lose exclusive, text entry
 * and routes; settings of the old type go. Logic on other cards that no longer fits is dropped.
 */
function changeType(
  item: QuestionItem,
  type: QuestionTypeCode,
  newId: () => string,
  now: string,
): QuestionItem {
  const choice = type === 'Basic' || type === 'Ranked';
  let options = choice ? item.responseOptions : [];
  if (choice && options.length < MIN_ITEMS) {
    options = reposition([...options, ...blankOptions(newId, MIN_ITEMS - options.length, now)]);
  }
  if (type === 'Ranked') {
    options = options.map((o) => ({
      ...o,
      exclusive: false,
      textEntryState: 'disabled',
      route: null,
    }));
  }
  let settings = item.settingValues;
  if (type === 'Basic' && getSetting(settings, 'BasicChoice') === undefined) {
    settings = withSetting(settings, 'BasicChoice', SINGLE_CHOICE, now);
  }
  if (type === 'FreeText' && getSetting(settings, 'CharacterLimit') === undefined) {
    settings = withSetting(settings, 'CharacterLimit', String(DEFAULT_CHARACTER_LIMIT), now);
  }
  const scale =
    type === 'Scale' ? (item.questionScale ?? { range: { ...DEFAULT_SCALE }, labels: [] }) : null;
  return resetLimitsForCount({
    ...item,
    questionTypeCode: type,
    responseOptions: options,
    settingValues: settings,
    questionScale: scale,
  });
}

/** Changes a question's text, styling and type. */
export function updateQuestion(
  q: Questionnaire,
  args: UpdateQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const type = requireOneOf(args.questionTypeCode, 'questionTypeCode', QUESTION_TYPE_CODES);
  const text = requireText(args.text, 'text', TEXT_LIMITS.title);
  const textStyling = requireStyling(args.textStyling, 'textStyling');
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  let typeChanged = false;
  const next = updateQuestionItem(q, args.questionLk, ctx, (item) => {
    typeChanged = item.questionTypeCode !== type;
    const typed = typeChanged ? changeType(item, type, newId, now) : item;
    return { ...typed, question: { ...typed.question, text, textStyling } };
  });
  return renumber(typeChanged ? pruneReferences(next) : next);
}
