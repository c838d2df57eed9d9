import { expect, test } from '@playwright/test';
import { logOut, signUpThroughUi } from '../support/auth.ts';
import { sql } from '../support/database.ts';
import { latestLinkTo, uniqueEmail } from '../support/outbox.ts';

const INVALID_INVITE =
  'Sorry, this link is either invalid or expired. Please contact your team mate for a new invite.';

test('an invited teammate signs up from the e-mailed link and joins the inviter’s account', async ({
  page,
}) => {
  await signUpThroughUi(page, { organisation: 'Contoso Research' });
  const invitee = uniqueEmail('teammate');
  // The invite dialog arrives with the projects issue; the inviter's client calls the same API.
  const { token, accountId, email } = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    accountId: localStorage.getItem('accountId'),
    email: localStorage.getItem('email'),
  }));
  const res = await page.request.post('/v1/dashboard/api/v1.0/invite/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { accountId, creatorEmailAddress: email, inviteeEmailAddresses: [invitee] },
  });
  expect(res.ok()).toBe(true);
  await logOut(page);

  const link = await latestLinkTo(page.request, invitee, '/signup?iid=');
  await page.goto(link);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(invitee);
  await expect(page.getByLabel('Organisation name', { exact: true })).toHaveValue(
    'Contoso Research',
  );
  await page.getByLabel('First name', { exact: true }).fill('Grace');
  await page.getByLabel('Last name', { exact: true }).fill('Hopper');
  await page.getByLabel('Password', { exact: true }).fill('compilers are fun');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Contoso Research');
  await page.keyboard.press('Escape');

  // The same invite cannot be used twice.
  await logOut(page);
  await page.goto(link);
  await expect(page.getByRole('dialog')).toContainText(INVALID_INVITE);
});

test('an unknown invite shows the invalid-or-expired dialog', async ({ page }) => {
  await page.goto('/signup?iid=not-a-real-invite');
  await expect(page.getByRole('dialog')).toContainText(INVALID_INVITE);
});

test('an invite older than 7 days shows the invalid-or-expired dialog', async ({ page }) => {
  await signUpThroughUi(page);
  const invitee = uniqueEmail('late');
  const { token, accountId, email } = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    accountId: localStorage.getItem('accountId'),
    email: localStorage.getItem('email'),
  }));
  await page.request.post('/v1/dashboard/api/v1.0/invite/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { accountId, creatorEmailAddress: email, inviteeEmailAddresses: [invitee] },
  });
  await logOut(page);
  // Time passes: the invite was created eight days ago.
  await sql(
    `UPDATE invites SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
     WHERE invitee_email = $1`,
    [invitee],
  );
  await page.goto(await latestLinkTo(page.request, invitee, '/signup?iid='));
  await expect(page.getByRole('dialog')).toContainText(INVALID_INVITE);
});
