import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { locateChromium, NOT_FOUND_MESSAGE } from '../scripts/chromium.mjs';
import { chatWebhookUrl } from './support/chatWebhook.ts';
import { CHROMIUM_ARGS } from '@survey/testkit/chromiumArgs';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(os.tmpdir(), `survey-e2e-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;

// `npm test` has already found (or installed) Chromium and passes it as CHROMIUM_PATH; a direct
// `npx playwright test` looks the same way and stops with the same line when there is none.
const chromium = locateChromium({ env: process.env });
if (!('path' in chromium)) {
  console.error('error' in chromium ? chromium.error : NOT_FOUND_MESSAGE);
  process.exit(1);
}

/**
 * Runs the built dashboard against the real server on a fresh embedded PostgreSQL, in Debian's
 * Chromium (no browser download: CHROMIUM_PATH, `chromium` on PATH or /usr/bin/chromium).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-results/e2e',
  fullyParallel: true,
  // Two workers whatever the environment (issue 36 §2): each test owns its account and world.
  workers: 2,
  retries: 0,
  // A flow of 13-27 s alone took over 30 s with two workers on a busy 2-core machine (session 13).
  timeout: 60_000,
  // A reload of the results page at load 12 spent 5.5 s booting the cached app before its first
  // request (trace in docs/decisions/ci-and-flaky-tests.md, session 14): 7 s left too little.
  // Speed is measured by `npm run bench`, not by how long an expectation may wait.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.path,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx e2e/support/server.ts`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      E2E_DATA_DIR: dataDir,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Every browser test signs up from 127.0.0.1: more than the default 30 an hour.
      SIGNUP_REQUESTS_PER_IP_HOUR: '1000',
      // ... and logs in from it, a wrong password now and then: more than 50 failures an hour.
      LOGIN_FAILURES_PER_IP_HOUR: '1000',
      DEMO_PASSWORD: 'demo-password-e2e',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      // Team-chat messages go to a webhook the requests test starts (support/chatWebhook.ts).
      CHAT_WEBHOOK_URL: chatWebhookUrl(port),
    },
  },
});
