/**
 * Fork branches (A/B/C groups): a respondent gets one branch of each fork by its percentage. The
 * draw for a fork comes from a generator seeded by the session seed and the fork id, so it does
 * not depend on the order in which forks are met, and the server recomputes the same branch.
 */
import type { ForkItem } from '../../questionnaire/model.ts';
import { hash32, seededRandom } from '../../random.ts';

type Fork = ForkItem['fork'];

/**
 * A branch number drawn by the percentages (shares of their total, so a fork whose groups do not
 * sum to exactly 100 still splits proportionally); a fork with no positive share gets its first
 * branch. Null when the fork has no branches.
 */
export function assignForkBranch(fork: Fork, rnd: () => number): number | null {
  const branches = fork.branches.filter((b) => b.percentage > 0);
  const first = fork.branches[0];
  if (first === undefined) return null;
  const total = branches.reduce((sum, b) => sum + b.percentage, 0);
  if (total <= 0) return first.branchNumber;
  let u = rnd() * total;
  for (const b of branches) {
    u -= b.percentage;
    if (u < 0) return b.branchNumber;
  }
  return (branches[branches.length - 1] ?? first).branchNumber;
}

/** The generator deciding the session's branch of one fork. */
export function forkRandom(sessionSeed: number, forkId: string): () => number {
  return seededRandom(hash32(`${sessionSeed >>> 0}:fork:${forkId}`));
}
