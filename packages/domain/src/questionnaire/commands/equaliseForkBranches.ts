import type { CommandContext } from '../context.ts';
import { updateFork } from '../forkOps.ts';
import { equalisedPercentages } from '../forks.ts';
import type { Questionnaire } from '../model.ts';

export interface EqualiseForkBranchesArgs {
  forkId: string;
}

/**
 * 'Equalise groups': equal shares to 3 decimals, the remainder on the last group. Not a spec
 * mutation (the editor sends updateForkBranch per group); offered so both sides compute it alike.
 */
export function equaliseForkBranches(
  q: Questionnaire,
  args: EqualiseForkBranchesArgs,
  ctx: CommandContext,
): Questionnaire {
  return updateFork(q, args.forkId, ctx, (fork) => {
    const shares = equalisedPercentages(fork.branches.length);
    return {
      ...fork,
      branches: fork.branches.map((b, i) => ({ ...b, percentage: shares[i] ?? 0 })),
    };
  });
}
