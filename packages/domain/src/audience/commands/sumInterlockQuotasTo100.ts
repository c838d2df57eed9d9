import type { CommandContext } from '../context.ts';
import type { DraftAudience } from '../model.ts';
import { replaceInterlock, requireInterlock, summedInterlock } from './interlockArgs.ts';

export interface SumInterlockQuotasTo100Args {
  /** Any member of the interlock. */
  memberNumber: number;
}

/** The 'Sum quotas to 100%' button of an interlock's grid. */
export function sumInterlockQuotasTo100(
  a: DraftAudience,
  args: SumInterlockQuotasTo100Args,
  _ctx: CommandContext,
): DraftAudience {
  const interlock = requireInterlock(a, args.memberNumber);
  return replaceInterlock(a, interlock, summedInterlock(interlock));
}
