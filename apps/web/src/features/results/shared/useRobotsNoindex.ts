import { useEffect } from 'react';

/**
 * Adds `<meta name="robots" content="noindex, nofollow">` while the page is shown (issue 39 §1: a
 * shared page is never indexed; the server also sends `X-Robots-Tag` with its HTML and API).
 */
export function useRobotsNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
