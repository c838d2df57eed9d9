import { updateQuestionItem } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireMedia } from '../guards.ts';
import type { MediaType, Questionnaire } from '../model.ts';

export interface SetQuestionMediaArgs {
  questionLk: string;
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl?: string | null;
}

/** Sets the image or video of a single/multi select or free-text question (replacing any). */
export function setQuestionMedia(
  q: Questionnaire,
  args: SetQuestionMediaArgs,
  ctx: CommandContext,
): Questionnaire {
  const media = requireMedia(args);
  return updateQuestionItem(q, args.questionLk, ctx, (item) => {
    if (item.questionTypeCode !== 'Basic' && item.questionTypeCode !== 'FreeText') {
      fail('WRONG_QUESTION_TYPE', 'Media can be added to basic and free-text questions only');
    }
    return { ...item, questionMedia: media };
  });
}
