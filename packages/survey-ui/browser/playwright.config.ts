import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { locateChromium, NOT_FOUND_MESSAGE } from '../../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4320);
const chromium = locateChromium({ env: process.env });
if (!('path' in chromium)) {
  console.error('error' in chromium ? chromium.error : NOT_FOUND_MESSAGE);
  process.exit(1);
}

/**
 * The question components in real Chromium, on a harness page Vite serves (no server, no
 * database): what a respondent does with mouse, keyboard and pointer drags.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../../.test-results/survey-ui',
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 800 },
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
    command: `npx vite --config packages/survey-ui/browser/vite.config.ts --host 127.0.0.1 --port ${port}`,
    cwd: path.resolve(import.meta.dirname, '../../..'),
    url: `http://127.0.0.1:${port}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
