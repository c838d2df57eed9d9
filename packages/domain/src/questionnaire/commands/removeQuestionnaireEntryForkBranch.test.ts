import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  forkAt,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { removeQuestionnaireEntryForkBranch } from './removeQuestionnaireEntryForkBranch.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;

describe('removeQuestionnaireEntryForkBranch', () => {
  it('takes a card off a group', () => {
    const number = entryAt(base, 2).number;
    const b = new QuestionnaireBuilder(base).apply('setQuestionnaireEntryForkBranch', {
      number,
      forkId,
      branchNumber: 1,
    });
    expect(
      questionAt(
        removeQuestionnaireEntryForkBranch(b.q, { number, forkId, branchNumber: 1 }, testContext()),
        2,
      ).forks,
    ).toEqual([]);
  });
});
