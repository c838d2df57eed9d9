// The browser tests' side of the world layer (packages/testkit): the e2e server's world, and the
// testkit caller of the researcher a page is signed in as (for the older page-based helpers).
import type { Page } from '@playwright/test';
import type { Caller } from '@survey/testkit/survey';
import { world, type World } from '@survey/testkit/world';
import { E2E_PANEL_LINK_SECRET } from './paths.ts';

/** The shared e2e server (playwright.config.ts starts it on E2E_PORT). */
export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;

/** The world builders for the shared e2e server. */
export function e2eWorld(baseUrl = E2E_BASE_URL): World {
  return world(baseUrl, { panelLinkSecret: E2E_PANEL_LINK_SECRET });
}

/** The researcher `page` is signed in as (its localStorage), as a testkit caller. */
export async function callerOf(page: Page): Promise<Caller> {
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem('access_token'),
    accountId: localStorage.getItem('accountId'),
    email: localStorage.getItem('email'),
  }));
  if (!stored.accessToken || !stored.accountId || !stored.email)
    throw new Error('the page is not signed in');
  return {
    baseUrl: new URL(page.url()).origin,
    accessToken: stored.accessToken,
    accountId: stored.accountId,
    email: stored.email,
  };
}
