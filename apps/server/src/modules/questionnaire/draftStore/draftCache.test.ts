import { emptyQuestionnaire } from '@survey/domain/questionnaire/testing/builders';
import { describe, expect, it } from 'vitest';
import { DraftCache } from './draftCache.ts';

describe('DraftCache', () => {
  const doc = emptyQuestionnaire();
  const g1 = { generation: 'g1', version: 3 };

  it('holds the latest copy set of each draft, with its generation and version', () => {
    const cache = new DraftCache(2);
    cache.set('s1', { ...g1, document: doc });
    expect(cache.latest('s1')).toEqual({ ...g1, document: doc });
    expect(cache.latest('s2')).toBeUndefined();
    // The draft deleted and created again: the new generation replaces the old copy.
    const renewed = emptyQuestionnaire();
    cache.set('s1', { generation: 'g2', version: 1, document: renewed });
    expect(cache.latest('s1')).toEqual({ generation: 'g2', version: 1, document: renewed });
  });

  it('evicts the least recently used draft beyond its capacity', () => {
    const cache = new DraftCache(2);
    const at = { generation: 'g', version: 1 };
    cache.set('a', { ...at, document: doc });
    cache.set('b', { ...at, document: doc });
    cache.latest('a');
    cache.set('c', { ...at, document: doc });
    expect(cache.latest('a')?.document).toBe(doc);
    expect(cache.latest('b')).toBeUndefined();
    expect(cache.latest('c')?.document).toBe(doc);
  });
});
