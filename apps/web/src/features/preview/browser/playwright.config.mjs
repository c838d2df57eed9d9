import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { locateChromium, NOT_FOUND_MESSAGE } from '../../../../../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4321);
const chromium = locateChromium({ env: process.env });
if (!('path' in chromium)) {
  console.error('error' in chromium ? chromium.error : NOT_FOUND_MESSAGE);
  process.exit(1);
}

/**
 * The editor's preview pane in real Chromium, on a harness page Vite serves from this folder
 * (no server, no database): `npx playwright test --config <this file>`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../../../../../.test-results/preview',
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 900, height: 600 },
    launchOptions: {
      executablePath: chromium.path,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // npx runs from the workspace's folder (apps/web), so the harness config is named in full.
    command: `npx vite --config ${fileURLToPath(new URL('vite.config.mjs', import.meta.url))} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
