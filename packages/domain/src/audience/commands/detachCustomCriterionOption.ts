import { MIN_CUSTOM_OPTIONS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { customOptionIndex } from '../customOptions.ts';
import { fail } from '../errors.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface DetachCustomCriterionOptionArgs {
  questionLk: string;
  responseOptionLk: string;
}

/** Deletes an option; refused at 2 or fewer options (the delete button is disabled there). */
export function detachCustomCriterionOption(
  a: DraftAudience,
  args: DetachCustomCriterionOptionArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) => {
    const i = customOptionIndex(item, args.responseOptionLk);
    if (item.criterionOptions.length <= MIN_CUSTOM_OPTIONS) {
      fail('TOO_FEW_OPTIONS', `A question keeps at least ${MIN_CUSTOM_OPTIONS} options`);
    }
    return { ...item, criterionOptions: item.criterionOptions.filter((_, j) => j !== i) };
  });
}
