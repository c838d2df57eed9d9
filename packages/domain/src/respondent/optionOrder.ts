/**
 * The order in which a respondent sees options, rows or columns (spec 2 §4 "Ordering of options"):
 * Fixed keeps the editor's order, Randomised shuffles every unpinned item while pinned items keep
 * their place, Flip shows the whole list reversed to about half of the respondents. The order comes
 * from a seed (the respondent's session and the item list's id), so the same respondent sees the
 * same order on every page load and the server can recompute it.
 */

export type OrderMode = 'fixed' | 'randomised' | 'flip';

/** FNV-1a: a stable 32-bit hash of the seed text. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed generator; the same seed always gives the same sequence. */
function generator(seed: string): () => number {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
