import type { CommandContext } from '../context.ts';
import { interlockOfKey, replaceInterlock, summedInterlock } from './interlockArgs.ts';
import { updateStandard } from '../members.ts';
import type { DraftAudience } from '../model.ts';
import { summedOptions } from '../sumQuotas.ts';

export interface SumStandardQuotasTo100Args {
  audienceCriterionCode: string;
}

/** The 'Sum quotas to 100%' button of a standard criterion. */
export function sumStandardQuotasTo100(
  a: DraftAudience,
  args: SumStandardQuotasTo100Args,
  ctx: CommandContext,
): DraftAudience {
  // An interlocked criterion's quotas are its interlock's: the button sums the cells.
  const interlock = interlockOfKey(a, args.audienceCriterionCode);
  if (interlock) return replaceInterlock(a, interlock, summedInterlock(interlock));
  return updateStandard(a, args.audienceCriterionCode, ctx, (item) => ({
    ...item,
    standardCriterionOptions: summedOptions(item.settingValues, item.standardCriterionOptions),
  }));
}
