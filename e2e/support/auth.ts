import { expect, type Page } from '@playwright/test';
import { latestLinkTo, uniqueEmail } from './outbox.ts';

export const PASSWORD = 'correct horse battery';

/** Requests access through the sign-up form, follows the e-mailed link and sets a password. */
export async function signUpThroughUi(
  page: Page,
  opts: { organisation?: string } = {},
): Promise<string> {
  const email = uniqueEmail('researcher');
  await page.goto('/signup');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page
    .getByLabel('Organisation name', { exact: true })
    .fill(opts.organisation ?? 'Analytical Engines Ltd');
  await page.getByRole('button', { name: 'Request access' }).click();
  await expect(page).toHaveURL(new RegExp(`/success-message/${encodeURIComponent(email)}/`));

  const link = await latestLinkTo(page.request, email, '/create-password/');
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  // The account is loaded after landing; tests that call the API need its id.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accountId'))).toBeTruthy();
  return email;
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}
