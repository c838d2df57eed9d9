import type { CommandContext } from '../context.ts';
import { customOptionIndex } from '../customOptions.ts';
import { requireInt } from '../guards.ts';
import { moveTo, updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface MoveCustomCriterionOptionArgs {
  questionLk: string;
  responseOptionLk: string;
  toPosition: number;
}

/** Moves an option (drag and drop). */
export function moveCustomCriterionOption(
  a: DraftAudience,
  args: MoveCustomCriterionOptionArgs,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) => {
    const from = customOptionIndex(item, args.responseOptionLk);
    const to = requireInt(args.toPosition, 'toPosition', 0, item.criterionOptions.length - 1);
    return { ...item, criterionOptions: moveTo(item.criterionOptions, from, to) };
  });
}
