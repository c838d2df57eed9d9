/** Fork groups: labels, shares, Equalise, names (spec 2 §4 "Fork", §5 fork rules). */
import { FALLBACK_BRANCH_PERCENT } from './constants.ts';
import { fail } from './errors.ts';
import type { ForkBranch, Questionnaire } from './model.ts';
import { textKey } from './textKey.ts';
import { flattenEntries } from './walk.ts';

/** Rounds to 3 decimals (percentages are kept at that precision). */
export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Branch labels by order: A, B, C. */
export function relabelBranches(branches: ForkBranch[]): ForkBranch[] {
  return branches.map((b, i) => {
    const label = String.fromCharCode(65 + i);
    return b.label === label ? b : { ...b, label };
  });
}

/** Equal shares rounded to 3 decimals, the remainder on the last group. */
export function equalisedPercentages(count: number): number[] {
  if (count <= 0) return [];
  const share = Math.floor(100_000 / count) / 1000;
  const shares = Array.from({ length: count - 1 }, () => share);
  return [...shares, round3(100 - share * (count - 1))];
}

/** Sum of the branch percentages, rounded to 3 decimals. */
export function branchTotal(branches: readonly ForkBranch[]): number {
  return round3(branches.reduce((sum, b) => sum + b.percentage, 0));
}

/** The share of a new group: what remains to 100, or 10 when nothing remains. */
export function newBranchShare(branches: readonly ForkBranch[]): number {
  const remaining = round3(100 - branchTotal(branches));
  return remaining > 0 ? remaining : FALLBACK_BRANCH_PERCENT;
}

/** Throws the spec's duplicate-fork error when another fork already has this name. */
export function assertForkNameFree(q: Questionnaire, name: string, ownForkId: string | null): void {
  // Decision: names compare trimmed and case-insensitively ('Fork 1' and 'fork 1 ' clash).
  const key = textKey(name);
  for (const e of flattenEntries(q.entries)) {
    if (e.entryType !== 'fork' || e.entryItem.fork.forkId === ownForkId) continue;
    if (textKey(e.entryItem.fork.name) === key) {
      const forkId = e.entryItem.fork.forkId;
      fail('FORK_NAME_TAKEN', `Fork with id ${forkId} already exists`, { forkId });
    }
  }
}

/** 'Fork {n}' with n = number of forks + 1, raised until the name is free. */
export function defaultForkName(q: Questionnaire): string {
  const names = new Set<string>();
  let count = 0;
  for (const e of flattenEntries(q.entries)) {
    if (e.entryType !== 'fork') continue;
    count++;
    names.add(textKey(e.entryItem.fork.name));
  }
  let n = count + 1;
  while (names.has(textKey(`Fork ${n}`))) n++;
  return `Fork ${n}`;
}
