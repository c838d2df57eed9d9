#!/usr/bin/env node
// Runs every test tier (unit + integration with vitest, end-to-end with Playwright), then prints
// one closing line `N passed, N failed, N skipped` summed over all tiers. Exits non-zero on any
// failure, including a tier that crashed before reporting.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- vitest` or `npm test -- e2e`
const wants = (tier) => only.length === 0 || only.includes(tier);

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
  const file = path.join(out, 'vitest.json');
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
    failed: r ? r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0),
  });
}

if (wants('e2e')) {
  const file = path.join(out, 'playwright.json');
  let code = run('npm', ['run', 'build']);
  if (code === 0) {
    code = run(
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
  }
  const s = existsSync(file) ? readJson(file)?.stats : undefined;
  tiers.push({
    name: 'end-to-end (Playwright, Chromium)',
    code,
    passed: (s?.expected ?? 0) + (s?.flaky ?? 0),
    failed: s ? s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
    skipped: s?.skipped ?? 0,
  });
}

const sum = (k) => tiers.reduce((n, t) => n + t[k], 0);
console.log('');
for (const t of tiers)
  console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(tiers.some((t) => t.code !== 0 || t.failed > 0) ? 1 : 0);
