import { emptyQuestionnaire } from '@survey/domain/questionnaire/testing/builders';
import { describe, expect, it } from 'vitest';
import { DraftCache } from './draftCache.ts';

describe('DraftCache', () => {
  const doc = emptyQuestionnaire();

  it('answers only for the exact version it holds', () => {
    const cache = new DraftCache(2);
    cache.set('s1', 3, doc);
    expect(cache.get('s1', 3)).toBe(doc);
    expect(cache.get('s1', 4)).toBeUndefined();
    expect(cache.get('s2', 3)).toBeUndefined();
  });

  it('evicts the least recently used draft beyond its capacity', () => {
    const cache = new DraftCache(2);
    cache.set('a', 1, doc);
    cache.set('b', 1, doc);
    cache.get('a', 1);
    cache.set('c', 1, doc);
    expect(cache.get('a', 1)).toBe(doc);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(doc);
  });
});
