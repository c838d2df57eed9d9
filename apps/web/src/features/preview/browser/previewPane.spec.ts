import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const pane = (page: Page) => page.getByRole('complementary', { name: 'Preview' });
const next = (page: Page) => pane(page).getByRole('button', { name: 'Next' });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(pane(page)).toBeVisible();
});

test('shows one entry at a time: Next stops at the last, Refresh goes back and forgets answers', async ({
  page,
}) => {
  await expect(pane(page).getByRole('group', { name: 'Which drink?' })).toBeVisible();
  await expect(pane(page).getByText('Q1 · 1 of 3')).toBeVisible();
  await pane(page).getByRole('radio', { name: 'Tea' }).check();
  await next(page).click();
  await expect(pane(page).getByRole('group', { name: 'Which snacks?' })).toBeVisible();
  await expect(pane(page).getByText('Select all that apply')).toBeVisible();
  await next(page).click();
  await expect(pane(page).getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(next(page)).toBeDisabled();

  await pane(page).getByRole('button', { name: 'Refresh preview' }).click();
  await expect(pane(page).getByRole('group', { name: 'Which drink?' })).toBeVisible();
  await expect(pane(page).getByRole('radio', { name: 'Tea' })).not.toBeChecked();
});

test('follows the entry selected in the editor; a fork shows what comes after it', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Select Q2' }).click();
  await expect(pane(page).getByRole('group', { name: 'Which snacks?' })).toBeVisible();
  await page.getByRole('button', { name: 'Select the fork' }).click();
  await expect(pane(page).getByRole('heading', { name: 'Thank you' })).toBeVisible();
});

test('shows an edit once the researcher pauses for 500 ms', async ({ page }) => {
  await page.getByRole('button', { name: 'Rename Q1' }).click();
  await page.clock.runFor(400);
  await expect(pane(page).getByRole('group', { name: 'Which drink?' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(pane(page).getByRole('group', { name: 'Which hot drink?' })).toBeVisible();
});

test('collapses to one control that opens it again, fresh', async ({ page }) => {
  await pane(page).getByRole('radio', { name: 'Coffee' }).check();
  await pane(page).getByRole('button', { name: 'Collapse preview sidebar' }).click();
  await expect(pane(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open preview sidebar' }).click();
  await expect(pane(page).getByRole('radio', { name: 'Coffee' })).not.toBeChecked();
  const box = await pane(page).boundingBox();
  expect(box?.width).toBe(286);
});

test('has no serious accessibility violation', async ({ page }) => {
  const results = await new AxeBuilder({ page }).include('aside').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: '/tmp/preview-pane.png' });
});
