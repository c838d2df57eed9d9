import { updateQuestionItem } from '../access.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt, requireText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface SetQuestionScaleLabelArgs {
  questionLk: string;
  labelText: string;
  /** 0 left, 1 middle, 2 right. */
  position: number;
}

/** Sets a slider label (left, middle or right); decision: an empty text removes the label. */
export function setQuestionScaleLabel(
  q: Questionnaire,
  args: SetQuestionScaleLabelArgs,
  ctx: CommandContext,
): Questionnaire {
  const text = requireText(args.labelText, 'labelText', TEXT_LIMITS.option);
  const position = requireInt(args.position, 'position', 0, 2);
  return updateQuestionItem(q, args.questionLk, ctx, (item) => {
    const scale = item.questionScale;
    if (item.questionTypeCode !== 'Scale' || scale === null) {
      fail('WRONG_QUESTION_TYPE', 'Only a slider has labels');
    }
    const others = scale.labels.filter((l) => l.position !== position);
    const label = { text, language: q.locale.language, country: q.locale.country };
    const labels = text.trim() === '' ? others : [...others, { label, position }];
    labels.sort((a, b) => a.position - b.position);
    return { ...item, questionScale: { ...scale, labels } };
  });
}
