import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Columns out of sight on either side of a frame that scrolls sideways. */
export interface ScrollCue {
  left: boolean;
  right: boolean;
}

const NONE: ScrollCue = { left: false, right: false };

/** What lies out of sight, from the frame's scroll figures (1 px of slack for rounding). */
export function scrollCue(frame: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollCue {
  const hidden = frame.scrollWidth - frame.clientWidth;
  if (hidden <= 1) return NONE;
  return { left: frame.scrollLeft > 1, right: frame.scrollLeft < hidden - 1 };
}

/**
 * Follows a frame's sideways scroll (on scroll, and when it or its content changes size) so the
 * table can show where columns are hidden (issue 35 §3).
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>(NONE);
  const update = useCallback(() => {
    const frame = ref.current;
    if (!frame) return;
    const next = scrollCue(frame);
    setCue((known) => (known.left === next.left && known.right === next.right ? known : next));
  }, [ref]);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    update();
    frame.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => {
      frame.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, update]);
  return cue;
}
