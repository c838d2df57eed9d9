import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hash32, seededRandom } from './random.ts';

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
