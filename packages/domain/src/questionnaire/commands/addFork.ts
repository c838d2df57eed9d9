import { insertNewEntry } from '../access.ts';
import {
  DEFAULT_FORK_BRANCHES,
  MAX_FORK_BRANCHES,
  MIN_FORK_BRANCHES,
  TEXT_LIMITS,
} from '../constants.ts';
import type { CommandContext } from '../context.ts';
import {
  assertForkNameFree,
  defaultForkName,
  equalisedPercentages,
  relabelBranches,
} from '../forks.ts';
import { optionalText, requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface AddForkArgs {
  position: number;
  /** Defaults to 'Fork {n}' (the first free n from the number of forks + 1). */
  name?: string;
  /** Defaults to 2; at most 3. */
  defaultBranchCount?: number;
}

/** Adds an A/B fork with equal groups. */
export function addFork(q: Questionnaire, args: AddForkArgs, ctx: CommandContext): Questionnaire {
  const given = optionalText(args.name, 'name', TEXT_LIMITS.name, '').trim();
  const name = given === '' ? defaultForkName(q) : given;
  assertForkNameFree(q, name, null);
  const count = requireInt(
    args.defaultBranchCount ?? DEFAULT_FORK_BRANCHES,
    'defaultBranchCount',
    MIN_FORK_BRANCHES,
    MAX_FORK_BRANCHES,
  );
  const shares = equalisedPercentages(count);
  return insertNewEntry(q, args.position, ctx, (base, newId) => ({
    ...base,
    entryType: 'fork',
    entryItem: {
      fork: {
        forkId: newId(),
        name,
        branches: relabelBranches(
          shares.map((percentage, i) => ({ branchNumber: i + 1, label: '', percentage })),
        ),
      },
    },
  }));
}
