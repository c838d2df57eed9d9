/**
 * The survey size of the results and export benches: P1/P3's 100k completes by default,
 * P10's 1,000,000 with `npm run bench -- <name> --size 1m` (run.ts sets BENCH_SIZE). A bench's
 * own count variable (RESULTS_COMPLETES, EXPORT_COMPLETES) still shrinks a trial run.
 */
export const BENCH_SIZES = { '100k': 100_000, '1m': 1_000_000 } as const;

export type BenchSize = keyof typeof BENCH_SIZES;

const isSize = (s: string): s is BenchSize => Object.hasOwn(BENCH_SIZES, s);
/** The sizes also by their count (`--size 1000000`). */
const BY_COUNT: Record<string, BenchSize> = { '100000': '100k', '1000000': '1m' };

/** The size asked for; an unknown name is an error (a typo must not bench 100k silently). */
export function benchSize(): BenchSize {
  const given = (process.env.BENCH_SIZE ?? '100k').toLowerCase().replaceAll('_', '');
  const asked = BY_COUNT[given] ?? given;
  if (!isSize(asked))
    throw new Error(`BENCH_SIZE=${asked}: one of ${Object.keys(BENCH_SIZES).join(', ')}`);
  return asked;
}

/** Completes to seed: `override` (a trial run's count) or the size's. */
export function benchCompletes(override: string | undefined): number {
  return override !== undefined ? Number(override) : BENCH_SIZES[benchSize()];
}

/**
 * The walked sessions are at most this many completes: above, the walked completes are copied
 * inside PostgreSQL under new ids (resultsScale.ts) until the survey has its size.
 * 20k: walking is ~8 ms of CPU a session here (100k walked take 10+ minutes on this loaded
 * machine); 1M is then 50 copies of them. BENCH_WALKED_COMPLETES sets it.
 */
export const WALKED_COMPLETES = Number(process.env.BENCH_WALKED_COMPLETES ?? 20_000);
