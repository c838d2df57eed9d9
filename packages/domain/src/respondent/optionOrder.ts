import { hash32, seededRandom } from '../random.ts';
/**
 * The order in which a respondent sees options, rows or columns (spec 2 §4 "Ordering of options"):
 * Fixed keeps the editor's order, Randomised shuffles every unpinned item while pinned items keep
 * their place, Flip shows the whole list reversed to about half of the respondents. The order comes
 * from a seed (the respondent's session and the item list's id), so the same respondent sees the
 * same order on every page load and the server can recompute it.
 */

export type OrderMode = 'fixed' | 'randomised' | 'flip';

function generator(seed: string): () => number {
  return seededRandom(hash32(seed));
}

/**
 * The items in the order this seed sees them. Pinned items stay at their index in every mode;
 * the others are shuffled (randomised) or reversed among themselves for half of the seeds (flip).
 */
export function orderForRespondent<T>(
  items: readonly T[],
  mode: OrderMode,
  seed: string,
  isPinned: (item: T) => boolean = () => false,
): T[] {
  if (mode === 'fixed' || items.length < 2) return [...items];
  const free = items.filter((item) => !isPinned(item));
  const random = generator(seed);
  if (mode === 'flip') {
    if (random() < 0.5) free.reverse();
  } else {
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const swap = free[i] as T;
      free[i] = free[j] as T;
      free[j] = swap;
    }
  }
  let next = 0;
  return items.map((item) => (isPinned(item) ? item : (free[next++] as T)));
}
