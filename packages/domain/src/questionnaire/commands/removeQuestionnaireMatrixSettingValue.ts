import { updateMatrixItem } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { requireOneOf } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { QUESTION_SETTING_CODES, type QuestionSettingCode, withoutSettings } from '../settings.ts';

export interface RemoveQuestionnaireMatrixSettingValueArgs {
  matrixTitleLk: string;
  questionSettingCode: QuestionSettingCode;
}

/** Removes a matrix setting (MatrixChoice stays: a matrix is always single or multi select). */
export function removeQuestionnaireMatrixSettingValue(
  q: Questionnaire,
  args: RemoveQuestionnaireMatrixSettingValueArgs,
  ctx: CommandContext,
): Questionnaire {
  const code = requireOneOf(
    args.questionSettingCode,
    'questionSettingCode',
    QUESTION_SETTING_CODES,
  );
  return updateMatrixItem(q, args.matrixTitleLk, ctx, (item) =>
    code === 'MatrixChoice'
      ? item
      : { ...item, settingValues: withoutSettings(item.settingValues, code) },
  );
}
