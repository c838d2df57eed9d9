import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { expect, signedIn, test } from '../support/fixtures.ts';
import { createProjectViaApi } from '../support/graphql.ts';

// Spec 1 §2: the minimum page width is 1024; nothing a user needs may be lost there.

const LONG_TITLE =
  'Quarterly brand health and advertising awareness tracker for plant-based breakfast ' +
  'cereals across four regions, wave 7 (autumn)';

const isCut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);

async function shoot(page: Page, name: string) {
  // Kept for a person to look at; the assertions do not depend on them.
  const dir = path.resolve(import.meta.dirname, '../../.test-results/screens');
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
});

test('at 1024 px a cut project title shows in full on hover and focus, and dates stay whole', async ({
  page,
}) => {
  await signedIn(page);
  await createProjectViaApi(page, LONG_TITLE);
  await page.goto('/projects');
  const row = page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first();
  const heading = row.getByRole('heading', { level: 2 });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  expect(await isCut(heading)).toBe(true);
  // Screen readers get the whole title as the link's name and the heading's text.
  await expect(row.getByRole('link')).toHaveAccessibleName(LONG_TITLE);
  await expect(heading).toHaveAccessibleName(LONG_TITLE);

  await row.getByRole('link').hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_TITLE);
  await shoot(page, 'projects-1024-hover');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await row.getByRole('link').focus();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_TITLE);

  // The last update date is drawn whole inside its item.
  const date = row.getByTestId('last-updated');
  const dateBox = await date.boundingBox();
  const captionBox = await date.locator('xpath=ancestor::div[1]').boundingBox();
  expect(dateBox && captionBox).toBeTruthy();
  if (dateBox && captionBox)
    expect(dateBox.x + dateBox.width).toBeLessThanOrEqual(captionBox.x + captionBox.width + 0.5);
});

test('at 1024 px the survey header shows a cut title in full on hover', async ({ page }) => {
  await signedIn(page);
  const surveyId = await createProjectViaApi(page, LONG_TITLE);
  await page.goto(`/survey/${surveyId}/audience`);
  const heading = page.getByRole('heading', { level: 1, name: LONG_TITLE });
  await expect(heading).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit project title' });
  await edit.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(LONG_TITLE);
  await expect(tooltip).toContainText('Edit project title');
  await shoot(page, 'survey-header-1024-hover');
});

test('a short title shows only the edit hint, not a copy of itself', async ({ page }) => {
  await signedIn(page);
  const surveyId = await createProjectViaApi(page, 'Short title');
  await page.goto(`/survey/${surveyId}/audience`);
  await page.getByRole('button', { name: 'Edit project title' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Edit project title');
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Short title' }).hover();
  await shoot(page, 'projects-1024-short');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
