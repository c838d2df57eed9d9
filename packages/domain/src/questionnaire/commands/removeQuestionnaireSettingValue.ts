import { updateQuestionItem } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { requireOneOf } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { QUESTION_SETTING_CODES, type QuestionSettingCode, withoutSettings } from '../settings.ts';

export interface RemoveQuestionnaireSettingValueArgs {
  questionLk: string;
  questionSettingCode: QuestionSettingCode;
}

/**
 * Removes a question setting (no change when it is not set). Decision: BasicChoice cannot be
 * removed (a basic question is always single or multi select); removing it is a no-op.
 */
export function removeQuestionnaireSettingValue(
  q: Questionnaire,
  args: RemoveQuestionnaireSettingValueArgs,
  ctx: CommandContext,
): Questionnaire {
  const code = requireOneOf(
    args.questionSettingCode,
    'questionSettingCode',
    QUESTION_SETTING_CODES,
  );
  return updateQuestionItem(q, args.questionLk, ctx, (item) =>
    code === 'BasicChoice'
      ? item
      : { ...item, settingValues: withoutSettings(item.settingValues, code) },
  );
}
