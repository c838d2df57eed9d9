/** Numeric limits a row is held to, from QUALITY.md (milliseconds). */
export interface Limits {
  medianMs: number;
  /** Only where QUALITY.md gives a p95 bar as well. */
  p95Ms?: number;
}

/** One line of the bench table. Times are milliseconds. */
export interface BenchRow {
  bench: string;
  case: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** The quality bar's text as QUALITY.md words it, e.g. "P7 median <= 30 ms". */
  target: string;
  /**
   * The numbers the row must reach; undefined marks an informational row (a service-level figure
   * "for reference") that is printed but never gates the run.
   */
  limits?: Limits;
}

/** A benchmark file's default export. */
export type Bench = () => Promise<BenchRow[]>;

export type Verdict = 'PASS' | 'FAIL' | 'info';

/** PASS when the row reaches every limit it has; a row without limits is `info`. */
export function verdict(row: Pick<BenchRow, 'medianMs' | 'p95Ms' | 'limits'>): Verdict {
  const { limits } = row;
  if (!limits) return 'info';
  // NaN (no runs) never passes.
  const medianOk = row.medianMs <= limits.medianMs;
  const p95Ok = limits.p95Ms === undefined || row.p95Ms <= limits.p95Ms;
  return medianOk && p95Ok ? 'PASS' : 'FAIL';
}

/** The q-quantile (0..1) of sorted values, nearest-rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Runs, median and p95 of a list of timings. */
export function summarise(times: readonly number[]): {
  runs: number;
  medianMs: number;
  p95Ms: number;
} {
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: sorted.length, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95) };
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
  return summarise(times);
}
