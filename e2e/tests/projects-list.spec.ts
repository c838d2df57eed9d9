import type { Page } from '@playwright/test';
import { logOut } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { latestLinkTo, uniqueEmail } from '../support/outbox.ts';

// The projects list. Researchers start signed in through a stored login; the invited teammate's
// sign-up from the e-mail stays in the browser (it is that test's subject).

const items = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('listitem');

test('search, filter, sort and load more over 27 projects', async ({ page, researcher }) => {
  // One after the other: the list's order is the order they were last updated in.
  const project = (name: string) => researcher.survey({ name, questions: [] });
  for (let i = 1; i <= 25; i++) await project(`Wave ${String(i).padStart(2, '0')} omnibus`);
  await project('Zebra crossing safety study');
  await project('Latest concept screen');
  await page.goto('/projects');

  // Most recently updated first, ten at a time.
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first()).toHaveAccessibleName('Latest concept screen');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items(page)).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Last updated: oldest first' }).click();
  await expect(items(page).first()).toHaveAccessibleName('Wave 01 omnibus');
  await expect(items(page)).toHaveCount(10);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('zebra');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toHaveAccessibleName('Zebra crossing safety study');
  // Search results are ranked by relevance, and the sort control says so.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best match first');

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(
    'Last updated: oldest first',
  );
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Live' })
    .click();
  await expect(
    page.getByText('No projects were found. Try a different search term or filter.'),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Draft' })
    .click();
  await expect(items(page)).toHaveCount(10);
});

test.describe('an inviter of Fabrikam Panels', () => {
  test.use({ accountOptions: { accountName: 'Fabrikam Panels' } });

  test('an invited teammate signs up through the e-mail and sees the inviter’s projects', async ({
    page,
    researcher,
  }) => {
    await researcher.survey({ name: 'Shared tracker for the team', questions: [] });
    await page.goto('/projects');

    const teammate = uniqueEmail('colleague');
    await page.getByRole('button', { name: 'Invite team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite team members' });
    const send = dialog.getByRole('button', { name: 'Send invite' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Email addresses', { exact: true }).fill(teammate);
    await send.click();
    await expect(dialog.getByText('Invite successfully sent')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Invited addresses' })).toContainText(teammate);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await logOut(page);

    await page.goto(await latestLinkTo(page.request, teammate, '/signup?iid='));
    await page.getByLabel('First name', { exact: true }).fill('Katherine');
    await page.getByLabel('Last name', { exact: true }).fill('Johnson');
    await page.getByLabel('Password', { exact: true }).fill('orbital mechanics');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(items(page).filter({ hasText: 'Shared tracker for the team' })).toHaveCount(1);
  });
});
