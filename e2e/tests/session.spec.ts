import { expect, signedIn, test } from '../support/fixtures.ts';

// The browser's session: each test starts from a stored login (the refresh cookie and the
// dashboard's localStorage) and takes part of it away.

test('a session whose refresh is refused sends the user to login with the page as target', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.goto('/survey/6f1c2b1e-1111-4222-8333-444455556666/questionnaire');
  await expect(page).toHaveURL(
    /\/login\?target=%2Fsurvey%2F6f1c2b1e-1111-4222-8333-444455556666%2Fquestionnaire/,
  );
});

test('a missing access token is refreshed from the cookie by the browser itself (same-origin)', async ({
  page,
}) => {
  await signedIn(page);
  await page.evaluate(() => localStorage.removeItem('access_token'));
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/refresh_token'));
  await page.goto('/projects');
  const response = await refreshed;
  // The server refuses cross-site token requests; Chromium's own fetch must pass that check.
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.request().headerValue('sec-fetch-site')).toBe('same-origin');
  await expect(page).toHaveURL(/\/projects$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});
