import type { CommandContext } from '../context.ts';
import { changeCustomOption, OPTION_TEXT_LIMIT } from '../customOptions.ts';
import { requireText } from '../guards.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface UpdateCustomCriterionOptionArgs {
  questionLk: string;
  responseOptionLk: string;
  responseOptionValue: string;
}

/** Changes an option's text (blank text is a validation error, not refused). */
export function updateCustomCriterionOption(
  a: DraftAudience,
  args: UpdateCustomCriterionOptionArgs,
  ctx: CommandContext,
): DraftAudience {
  const value = requireText(args.responseOptionValue, 'responseOptionValue', OPTION_TEXT_LIMIT);
  return updateCustom(a, args.questionLk, ctx, (item) =>
    changeCustomOption(item, args.responseOptionLk, (o) => ({
      ...o,
      responseOption: { ...o.responseOption, value },
    })),
  );
}
