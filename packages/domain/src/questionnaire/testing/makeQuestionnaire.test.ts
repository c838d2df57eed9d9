import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../invariants.ts';
import { makeQuestionnaire } from './makeQuestionnaire.ts';

describe('makeQuestionnaire', () => {
  it('builds a healthy 300-entry questionnaire, the same for the same seed', () => {
    const q = makeQuestionnaire(300, 7);
    expect(q.entries).toHaveLength(300);
    expect(checkInvariants(q)).toEqual([]);
    expect(makeQuestionnaire(300, 7)).toEqual(q);
    expect(q.entries.some((e) => e.questionLogic.length > 0)).toBe(true);
    expect(q.entries.some((e) => e.forks.length > 0)).toBe(true);
  });
});
