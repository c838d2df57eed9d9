import { updateQuestionItem } from '../access.ts';
import { SCALE_BOUND } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface SetQuestionScaleArgs {
  questionLk: string;
  min: number;
  max: number;
  step: number;
  startingPosition: number;
}

/** Sets a slider's range: whole numbers, lowest below highest, a step that fits, a start inside. */
export function setQuestionScale(
  q: Questionnaire,
  args: SetQuestionScaleArgs,
  ctx: CommandContext,
): Questionnaire {
  const min = requireInt(args.min, 'min', -SCALE_BOUND, SCALE_BOUND);
  const max = requireInt(args.max, 'max', -SCALE_BOUND, SCALE_BOUND);
  if (min >= max) fail('INVALID_SCALE', 'The lowest value must be below the highest');
  const step = requireInt(args.step, 'step', 1, max - min);
  const start = requireInt(args.startingPosition, 'startingPosition', min, max);
  return updateQuestionItem(q, args.questionLk, ctx, (item) => {
    if (item.questionTypeCode !== 'Scale' || item.questionScale === null) {
      fail('WRONG_QUESTION_TYPE', 'Only a slider has a scale');
    }
    return {
      ...item,
      questionScale: { ...item.questionScale, range: { min, max, step, startingPosition: start } },
    };
  });
}
