import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: large surveys
 * render only the cards near where the user reads (charts cost layout and SVG nodes), and a card
 * once drawn stays drawn so scrolling back does not flicker.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // Without IntersectionObserver (old engines) every card draws at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
