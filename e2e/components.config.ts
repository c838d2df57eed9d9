import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { locateChromium, NOT_FOUND_MESSAGE } from '../scripts/chromium.mjs';
import { CHROMIUM_ARGS } from '@survey/testkit/chromiumArgs';

/**
 * Component tests in real Chromium on harness pages Vite builds and serves (no server, no database): the
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
const config = (h: (typeof harnesses)[number]) => path.join(root, h.dir, h.vite);
const outDir = (h: (typeof harnesses)[number]) =>
  path.join(root, '.test-results', 'harnesses', h.name);

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
  // Each harness is built, then served as static files. Vite's dev server optimises dependencies
  // as a page loads and may answer with outdated modules and a reload by timer, which the tests'
  // fake clock never fires; two harnesses also shared one dependency cache. The suspected cause of
  // a CI run where the preview pane never showed (not reproduced); a build has neither.
  webServer: harnesses.map((h) => ({
    command: [
      `npx vite build --config ${config(h)} --outDir ${outDir(h)} --emptyOutDir --logLevel warn`,
      `npx vite preview --config ${config(h)} --outDir ${outDir(h)} --host 127.0.0.1 --port ${h.port} --strictPort`,
    ].join(' && '),
    cwd: root,
    url: url(h.port),
    // Three builds share 2 cores.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  })),
});
