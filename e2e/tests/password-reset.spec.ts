import { expect, test } from '@playwright/test';
import { logIn, logOut } from '../support/auth.ts';
import { latestLinkTo } from '../support/outbox.ts';
import { e2eWorld } from '../support/world.ts';

// The reset is the subject: the researcher is signed up through the API and starts signed out.

test('forgot password: reset link, reused password refused, new password logs in', async ({
  page,
  baseURL,
}) => {
  const { email, password } = await e2eWorld(baseURL).account();
  await page.goto('/login');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form has an Email field too: fill the reset form's, once its page is shown.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password-successful/);

  const link = await latestLinkTo(page.request, email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(
      "It looks like you've used this password before. Please try something different.",
    ),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await logOut(page);
  await logIn(page, email, 'a brand new passphrase');
  await expect(page).toHaveURL(/\/projects$/);
});

test('an invalid reset link shows the invalid-link dialog', async ({ page }) => {
  await page.goto('/reset-password?rid=this-is-not-a-real-reset-id');
  await expect(page.getByRole('dialog')).toContainText(
    'Sorry, this link is either invalid or expired.',
  );
});

test('forgot password for an unknown e-mail says there is no such user', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('There is no user with that email address. Do you want to sign up instead?'),
  ).toBeVisible();
});
