import { matrixEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { MaskingRule } from '../logicModel.ts';
import { checkedMaskingRules } from '../masking.ts';
import type { Questionnaire } from '../model.ts';
import { updateRow } from '../rowOps.ts';

export interface CreateOrUpdateMatrixRowMaskingRuleArgs {
  matrixTitleLk: string;
  questionLk: string;
  maskingRules: MaskingRule[];
}

/** Sets the masking of a matrix row (matrix-row variant of createOrUpdateMaskingRule). */
export function createOrUpdateMatrixRowMaskingRule(
  q: Questionnaire,
  args: CreateOrUpdateMatrixRowMaskingRuleArgs,
  ctx: CommandContext,
): Questionnaire {
  const rules = checkedMaskingRules(q, matrixEntry(q, args.matrixTitleLk), args.maskingRules);
  return updateRow(q, args.matrixTitleLk, args.questionLk, ctx, (r) => ({
    ...r,
    maskingRules: rules,
  }));
}
