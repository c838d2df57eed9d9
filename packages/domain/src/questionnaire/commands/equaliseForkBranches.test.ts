import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, forkAt, testContext } from '../testing/builders.ts';
import { equaliseForkBranches } from './equaliseForkBranches.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;
const shares = (q: typeof base) =>
  forkAt(q, 0).entryItem.fork.branches.map((b) => [b.label, b.percentage]);

describe('equaliseForkBranches', () => {
  it('splits 3 groups 33.333 / 33.333 / 33.334', () => {
    const b = new QuestionnaireBuilder(base).apply('addForkBranch', { forkId });
    expect(shares(equaliseForkBranches(b.q, { forkId }, testContext()))).toEqual([
      ['A', 33.333],
      ['B', 33.333],
      ['C', 33.334],
    ]);
  });
});
