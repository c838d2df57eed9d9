import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { locateChromium } from '../../scripts/chromium.mjs';
import { CHROMIUM_ARGS } from '@survey/testkit/chromiumArgs';
import { buildWorkspace, isStale, root } from './staleBuild.ts';

export const WEB_DIST = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

/** The sources a dashboard build is made of. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'packages/domain/src',
  'packages/survey-ui/src',
];

/**
 * Builds the dashboard when no build is there or a source changed since it was made (the browser
 * benches serve the real build; figures of a stale one would measure old code). A build named by
 * WEB_DIST is used as it is.
 */
export function ensureWebBuild(): void {
  const index = path.join(WEB_DIST, 'index.html');
  const present = existsSync(index);
  if (present && (process.env.WEB_DIST || !isStale(index, WEB_SOURCES))) return;
  if (present) console.log('the dashboard build is older than its sources: building it again');
  buildWorkspace('apps/web');
}

export interface BrowserSession {
  /** A new browser context (empty HTTP cache) logged in as the bench user, at 1280x800. */
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Debian's Chromium, logged in once through the login page of the server at `base`. */
export async function startBrowserSession(
  base: string,
  login: { email: string; password: string },
): Promise<BrowserSession> {
  const located = locateChromium({ env: process.env });
  if (!('path' in located)) {
    throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH');
  }
  const browser: Browser = await chromium.launch({
    executablePath: located.path,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(login.email);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/projects$/);
    const session = await context.storageState();
    await context.close();
    return {
      newContext: () =>
        browser.newContext({
          viewport: { width: 1280, height: 800 },
          storageState: session,
          // The server's CSP forbids eval, which Playwright's string predicates need.
          bypassCSP: true,
        }),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
