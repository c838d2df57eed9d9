import { questionEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { MaskingRule } from '../logicModel.ts';
import { checkedMaskingRules } from '../masking.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface CreateOrUpdateMaskingRuleArgs {
  questionLk: string;
  responseOptionLk: string;
  /** Replaces the option's rules; an empty list removes masking. */
  maskingRules: MaskingRule[];
}

/** Sets the masking (option display logic) of an option of a choice question. */
export function createOrUpdateMaskingRule(
  q: Questionnaire,
  args: CreateOrUpdateMaskingRuleArgs,
  ctx: CommandContext,
): Questionnaire {
  const rules = checkedMaskingRules(q, questionEntry(q, args.questionLk), args.maskingRules);
  return updateOption(q, { questionLk: args.questionLk }, args.responseOptionLk, ctx, (o) => ({
    ...o,
    maskingRules: rules,
  }));
}
