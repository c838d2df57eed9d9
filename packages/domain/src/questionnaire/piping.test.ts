import { describe, expect, it } from 'vitest';
import { pipeToken, pipedQuestionLks, resolvePipes } from './piping.ts';

describe('pipes in a title', () => {
  it('finds each piped question once, in order', () => {
    const text = `You chose ${pipeToken('b')} over ${pipeToken('a')}; why ${pipeToken('b')}?`;
    expect(pipedQuestionLks(text)).toEqual(['b', 'a']);
  });

  it('replaces pipes by answers, and by nothing when there is no answer', () => {
    const text = `Why ${pipeToken('q1')} and not ${pipeToken('q2')}?`;
    expect(resolvePipes(text, (lk) => (lk === 'q1' ? 'Tea' : null))).toBe('Why Tea and not ?');
  });

  it('leaves text without well-formed pipes alone', () => {
    const text = 'Rate {{pipe:}} and {{pipe:a b}} and {pipe:x}';
    expect(pipedQuestionLks(text)).toEqual([]);
    expect(resolvePipes(text, () => 'X')).toBe(text);
  });
});
