import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, forkAt, testContext } from '../testing/builders.ts';
import { addForkBranch } from './addForkBranch.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;
const shares = (q: typeof base) =>
  forkAt(q, 0).entryItem.fork.branches.map((b) => [b.label, b.percentage]);

describe('addForkBranch', () => {
  it('gives a new group 10% when the others already reach 100%, the remainder otherwise', () => {
    const q = addForkBranch(base, { forkId }, testContext());
    expect(shares(q)).toEqual([
      ['A', 50],
      ['B', 50],
      ['C', 10],
    ]);
    const b = new QuestionnaireBuilder(base).apply('updateForkBranch', {
      forkId,
      branchNumber: 2,
      percentage: 20,
    });
    expect(shares(addForkBranch(b.q, { forkId }, testContext()))).toEqual([
      ['A', 50],
      ['B', 20],
      ['C', 30],
    ]);
  });

  it('allows at most 3 groups', () => {
    const q = addForkBranch(base, { forkId }, testContext());
    expect(() => addForkBranch(q, { forkId }, testContext())).toThrow(
      expect.objectContaining({ code: 'FORK_BRANCH_LIMIT' }),
    );
  });
});
