#!/usr/bin/env node
// Runs every test tier (unit + integration with vitest, end-to-end with Playwright), then prints
// one closing line `N passed, N failed, N skipped` summed over all tiers. Exits non-zero on any
// failure, including a tier that crashed before reporting.
//
// The vitest tier installs PSPP and LibreOffice the same way (scripts/readers.mjs): the export
// tests open files with them.
// The cluster tier (`npm test -- cluster`) builds, then starts 2 server nodes behind Debian's
// HAProxy (and once through PgBouncer), installing both the same way (scripts/clusterTools.mjs).
// The e2e tier finds Chromium itself (scripts/chromium.mjs) and installs Debian's package when it
// is missing and it runs as root; otherwise that tier fails with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEBIAN_CHROMIUM, ensureChromium } from './chromium.mjs';
import { playwrightFailures, vitestFailedCount, vitestFailures } from './failures.mjs';
import { ensureReaders } from './readers.mjs';
import { ensureClusterTools } from './clusterTools.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-results');
// Each tier removes only its own report, so a run of one tier leaves another's report alone.
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- vitest` or `npm test -- e2e`
const wants = (tier) => only.length === 0 || only.includes(tier);
const unknown = only.filter((t) => t !== 'vitest' && t !== 'e2e' && t !== 'cluster');
if (unknown.length > 0) {
  console.error(
    `Unknown test tier ${unknown.join(', ')}: use \`npm test\`, \`npm test -- vitest\`, \`npm test -- e2e\` or \`npm test -- cluster\``,
  );
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const tiers = [];

if (wants('vitest')) {
  // The export tests open our files with PSPP and LibreOffice; without them they fail saying so.
  const readers = ensureReaders({ env: process.env, isRoot: process.getuid?.() === 0 });
  if ('error' in readers) console.error(readers.error);
  const file = path.join(out, 'vitest.json');
  rmSync(file, { force: true });
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const r = readJson(file);
  tiers.push({
    name: 'unit + integration (vitest)',
    code,
    passed: r?.numPassedTests ?? 0,
    failed: vitestFailedCount(r, code),
    skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0),
    failures: vitestFailures(r, root),
  });
}

if (wants('e2e')) {
  const name = 'end-to-end (Playwright, Chromium)';
  const chromium = ensureChromium({
    env: process.env,
    isRoot: process.getuid?.() === 0,
    // Moved only by this script's own test, to reach "nothing installed" on a machine that has it.
    debianPath: process.env.CHROMIUM_DEBIAN_PATH || DEBIAN_CHROMIUM,
  });
  if ('error' in chromium) {
    console.error(chromium.error);
    tiers.push({ name, code: 1, passed: 0, failed: 1, skipped: 0 });
  } else {
    tiers.push({ name, ...runE2e(chromium.path) });
  }
}

if (wants('cluster')) {
  const name = 'cluster (2 nodes, HAProxy, PgBouncer)';
  const tools = ensureClusterTools({
    tools: ['haproxy', 'pgbouncer'],
    env: process.env,
    isRoot: process.getuid?.() === 0,
  });
  if ('error' in tools) {
    console.error(tools.error);
    tiers.push({ name, code: 1, passed: 0, failed: 1, skipped: 0 });
  } else if (!wants('e2e') && run('npm', ['run', 'build']) !== 0) {
    // The e2e tier has just built the same apps.
    tiers.push({ name, code: 1, passed: 0, failed: 1, skipped: 0 });
  } else {
    const file = path.join(out, 'cluster.json');
    rmSync(file, { force: true });
    const code = run('npx', [
      'vitest',
      'run',
      '--config',
      'e2e/cluster/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ]);
    const r = readJson(file);
    tiers.push({
      name,
      code,
      passed: r?.numPassedTests ?? 0,
      failed: vitestFailedCount(r, code),
      skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0),
      failures: vitestFailures(r, root),
    });
  }
}

/** One Playwright config's run, counted from its JSON report. */
function runPlaywright(config, chromiumPath, name) {
  const file = path.join(out, `playwright-${name}.json`);
  rmSync(file, { force: true });
  const code = run('npx', ['playwright', 'test', '--config', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    CHROMIUM_PATH: chromiumPath,
  });
  const s = existsSync(file) ? readJson(file)?.stats : undefined;
  return {
    code,
    passed: (s?.expected ?? 0) + (s?.flaky ?? 0),
    failed: s ? s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
    skipped: s?.skipped ?? 0,
    failures: playwrightFailures(existsSync(file) ? readJson(file) : undefined),
  };
}

/** The built apps against the real server, then the component harnesses. */
function runE2e(chromiumPath) {
  if (run('npm', ['run', 'build']) !== 0) return { code: 1, passed: 0, failed: 1, skipped: 0 };
  const runs = [
    runPlaywright('e2e/playwright.config.ts', chromiumPath, 'e2e'),
    runPlaywright('e2e/components.config.ts', chromiumPath, 'components'),
  ];
  return {
    code: runs.some((r) => r.code !== 0) ? 1 : 0,
    passed: runs.reduce((n, r) => n + r.passed, 0),
    failed: runs.reduce((n, r) => n + r.failed, 0),
    skipped: runs.reduce((n, r) => n + r.skipped, 0),
    failures: runs.flatMap((r) => r.failures),
  };
}

const sum = (k) => tiers.reduce((n, t) => n + t[k], 0);
const failures = tiers.flatMap((t) => t.failures ?? []);
console.log('');
if (failures.length > 0) {
  console.log('Failed tests:');
  for (const line of failures) console.log(`  ${line}`);
}
for (const t of tiers)
  console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(tiers.some((t) => t.code !== 0 || t.failed > 0) ? 1 : 0);
