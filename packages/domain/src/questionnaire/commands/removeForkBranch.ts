import { MIN_FORK_BRANCHES } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { updateFork } from '../forkOps.ts';
import { requireInt } from '../guards.ts';
import { indexOrFail } from '../list.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveForkBranchArgs {
  forkId: string;
  branchNumber: number;
}

/**
 * Removes a group. Decision: a fork keeps at least 2 groups (the editor hides delete below 3);
 * cards shown only on the removed group lose that condition; other shares are left for the user
 * to adjust or Equalise.
 */
export function removeForkBranch(
  q: Questionnaire,
  args: RemoveForkBranchArgs,
  ctx: CommandContext,
): Questionnaire {
  const n = requireInt(args.branchNumber, 'branchNumber', 1, Number.MAX_SAFE_INTEGER);
  return updateFork(q, args.forkId, ctx, (fork) => {
    const i = indexOrFail(
      fork.branches,
      (b) => b.branchNumber === n,
      'BRANCH_NOT_FOUND',
      `No group ${n}`,
    );
    if (fork.branches.length <= MIN_FORK_BRANCHES) {
      fail('TOO_FEW_ITEMS', `A fork needs at least ${MIN_FORK_BRANCHES} groups`);
    }
    return { ...fork, branches: fork.branches.filter((_, j) => j !== i) };
  });
}
