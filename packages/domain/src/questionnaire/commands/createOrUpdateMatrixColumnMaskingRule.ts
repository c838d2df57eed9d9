import { matrixEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { MaskingRule } from '../logicModel.ts';
import { checkedMaskingRules } from '../masking.ts';
import type { Questionnaire } from '../model.ts';
import { updateOption } from '../optionOps.ts';

export interface CreateOrUpdateMatrixColumnMaskingRuleArgs {
  matrixTitleLk: string;
  responseOptionLk: string;
  maskingRules: MaskingRule[];
}

/** Sets the masking of a matrix column (matrix-column variant of createOrUpdateMaskingRule). */
export function createOrUpdateMatrixColumnMaskingRule(
  q: Questionnaire,
  args: CreateOrUpdateMatrixColumnMaskingRuleArgs,
  ctx: CommandContext,
): Questionnaire {
  const rules = checkedMaskingRules(q, matrixEntry(q, args.matrixTitleLk), args.maskingRules);
  return updateOption(
    q,
    { matrixTitleLk: args.matrixTitleLk },
    args.responseOptionLk,
    ctx,
    (o) => ({
      ...o,
      maskingRules: rules,
    }),
  );
}
