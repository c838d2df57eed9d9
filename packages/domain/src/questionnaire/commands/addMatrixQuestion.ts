import { insertNewEntry } from '../access.ts';
import { MIN_ITEMS, TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { blankOptions, blankRows } from '../factories.ts';
import { optionalText, requireStyling } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { setSettingChecked } from '../settingRules.ts';
import { SINGLE_CHOICE } from '../settings.ts';
import type { SettingInput } from './addQuestion.ts';

export interface AddMatrixQuestionArgs {
  position: number;
  title?: string;
  titleStyling?: unknown;
  /** Usually MatrixChoice single_choice or multiple_choice. */
  setting?: SettingInput | null;
}

/**
 * Adds a matrix card. Decision: it starts with 2 blank rows and 2 blank columns (the minimum),
 * as a choice question starts with its 2 default options.
 */
export function addMatrixQuestion(
  q: Questionnaire,
  args: AddMatrixQuestionArgs,
  ctx: CommandContext,
): Questionnaire {
  const title = optionalText(args.title, 'title', TEXT_LIMITS.title, '');
  const titleStyling = requireStyling(args.titleStyling, 'titleStyling');
  return insertNewEntry(q, args.position, ctx, (base, newId, now) => {
    let settings = setSettingChecked(
      [],
      'Matrix',
      'MatrixChoice',
      SINGLE_CHOICE,
      MIN_ITEMS,
      q.locale,
      now,
    );
    if (args.setting) {
      const { questionSettingCode, settingValue } = args.setting;
      settings = setSettingChecked(
        settings,
        'Matrix',
        questionSettingCode,
        settingValue,
        MIN_ITEMS,
        q.locale,
        now,
      );
    }
    return {
      ...base,
      entryType: 'matrix',
      entryItem: {
        matrixTitleLk: newId(),
        matrixTitle: { matrixTitleId: newId(), title, titleStyling },
        matrixRows: blankRows(newId, MIN_ITEMS, now),
        responseOptions: blankOptions(newId, MIN_ITEMS, now),
        settingValues: settings,
      },
    };
  });
}
