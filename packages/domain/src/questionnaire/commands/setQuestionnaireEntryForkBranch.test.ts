import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  forkAt,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { setQuestionnaireEntryForkBranch } from './setQuestionnaireEntryForkBranch.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;

describe('setQuestionnaireEntryForkBranch', () => {
  it('puts a later card on a group, once', () => {
    const number = entryAt(base, 1).number;
    let q = setQuestionnaireEntryForkBranch(
      base,
      { number, forkId, branchNumber: 2 },
      testContext(),
    );
    q = setQuestionnaireEntryForkBranch(q, { number, forkId, branchNumber: 2 }, testContext());
    expect(questionAt(q, 1).forks).toEqual([{ forkId, branchNumber: 2 }]);
  });

  it('refuses cards before the fork, the fork itself and unknown groups', () => {
    const before = new QuestionnaireBuilder().question('First').build();
    const b = new QuestionnaireBuilder(before).fork();
    const laterFork = forkAt(b.q, 1).entryItem.fork.forkId;
    expect(() =>
      setQuestionnaireEntryForkBranch(
        b.q,
        { number: entryAt(b.q, 0).number, forkId: laterFork, branchNumber: 1 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'LOGIC_TARGET_INVALID' }));
    expect(() =>
      setQuestionnaireEntryForkBranch(
        base,
        { number: entryAt(base, 0).number, forkId, branchNumber: 1 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'LOGIC_NOT_ALLOWED' }));
    expect(() =>
      setQuestionnaireEntryForkBranch(
        base,
        { number: entryAt(base, 1).number, forkId, branchNumber: 5 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'BRANCH_NOT_FOUND' }));
  });
});
