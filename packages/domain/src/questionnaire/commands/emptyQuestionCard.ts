import { updateQuestionItem } from '../access.ts';
import { MIN_ITEMS } from '../constants.ts';
import { type CommandContext, clock, idSource } from '../context.ts';
import { fail } from '../errors.ts';
import { blankOptions } from '../factories.ts';
import type { Questionnaire } from '../model.ts';
import { pruneReferences } from '../prune.ts';
import { renumber } from '../renumber.ts';
import { resetLimitsForCount } from '../settingRules.ts';

export interface EmptyQuestionCardArgs {
  questionLk: string;
}

/**
 * 'Empty question card' (basic and ranked): clears the title, media and options (back to 2 blank
 * ones). Decision: the card's settings, display logic and fork groups stay; logic elsewhere that
 * pointed at the removed options is dropped.
 */
export function emptyQuestionCard(
  q: Questionnaire,
  args: EmptyQuestionCardArgs,
  ctx: CommandContext,
): Questionnaire {
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  const next = updateQuestionItem(q, args.questionLk, ctx, (item) => {
    if (item.questionTypeCode !== 'Basic' && item.questionTypeCode !== 'Ranked') {
      fail('WRONG_QUESTION_TYPE', 'Only single/multi select and ranked cards can be emptied');
    }
    return resetLimitsForCount({
      ...item,
      question: { ...item.question, text: '', textStyling: null },
      questionMedia: null,
      responseOptions: blankOptions(newId, MIN_ITEMS, now),
    });
  });
  return renumber(pruneReferences(next));
}
