import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  forkAt,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { removeForkBranch } from './removeForkBranch.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;

describe('removeForkBranch', () => {
  it('removes a third group, relabels, and takes cards off it', () => {
    const b = new QuestionnaireBuilder(base).apply('addForkBranch', { forkId });
    b.apply('setQuestionnaireEntryForkBranch', {
      number: entryAt(b.q, 1).number,
      forkId,
      branchNumber: 2,
    });
    const q = removeForkBranch(b.q, { forkId, branchNumber: 2 }, testContext());
    expect(forkAt(q, 0).entryItem.fork.branches.map((x) => [x.branchNumber, x.label])).toEqual([
      [1, 'A'],
      [3, 'B'],
    ]);
    expect(questionAt(q, 1).forks).toEqual([]);
  });

  it('keeps at least 2 groups', () => {
    expect(() => removeForkBranch(base, { forkId, branchNumber: 1 }, testContext())).toThrow(
      expect.objectContaining({ code: 'TOO_FEW_ITEMS' }),
    );
  });
});
