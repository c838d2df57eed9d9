import { MAX_CUSTOM_OPTIONS } from '../constants.ts';
import { idSource, type CommandContext } from '../context.ts';
import { blankCustomOption } from '../customOptions.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import { findCustom, updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface AddCustomCriterionOptionArgs {
  questionLk: string;
  position: number;
}

/** Inserts a blank, qualifying option (with a 0% quota when quotas are on). */
export function addCustomCriterionOption(
  a: DraftAudience,
  args: AddCustomCriterionOptionArgs,
  ctx: CommandContext,
): DraftAudience {
  const current = findCustom(a, args.questionLk);
  const position = requireInt(args.position, 'position', 0, current.criterionOptions.length);
  if (current.criterionOptions.length >= MAX_CUSTOM_OPTIONS) {
    fail('TOO_MANY_OPTIONS', `A question has at most ${MAX_CUSTOM_OPTIONS} options`);
  }
  const option = blankCustomOption(idSource(a, ctx), position);
  return updateCustom(a, args.questionLk, ctx, (item) => {
    const criterionOptions = [...item.criterionOptions];
    criterionOptions.splice(position, 0, option);
    return { ...item, criterionOptions };
  });
}
