import { describe, expect, it } from 'vitest';
import { gibberish, gibberishReason, speeder, straightliner } from './dataQuality.ts';

describe('speeder', () => {
  it('flags an interview under a third of the median', () => {
    expect(speeder(99_999, 300_000)).toBe(true);
    expect(speeder(100_000, 300_000)).toBe(false);
    expect(speeder(5_000, 0)).toBe(false);
    expect(speeder(Number.NaN, 300_000)).toBe(false);
  });
});

describe('straightliner', () => {
  const rows = (...picks: string[][]) => ({
    kind: 'matrix' as const,
    rows: Object.fromEntries(picks.map((p, i) => [`row${i}`, p])),
  });
  it('flags the same column on every row of a matrix with 3 or more rows', () => {
    expect(straightliner(rows(['c1'], ['c1'], ['c1']))).toBe(true);
    expect(straightliner(rows(['c1', 'c2'], ['c2', 'c1'], ['c1', 'c2']))).toBe(true);
    expect(straightliner(rows(['c1'], ['c1'], ['c2']))).toBe(false);
    expect(straightliner(rows(['c1'], ['c1']))).toBe(false);
  });
});

describe('gibberish', () => {
  it('flags the documented patterns', () => {
    expect(gibberishReason('aaaaaaa')).toBe('REPEATED_CHARACTER');
    expect(gibberishReason('good!!!!!')).toBe('REPEATED_CHARACTER');
    expect(gibberishReason('asdf')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('I like poiuy')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('qwerty')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('asdfasdf')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('xkcd bzzt prr')).toBe('NO_VOWELS');
    expect(gibberishReason('hahahahahaha')).toBe('LOW_VARIETY');
  });

  it('lets ordinary answers through, short, numeric, accented or in other scripts', () => {
    for (const text of [
      'The staff were friendly and the price was fair.',
      'ok',
      'no',
      '100000',
      'Crème brûlée, definitely',
      'Rhythm and blues',
      'Sooo good',
      'Очень вкусно',
      '很好喝',
      'SW1A 1AA',
      'Property prices and liberty, poverty too',
      'Typewriter',
    ]) {
      expect(gibberish(text), text).toBe(false);
    }
  });
});
