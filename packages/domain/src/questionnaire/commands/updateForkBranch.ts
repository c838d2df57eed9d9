import type { CommandContext } from '../context.ts';
import { updateFork } from '../forkOps.ts';
import { round3 } from '../forks.ts';
import { requireInt, requireNumber } from '../guards.ts';
import { indexOrFail } from '../list.ts';
import type { Questionnaire } from '../model.ts';

export interface UpdateForkBranchArgs {
  forkId: string;
  branchNumber: number;
  percentage: number;
}

/** Sets a group's share (0..100, 3 decimals); the total is checked by validation, not here. */
export function updateForkBranch(
  q: Questionnaire,
  args: UpdateForkBranchArgs,
  ctx: CommandContext,
): Questionnaire {
  const n = requireInt(args.branchNumber, 'branchNumber', 1, Number.MAX_SAFE_INTEGER);
  const percentage = round3(requireNumber(args.percentage, 'percentage', 0, 100));
  return updateFork(q, args.forkId, ctx, (fork) => {
    const i = indexOrFail(
      fork.branches,
      (b) => b.branchNumber === n,
      'BRANCH_NOT_FOUND',
      `No group ${n}`,
    );
    return { ...fork, branches: fork.branches.map((b, j) => (j === i ? { ...b, percentage } : b)) };
  });
}
