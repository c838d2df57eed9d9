// A stored login for the seeded demo account (SEED_DEMO, playwright.config.ts): specs that read its
// seeded projects start signed in as it, like the `researcher` fixture's pages, instead of typing
// its password into the login page (the login page is signup-and-login.spec.ts's subject).
import {
  claimsOf,
  refreshCookieOf,
  storageStateOf,
  type StorageState,
} from '@survey/testkit/account';
import { DASHBOARD_API, postJson } from '@survey/testkit/http';

export const DEMO = { email: 'demo@example.com', password: 'demo-password-e2e' };

/** Logs the demo account in through the dashboard API: the storageState of a page signed in as it. */
export async function demoStorageState(baseUrl: string): Promise<StorageState> {
  const { body, res } = await postJson<{ accessToken: string }>(
    `${baseUrl}${DASHBOARD_API}/login`,
    { emailAddress: DEMO.email, password: DEMO.password },
  );
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('login set no refresh cookie');
  const claims = claimsOf(body.accessToken);
  const account = await fetch(`${baseUrl}${DASHBOARD_API}/account/${claims.acc}`, {
    headers: { authorization: `Bearer ${body.accessToken}` },
  });
  if (!account.ok) throw new Error(`the demo account answered ${account.status}`);
  const { name } = (await account.json()) as { name: string };
  return storageStateOf(baseUrl, {
    email: DEMO.email,
    password: DEMO.password,
    accessToken: body.accessToken,
    cookie,
    userId: claims.sub,
    accountId: claims.acc,
    accountName: name,
  });
}
