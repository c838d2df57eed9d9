import { MAX_FORK_BRANCHES } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { updateFork } from '../forkOps.ts';
import { newBranchShare, round3 } from '../forks.ts';
import { requireNumber } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface AddForkBranchArgs {
  forkId: string;
  /** Omitted: the remaining share, or 10 when the groups already reach 100. */
  percentage?: number | null;
}

/** Adds a group to a fork (at most 3). */
export function addForkBranch(
  q: Questionnaire,
  args: AddForkBranchArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateFork(q, args.forkId, ctx, (fork) => {
    if (fork.branches.length >= MAX_FORK_BRANCHES) {
      fail('FORK_BRANCH_LIMIT', `A fork has at most ${MAX_FORK_BRANCHES} groups`);
    }
    const percentage =
      args.percentage == null
        ? newBranchShare(fork.branches)
        : round3(requireNumber(args.percentage, 'percentage', 0, 100));
    const branchNumber = Math.max(0, ...fork.branches.map((b) => b.branchNumber)) + 1;
    return { ...fork, branches: [...fork.branches, { branchNumber, label: '', percentage }] };
  });
}
