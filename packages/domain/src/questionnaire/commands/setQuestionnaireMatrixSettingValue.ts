import { updateMatrixItem } from '../access.ts';
import { type CommandContext, clock } from '../context.ts';
import { fail } from '../errors.ts';
import type { Questionnaire } from '../model.ts';
import { setSettingChecked } from '../settingRules.ts';
import type { SettingInput } from './addQuestion.ts';

export interface SetQuestionnaireMatrixSettingValueArgs {
  matrixTitleLk: string;
  setting: SettingInput;
}

/** Sets a matrix setting (choice, row and column ordering, default options). */
export function setQuestionnaireMatrixSettingValue(
  q: Questionnaire,
  args: SetQuestionnaireMatrixSettingValueArgs,
  ctx: CommandContext,
): Questionnaire {
  if (typeof args.setting !== 'object' || args.setting === null) {
    fail('INVALID_ARGUMENT', 'setting is required');
  }
  const now = clock(ctx);
  const { questionSettingCode, settingValue } = args.setting;
  return updateMatrixItem(q, args.matrixTitleLk, ctx, (item) => ({
    ...item,
    settingValues: setSettingChecked(
      item.settingValues,
      'Matrix',
      questionSettingCode,
      settingValue,
      item.responseOptions.length,
      q.locale,
      now,
    ),
  }));
}
