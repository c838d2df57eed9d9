/** Changing a fork's name or groups, shared by the fork commands. */
import { forkEntry, replaceEntry } from './access.ts';
import type { CommandContext } from './context.ts';
import { relabelBranches } from './forks.ts';
import type { ForkItem, Questionnaire } from './model.ts';
import { pruneReferences } from './prune.ts';
import { renumber } from './renumber.ts';

/** Applies fn to a fork; relabels groups; drops memberships of groups that were removed. */
export function updateFork(
  q: Questionnaire,
  forkId: unknown,
  ctx: CommandContext,
  fn: (fork: ForkItem['fork']) => ForkItem['fork'],
): Questionnaire {
  const entry = forkEntry(q, forkId);
  const before = entry.entryItem.fork;
  const changed = fn(before);
  const fork = { ...changed, branches: relabelBranches(changed.branches) };
  const next = replaceEntry(q, { ...entry, entryItem: { fork } }, ctx);
  const removed = fork.branches.length < before.branches.length;
  return renumber(removed ? pruneReferences(next) : next);
}
