import { describe, expect, it } from 'vitest';
import {
  estimateInterviewMinutes,
  estimateInterviewSeconds,
  loiTierIndex,
  matrixSeconds,
  quotedInterviewMinutes,
  stepLengthOfInterview,
} from './interviewLength.ts';
import { QuestionnaireBuilder, audienceEntry, entryAt, forkAt } from './testing/builders.ts';

describe('interview length', () => {
  it('adds seconds per item and counts visible audience questions', () => {
    const q = new QuestionnaireBuilder()
      .question('Choice')
      .question('Rank', ['a', 'b'], 'Ranked')
      .question('Free', [], 'FreeText')
      .textCard()
      .audience(audienceEntry(90001, 'Age', ['x']), audienceEntry(90002, 'Hidden', ['x'], true))
      .build();
    expect(estimateInterviewSeconds(q)).toBe(15 + 20 + 30 + 17 + 10);
    expect(estimateInterviewMinutes(q)).toBe(2);
  });

  it('quotes the estimate only once there is an entry (before: the stepper length)', () => {
    const empty = new QuestionnaireBuilder().audience(audienceEntry(90001, 'Age', ['x'])).build();
    expect(quotedInterviewMinutes(empty)).toBeNull();
    expect(quotedInterviewMinutes(new QuestionnaireBuilder().textCard().build())).toBe(1);
  });

  it('uses the matrix tiers', () => {
    expect([5, 6, 10, 15, 20, 21].map(matrixSeconds)).toEqual([27, 38, 38, 50, 72, 113]);
  });

  it('weights questions on a fork group by its share and is at least 1 minute', () => {
    const b = new QuestionnaireBuilder().fork().question('Only A');
    b.apply('updateForkBranch', {
      forkId: forkAt(b.q, 0).entryItem.fork.forkId,
      branchNumber: 1,
      percentage: 20,
    });
    b.apply('setQuestionnaireEntryForkBranch', {
      number: entryAt(b.q, 1).number,
      forkId: forkAt(b.q, 0).entryItem.fork.forkId,
      branchNumber: 1,
    });
    expect(estimateInterviewSeconds(b.q)).toBeCloseTo(3);
    expect(estimateInterviewMinutes(b.q)).toBe(1);
  });

  it('steps through the 9 tiers to the top of the next range, within bounds', () => {
    expect(loiTierIndex(4)).toBe(1);
    expect(stepLengthOfInterview(4, 1)).toBe(8);
    expect(stepLengthOfInterview(4, -1)).toBe(2);
    expect(stepLengthOfInterview(35, 1)).toBe(35);
    expect(stepLengthOfInterview(1, -1)).toBe(2);
  });
});
