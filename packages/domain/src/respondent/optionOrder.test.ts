import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderForRespondent, type OrderMode } from './optionOrder.ts';

interface Item {
  id: number;
  pinned: boolean;
}
const items = fc
  .array(fc.boolean(), { maxLength: 12 })
  .map((pins) => pins.map((pinned, id): Item => ({ id, pinned })));
const mode = fc.constantFrom<OrderMode>('fixed', 'randomised', 'flip');
const pinned = (item: Item) => item.pinned;

describe('orderForRespondent', () => {
  test.prop([items, mode, fc.string()])(
    'is a permutation that keeps pinned items in place, the same for the same seed',
    (list, m, seed) => {
      const order = orderForRespondent(list, m, seed, pinned);
      expect([...order].sort((a, b) => a.id - b.id)).toEqual(list);
      order.forEach((item, i) => {
        if (list[i]?.pinned) expect(item).toBe(list[i]);
      });
      expect(orderForRespondent(list, m, seed, pinned)).toEqual(order);
    },
  );

  test.prop([items, fc.string()])(
    'flip shows the unpinned items as given or reversed',
    (list, seed) => {
      const free = (l: Item[]) => l.filter((i) => !i.pinned).map((i) => i.id);
      const shown = free(orderForRespondent(list, 'flip', seed, pinned));
      expect([free(list), free(list).reverse()]).toContainEqual(shown);
    },
  );

  it('keeps the editor order when fixed', () => {
    const list = [1, 2, 3, 4, 5];
    expect(orderForRespondent(list, 'fixed', 'any')).toEqual(list);
  });

  it('gives different respondents different orders and flips about half of them', () => {
    const list = Array.from({ length: 8 }, (_, i) => i);
    const seen = new Set<string>();
    let flipped = 0;
    for (let r = 0; r < 400; r++) {
      seen.add(orderForRespondent(list, 'randomised', `respondent-${r}`).join(','));
      if (orderForRespondent(list, 'flip', `respondent-${r}`)[0] === 7) flipped++;
    }
    expect(seen.size).toBeGreaterThan(350);
    expect(flipped).toBeGreaterThan(150);
    expect(flipped).toBeLessThan(250);
  });

  it('puts each item first about equally often when randomised', () => {
    const counts = [0, 0, 0, 0];
    for (let r = 0; r < 4000; r++) {
      const first = orderForRespondent([0, 1, 2, 3], 'randomised', `s${r}`)[0] ?? 0;
      counts[first] = (counts[first] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(120);
  });
});
