import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { locateChromium, NOT_FOUND_MESSAGE } from '../scripts/chromium.mjs';
import { CHROMIUM_ARGS } from './support/launch.ts';

/**
 * Component tests in real Chromium on harness pages Vite serves (no server, no database): the
 * respondent's question components (packages/survey-ui/browser) and the editor's preview pane
 * (apps/web/src/features/preview/browser) and the results page's charts
 * (apps/web/src/features/results/browser). `npm test` runs them in its e2e tier.
 */
const chromium = locateChromium({ env: process.env });
if (!('path' in chromium)) {
  console.error('error' in chromium ? chromium.error : NOT_FOUND_MESSAGE);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const basePort = Number(process.env.COMPONENTS_PORT ?? 4390);
const harnesses = [
  // A phone-sized page for the respondent's components; the dashboard's side pane in a window.
  {
    name: 'survey-ui',
    dir: 'packages/survey-ui/browser',
    vite: 'vite.config.ts',
    port: basePort,
    viewport: { width: 390, height: 800 },
  },
  {
    name: 'preview',
    dir: 'apps/web/src/features/preview/browser',
    vite: 'vite.config.mjs',
    port: basePort + 1,
    viewport: { width: 900, height: 600 },
  },
  {
    name: 'result-charts',
    dir: 'apps/web/src/features/results/browser',
    vite: 'vite.config.mjs',
    port: basePort + 2,
    viewport: { width: 900, height: 600 },
  },
];
const url = (port: number) => `http://127.0.0.1:${port}/`;

export default defineConfig({
  outputDir: '../.test-results/components',
  retries: 0,
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: chromium.path,
      args: CHROMIUM_ARGS,
    },
  },
  projects: harnesses.map((h) => ({
    name: h.name,
    testDir: path.join(root, h.dir),
    testMatch: '*.spec.ts',
    use: { baseURL: url(h.port), viewport: h.viewport },
  })),
  webServer: harnesses.map((h) => ({
    command: `npx vite --config ${path.join(root, h.dir, h.vite)} --host 127.0.0.1 --port ${h.port} --strictPort`,
    cwd: root,
    url: url(h.port),
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  })),
});
