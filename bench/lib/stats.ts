/** One line of the bench table. Times are milliseconds. */
export interface BenchRow {
  bench: string;
  case: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** The quality bar this row is held to, e.g. "P7 median <= 30 ms". */
  target?: string;
}

/** A benchmark file's default export. */
export type Bench = () => Promise<BenchRow[]>;

/** The q-quantile (0..1) of sorted values, nearest-rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Runs `fn` `warmup` times untimed, then `runs` times timed; returns median and p95. */
export async function timeRuns(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 10,
): Promise<{ runs: number; medianMs: number; p95Ms: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { runs, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
}
