// What the screens spec (tests/screenStates.spec.ts) does at every screen state: axe once and the
// two screenshots once, so that the journeys assert behaviour only (issue 36 §2).
import type { Page } from '@playwright/test';
import {
  claimsOf,
  refreshCookieOf,
  storageStateOf,
  type StorageState,
} from '@survey/testkit/account';
import { DASHBOARD_API, postJson } from '@survey/testkit/http';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { shots } from './screenshots.ts';

/**
 * Checks one screen state: no serious axe violation, then `.test-results/{shot}-1280.png` and
 * `-1024.png`. `shot` keeps the file name the journeys used before, so people find the same files.
 */
export async function checkScreen(
  page: Page,
  state: string,
  shot: string,
  { fullPage = false } = {},
): Promise<void> {
  await expectNoSeriousA11yViolations(page, state);
  await shots(page, shot, { fullPage });
}

/** The seeded demo account (SEED_DEMO=true; its password is the e2e server's DEMO_PASSWORD). */
export const DEMO = { email: 'demo@example.com', password: 'demo-password-e2e' };

/**
 * A stored login of an existing user, through the login API as the login form calls it. The
 * dashboard loads the account's name itself (useProfile) and stores it, so none is given here.
 */
export async function loggedInState(
  baseUrl: string,
  user: { email: string; password: string },
): Promise<StorageState> {
  const { body, res } = await postJson<{ accessToken: string }>(
    `${baseUrl}${DASHBOARD_API}/login`,
    { emailAddress: user.email, password: user.password },
  );
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error(`login of ${user.email} set no refresh cookie`);
  const claims = claimsOf(body.accessToken);
  return storageStateOf(baseUrl, {
    email: user.email,
    password: user.password,
    accessToken: body.accessToken,
    cookie,
    userId: claims.sub,
    accountId: claims.acc,
    accountName: '',
  });
}
