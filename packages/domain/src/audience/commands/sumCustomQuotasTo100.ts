import type { CommandContext } from '../context.ts';
import { updateCustom } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { summedOptions } from '../sumQuotas.ts';

export interface SumCustomQuotasTo100Args {
  questionLk: string;
}

/** The 'Sum quotas to 100%' button of a custom question. */
export function sumCustomQuotasTo100(
  a: DraftAudience,
  args: SumCustomQuotasTo100Args,
  ctx: CommandContext,
): DraftAudience {
  return updateCustom(a, args.questionLk, ctx, (item) => ({
    ...item,
    criterionOptions: summedOptions(item.settingValues, item.criterionOptions),
  }));
}
