import { afterEach, describe, expect, it, vi } from 'vitest';
import { Bitset } from '../bitset.ts';
import { QuestionThemes } from './questionThemes.ts';

const TOPICS = ['late delivery', 'high prices', 'friendly staff', 'app crashes', 'easy checkout'];

/** Answer n: one or two topics and a word of its own (so most answers differ). */
function answer(n: number): string {
  const first = TOPICS[n % TOPICS.length] as string;
  const second = n % 3 === 0 ? ` and ${TOPICS[(n * 7) % TOPICS.length] as string}` : '';
  return `${first}${second} ${String.fromCharCode(97 + (n % 26), 97 + (((n / 26) % 26) | 0))}x`;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('themes of a live survey, cost (issue 40 §3)', () => {
  // A call must cost the new answers, not the survey's: at 1M answers one pass over every
  // answer's bitmap per pair of candidates was 818 ms a call (session 25).
  it('a call after new answers arrive does no bitmap work over every answer', () => {
    const texts = Array.from({ length: 3000 }, (_, n) => answer(n));
    const themes = new QuestionThemes('en');
    const before = themes.results(texts, 2950, null, null);
    expect(before.themes.length).toBeGreaterThan(1);
    const proto = Bitset.prototype;
    const spies = [
      vi.spyOn(proto, 'andCount'),
      vi.spyOn(proto, 'clone'),
      vi.spyOn(proto, 'orInPlace'),
      vi.spyOn(proto, 'andNotInPlace'),
      vi.spyOn(proto, 'andInPlace'),
      vi.spyOn(proto, Symbol.iterator),
    ];
    const after = themes.results(texts, 3000, null, null);
    expect(after.answered).toBe(3000);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
