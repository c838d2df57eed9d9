import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hash32, seededRandom, shuffle } from './random.ts';

describe('seededRandom and hash32', () => {
  test.prop([fc.integer()])('repeats its sequence for a seed and stays in [0, 1)', (seed) => {
    const a = seededRandom(seed);
    const b = seededRandom(seed);
    for (let i = 0; i < 20; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('hashes texts stably and apart', () => {
    expect(hash32('GB')).toBe(hash32('GB'));
    expect(hash32('GB')).not.toBe(hash32('US'));
    expect(hash32('')).toBe(0x811c9dc5);
  });
});

describe('shuffle', () => {
  test.prop([fc.array(fc.integer()), fc.integer()])(
    'returns the same items in an order the seed repeats, leaving the input as it was',
    (items, seed) => {
      const input = [...items];
      const once = shuffle(items, seededRandom(seed));
      expect(items).toEqual(input);
      expect([...once].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      expect(shuffle(items, seededRandom(seed))).toEqual(once);
    },
  );

  it('reaches every order of three items', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 200; seed++)
      orders.add(shuffle([1, 2, 3], seededRandom(seed)).join());
    expect(orders.size).toBe(6);
  });
});
