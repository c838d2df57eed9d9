import { emptyQuestionnaire } from '@survey/domain/questionnaire/testing/builders';
import { describe, expect, it } from 'vitest';
import { DraftCache } from './draftCache.ts';

describe('DraftCache', () => {
  const doc = emptyQuestionnaire();
  const g1 = { generation: 'g1', version: 3 };

  it('answers only for the exact generation and version it holds', () => {
    const cache = new DraftCache(2);
    cache.set('s1', { ...g1, document: doc });
    expect(cache.get('s1', g1)).toBe(doc);
    expect(cache.get('s1', { generation: 'g1', version: 4 })).toBeUndefined();
    expect(cache.get('s2', g1)).toBeUndefined();
    // The draft deleted and created again, edited back to the same version number.
    expect(cache.get('s1', { generation: 'g2', version: 3 })).toBeUndefined();
  });

  it('evicts the least recently used draft beyond its capacity', () => {
    const cache = new DraftCache(2);
    const at = { generation: 'g', version: 1 };
    cache.set('a', { ...at, document: doc });
    cache.set('b', { ...at, document: doc });
    cache.get('a', at);
    cache.set('c', { ...at, document: doc });
    expect(cache.get('a', at)).toBe(doc);
    expect(cache.get('b', at)).toBeUndefined();
    expect(cache.get('c', at)).toBe(doc);
  });
});
