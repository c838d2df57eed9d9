import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleGraph } from './lib/bundleGraph.ts';
import type { BenchRow } from './lib/stats.ts';

const BENCH = 'bundles (production build, gzip)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** A size row: the table's "median" column carries kilobytes here, as the target says. */
function sizeRow(label: string, bytes: number, target: string, limitKb?: number): BenchRow {
  const kb = Math.round((bytes / KB) * 10) / 10;
  return {
    bench: BENCH,
    case: label,
    runs: 1,
    medianMs: kb,
    p95Ms: kb,
    target,
    limits: limitKb === undefined ? undefined : { medianMs: limitKb },
  };
}

/**
 * P6 of QUALITY.md. Builds both web apps as production does, then sums the gzipped JavaScript a
 * browser must load for a page: the entry chunk and its static imports, plus the page's own
 * chunk and its static imports (lazy areas are dynamic imports and are not counted). The editor
 * must be its own lazy chunk: a build that pulls it into the initial JavaScript fails.
 */
export default async function bench(): Promise<BenchRow[]> {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '-w', 'apps/respondent'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the production build failed');

  const web = bundleGraph(path.join(root, 'apps/web/dist'));
  const initial = web.closure(web.entry);
  const route = (page: string) => {
    const files = [...web.closure([web.chunk(page)])].filter((f) => !initial.has(f));
    return web.gzipBytes(files);
  };
  const initialBytes = web.gzipBytes(initial);
  const editorInInitial = initial.has(web.chunk('QuestionnairePage'));
  const runner = bundleGraph(path.join(root, 'apps/respondent/dist'));

  const DASHBOARD = 'P6 dashboard initial route <= 300 KB gz (KB, not ms)';
  return [
    sizeRow('dashboard: /login (entry + page)', initialBytes + route('LoginPage'), DASHBOARD, 300),
    sizeRow(
      'dashboard: /projects (entry + page)',
      initialBytes + route('ProjectsPage'),
      DASHBOARD,
      300,
    ),
    sizeRow(
      editorInInitial
        ? 'editor chunk is in the initial JS'
        : 'editor: its own lazy chunk, loaded on open',
      route('QuestionnairePage'),
      editorInInitial
        ? 'P6 editor lazy-loaded: it is NOT'
        : 'P6 editor lazy-loaded (KB, for reference)',
      editorInInitial ? 0 : undefined,
    ),
    sizeRow('audience page, lazy', route('AudiencePage'), 'for reference (KB)'),
    sizeRow('confirm page, lazy', route('ConfirmPage'), 'for reference (KB)'),
    sizeRow('results page, lazy', route('ResultsPage'), 'for reference (KB)'),
    sizeRow(
      'respondent runner: initial JS',
      runner.gzipBytes(runner.closure(runner.entry)),
      'P6 runner initial JS <= 80 KB gz (KB, not ms)',
      80,
    ),
  ];
}
