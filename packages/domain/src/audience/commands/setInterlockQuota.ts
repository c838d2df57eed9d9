import type { CommandContext } from '../context.ts';
import type { DraftAudience } from '../model.ts';
import { replaceInterlock, requireInterlock, withCellPercent } from './interlockArgs.ts';

export interface SetInterlockQuotaArgs {
  /** Any member of the interlock. */
  memberNumber: number;
  /** The combination: one option key per interlocked member, in the interlock's order. */
  optionKeys: string[];
  /** 0..100. */
  percent: number;
}

/** Sets one combination's share; the interlocked criteria's margins follow (their sums). */
export function setInterlockQuota(
  a: DraftAudience,
  args: SetInterlockQuotaArgs,
  _ctx: CommandContext,
): DraftAudience {
  const interlock = requireInterlock(a, args.memberNumber);
  return replaceInterlock(a, interlock, withCellPercent(interlock, args.optionKeys, args.percent));
}
