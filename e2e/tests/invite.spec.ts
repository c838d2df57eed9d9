import { expect, test } from '@playwright/test';
import type { Researcher } from '@survey/testkit/world';
import { DASHBOARD_API, postJson } from '@survey/testkit/http';
import { logOut } from '../support/auth.ts';
import { sql } from '../support/database.ts';
import { latestLinkTo, uniqueEmail } from '../support/outbox.ts';
import { e2eWorld } from '../support/world.ts';

// The invitee's side is the subject: the inviter is signed up and invites through the API (the
// invite dialog is projects-list.spec.ts's), and the invitee's page starts signed out.

const INVALID_INVITE =
  'Sorry, this link is either invalid or expired. Please contact your team mate for a new invite.';

/** The inviter's client's call (the invite dialog's). */
async function invite(baseUrl: string, inviter: Researcher, invitee: string): Promise<void> {
  await postJson(
    `${baseUrl}${DASHBOARD_API}/invite/create`,
    {
      accountId: inviter.accountId,
      creatorEmailAddress: inviter.email,
      inviteeEmailAddresses: [invitee],
    },
    { authorization: `Bearer ${inviter.accessToken}` },
  );
}

test('an invited teammate signs up from the e-mailed link and joins the inviter’s account', async ({
  page,
  baseURL,
}) => {
  const world = e2eWorld(baseURL);
  const inviter = await world.account({ accountName: 'Contoso Research' });
  const invitee = uniqueEmail('teammate');
  await invite(world.baseUrl, inviter, invitee);

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

test('an invite older than 7 days shows the invalid-or-expired dialog', async ({
  page,
  baseURL,
}) => {
  const invitee = uniqueEmail('late');
  const world = e2eWorld(baseURL);
  await invite(world.baseUrl, await world.account(), invitee);
  // Time passes: the invite was created eight days ago.
  await sql(
    `UPDATE invites SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
     WHERE invitee_email = $1`,
    [invitee],
  );
  await page.goto(await latestLinkTo(page.request, invitee, '/signup?iid='));
  await expect(page.getByRole('dialog')).toContainText(INVALID_INVITE);
});
