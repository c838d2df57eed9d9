import type { CommandContext } from '../context.ts';
import type { DraftAudience } from '../model.ts';
import { requireInterlock } from './interlockArgs.ts';

export interface RemoveInterlockArgs {
  /** Any member of the interlock. */
  memberNumber: number;
}

/** Removes an interlock; its criteria keep the margins (the cells' sums) as their own quotas. */
export function removeInterlock(
  a: DraftAudience,
  args: RemoveInterlockArgs,
  _ctx: CommandContext,
): DraftAudience {
  const interlock = requireInterlock(a, args.memberNumber);
  return { ...a, interlocks: (a.interlocks ?? []).filter((i) => i !== interlock) };
}
