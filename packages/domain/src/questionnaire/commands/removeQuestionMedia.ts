import { updateQuestionItem } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveQuestionMediaArgs {
  questionLk: string;
}

/** Removes the media of a question. */
export function removeQuestionMedia(
  q: Questionnaire,
  args: RemoveQuestionMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateQuestionItem(q, args.questionLk, ctx, (item) => ({ ...item, questionMedia: null }));
}
