import { useState } from 'react';

/**
 * The request's `clientRequestId`: the same while `content` (what the request asks) stays, a new
 * one when it changes. Retries, and a click again after an answer was lost, then post once.
 */
export function useRequestId(content: string): string {
  const [current, setCurrent] = useState(() => ({ content, id: crypto.randomUUID() }));
  if (current.content === content) return current.id;
  // Derived state: set during render, React renders again at once with it.
  const next = { content, id: crypto.randomUUID() };
  setCurrent(next);
  return next.id;
}
