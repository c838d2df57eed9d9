/** Random valid filters over a survey's layout (property tests and the server's SQL oracle test). */
import type { ResponseFilter } from '../contract.ts';
import type { ResultLayout } from '../layout.ts';

type Rnd = () => number;

const pick = <T>(xs: readonly T[], rnd: Rnd): T => xs[Math.floor(rnd() * xs.length)] as T;

function some<T>(xs: readonly T[], rnd: Rnd, max: number): T[] {
  const k = 1 + Math.floor(rnd() * Math.min(max, xs.length));
  return [...xs].sort(() => rnd() - 0.5).slice(0, k);
}

/** Up to `max` filters on random questions (matrix rows included), 1-3 options each. */
export function randomFilters(layout: ResultLayout, rnd: Rnd, max = 3): ResponseFilter[] {
  const filterable = layout.entries.filter((e) => e.answerKind !== 'text' && e.rows.length > 0);
  if (filterable.length === 0) return [];
  const count = Math.floor(rnd() * (max + 1));
  return Array.from({ length: count }, () => {
    const entry = pick(filterable, rnd);
    if (entry.entryType === 'matrix') {
      const row = pick(entry.rows, rnd);
      return {
        questionId: row.id,
        matrixTitleId: entry.id,
        responseOptionIds: some(row.items, rnd, 3).map((i) => i.id),
      };
    }
    return {
      questionId: entry.id,
      matrixTitleId: null,
      responseOptionIds: some(entry.rows, rnd, 3).map((r) => r.id),
    };
  });
}
