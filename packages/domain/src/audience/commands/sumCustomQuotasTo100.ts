import type { CommandContext } from '../context.ts';
import { interlockOfKey, replaceInterlock, summedInterlock } from './interlockArgs.ts';
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
  // An interlocked criterion's quotas are its interlock's: the button sums the cells.
  const interlock = interlockOfKey(a, args.questionLk);
  if (interlock) return replaceInterlock(a, interlock, summedInterlock(interlock));
  return updateCustom(a, args.questionLk, ctx, (item) => ({
    ...item,
    criterionOptions: summedOptions(item.settingValues, item.criterionOptions),
  }));
}
