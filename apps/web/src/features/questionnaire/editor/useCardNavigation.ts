import { useCallback, useEffect, useRef } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

/** Spec 2 §9: scroll to a new entry after 400 ms; a sidebar click scrolls again at 250 ms. */
export const SCROLL_TO_NEW_MS = 400;
export const SCROLL_AGAIN_MS = 250;

/**
 * Scrolling the virtualised list to a card by key. The second scroll corrects for cards above
 * the target that measured a different height once rendered.
 */
export function useCardNavigation(keys: readonly string[]) {
  const listRef = useRef<VirtuosoHandle>(null);
  const keysRef = useRef(keys);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    keysRef.current = keys;
  }, [keys]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const scrollNow = useCallback((key: string) => {
    const index = keysRef.current.indexOf(key);
    if (index < 0) return;
    listRef.current?.scrollToIndex({ index, align: 'start', behavior: 'smooth' });
  }, []);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  /** A sidebar click: scroll now, and again at 250 ms. */
  const goTo = useCallback(
    (key: string) => {
      scrollNow(key);
      later(() => scrollNow(key), SCROLL_AGAIN_MS);
    },
    [later, scrollNow],
  );

  /** A card just created: scroll to it after 400 ms (once the list has it). */
  const revealLater = useCallback(
    (key: string) => later(() => scrollNow(key), SCROLL_TO_NEW_MS),
    [later, scrollNow],
  );

  return { listRef, goTo, revealLater };
}
