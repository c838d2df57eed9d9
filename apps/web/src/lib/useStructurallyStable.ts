import { useState } from 'react';

/**
 * `value`, or the earlier value of this hook while it has the same JSON: derived data that is
 * rebuilt from fresh server answers keeps its identity when nothing in it changed, so memoised
 * children skip rendering. For plain data only (what JSON.stringify spells out).
 */
export function useStructurallyStable<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  // React's pattern for state derived from a previous render: set during render, no effect.
  setKept({ key, value });
  return value;
}
