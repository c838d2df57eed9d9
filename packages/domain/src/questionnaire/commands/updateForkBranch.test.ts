import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, forkAt, testContext } from '../testing/builders.ts';
import { updateForkBranch } from './updateForkBranch.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;
const shares = (q: typeof base) =>
  forkAt(q, 0).entryItem.fork.branches.map((b) => [b.label, b.percentage]);

describe('updateForkBranch', () => {
  it('sets a share rounded to 3 decimals and accepts totals other than 100 (validation flags them)', () => {
    const q = updateForkBranch(
      base,
      { forkId, branchNumber: 1, percentage: 33.33333 },
      testContext(),
    );
    expect(shares(q)).toEqual([
      ['A', 33.333],
      ['B', 50],
    ]);
  });

  it('refuses shares outside 0..100 and unknown groups', () => {
    expect(() =>
      updateForkBranch(base, { forkId, branchNumber: 1, percentage: 120 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() =>
      updateForkBranch(base, { forkId, branchNumber: 7, percentage: 10 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'BRANCH_NOT_FOUND' }));
  });
});
