import { updateQuestionItem } from '../access.ts';
import { type CommandContext, clock } from '../context.ts';
import { fail } from '../errors.ts';
import type { Questionnaire } from '../model.ts';
import { pruneReferences } from '../prune.ts';
import { setSettingChecked } from '../settingRules.ts';
import type { SettingInput } from './addQuestion.ts';

export interface SetQuestionnaireSettingValueArgs {
  questionLk: string;
  setting: SettingInput;
}

/**
 * Sets a question setting. Randomise and flip exclude each other, so do choice limit and range;
 * switching to multi select turns flip off, to single select drops limits; 'disabled' or '0'
 * removes an on/off or limit setting.
 */
export function setQuestionnaireSettingValue(
  q: Questionnaire,
  args: SetQuestionnaireSettingValueArgs,
  ctx: CommandContext,
): Questionnaire {
  if (typeof args.setting !== 'object' || args.setting === null) {
    fail('INVALID_ARGUMENT', 'setting is required');
  }
  const now = clock(ctx);
  const { questionSettingCode, settingValue } = args.setting;
  const next = updateQuestionItem(q, args.questionLk, ctx, (item) => ({
    ...item,
    settingValues: setSettingChecked(
      item.settingValues,
      item.questionTypeCode,
      questionSettingCode,
      settingValue,
      item.responseOptions.length,
      q.locale,
      now,
    ),
  }));
  // Issue 38 §2: a section looping over this question's choices ends when it turns single select
  // (only then: pruning anything else here would replay older command logs differently).
  const looped = q.entries.some(
    (e) => e.entryType === 'section' && e.entryItem.loop?.sourceQuestionLk === args.questionLk,
  );
  return looped && questionSettingCode === 'BasicChoice' ? pruneReferences(next) : next;
}
