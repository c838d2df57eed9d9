import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatReport } from './lib/report.ts';
import type { Bench, BenchRow } from './lib/stats.ts';

/**
 * Runs every `*.bench.ts` in this folder, or only those named on the command line
 * (`npm run bench -- projectsSearch`; `--size 1m` for P10's survey size), prints one table of medians and p95s with each row's
 * QUALITY.md target and PASS/FAIL, and exits 1 when a gating row missed its target.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
// `--size 1m`: the results and export benches' survey size (lib/benchSize.ts).
// (The root script passes arguments on after `--`, so npm does not take --size for its own.)
const sizeAt = args.findIndex((a) => a === '--size' || a.startsWith('--size='));
if (sizeAt >= 0) {
  const arg = args[sizeAt] ?? '';
  const inline = arg.includes('=');
  process.env.BENCH_SIZE = inline ? arg.slice('--size='.length) : (args[sizeAt + 1] ?? '');
  args.splice(sizeAt, inline ? 1 : 2);
}
const wanted = args.map((a) => a.replace(/\.bench\.ts$/, ''));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();

if (files.length === 0) {
  console.error(`no benchmarks match ${wanted.join(', ')}`);
  process.exit(1);
}

// Figures depend on what else the machine does: print the load next to them.
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`${os.cpus().length} cores, load average ${load()} at start`);

const rows: BenchRow[] = [];
for (const file of files) {
  console.log(`running ${file} ...`);
  try {
    const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { default: Bench };
    rows.push(...(await mod.default()));
  } catch (error) {
    // One broken bench must not hide the figures of the others; it fails the run.
    console.error(`${file} failed:`, error);
    const nothing = { runs: 0, medianMs: Number.NaN, p95Ms: Number.NaN };
    rows.push({
      bench: file,
      case: 'did not finish',
      ...nothing,
      target: 'runs',
      limits: { medianMs: 0 },
    });
  }
}

const { text, failed } = formatReport(rows);
console.log(`load average ${load()} at the end\n`);
console.log(text);
process.exit(failed > 0 ? 1 : 0);
