import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { requireText } from '../guards.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface UpdateCustomCriterionArgs {
  questionLk: string;
  text: string;
}

/** Changes the text of a custom question (blank text is a validation error, not refused). */
export function updateCustomCriterion(
  a: DraftAudience,
  args: UpdateCustomCriterionArgs,
  ctx: CommandContext,
): DraftAudience {
  const text = requireText(args.text, 'text', TEXT_LIMITS.question);
  return updateCustom(a, args.questionLk, ctx, (item) => ({
    ...item,
    question: { ...item.question, text },
  }));
}
