import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchRow } from './lib/stats.ts';

/**
 * Runs every `*.bench.ts` in this folder, or only those named on the command line
 * (`npm run bench -- projectsSearch`), and prints one table of medians and p95s.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).map((a) => a.replace(/\.bench\.ts$/, ''));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();

if (files.length === 0) {
  console.error(`no benchmarks match ${wanted.join(', ')}`);
  process.exit(1);
}

const fmt = (ms: number) => ms.toFixed(2);
const rows: BenchRow[] = [];
for (const file of files) {
  console.log(`running ${file} ...`);
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { default: Bench };
  rows.push(...(await mod.default()));
}

const table = [
  ['bench', 'case', 'runs', 'median ms', 'p95 ms', 'target'],
  ...rows.map((r) => [
    r.bench,
    r.case,
    String(r.runs),
    fmt(r.medianMs),
    fmt(r.p95Ms),
    r.target ?? '',
  ]),
];
const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0))) ?? [];
for (const [i, row] of table.entries()) {
  console.log(row.map((cell, j) => cell.padEnd(widths[j] ?? 0)).join(' | '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
}
process.exit(0);
