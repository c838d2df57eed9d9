import { expect, test, type Locator, type Page } from '@playwright/test';

const chart = (page: Page, name: RegExp) => page.getByRole('img', { name });
const ticks = (image: Locator) => image.locator('.recharts-cartesian-axis-tick-value');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a stacked row whose rounded shares add up to 100.1% keeps the 0-100% axis of the bar chart above it', async ({
  page,
}) => {
  const bars = chart(page, /^Q1 bar chart/);
  const stacked = chart(page, /^Q2 stacked bar chart/);
  const shareTicks = ['0%', '25%', '50%', '75%', '100%'];
  await expect(ticks(bars).filter({ hasText: /%$/ })).toHaveText(shareTicks);
  await expect(ticks(stacked).filter({ hasText: /%$/ })).toHaveText(shareTicks);

  const end = async (image: Locator) =>
    (
      await ticks(image)
        .filter({ hasText: /^100%$/ })
        .boundingBox()
    )?.x;
  expect(await end(stacked)).toBe(await end(bars));
});

test('a result table writes every share with one decimal, whole ones too', async ({ page }) => {
  const table = page.getByRole('region', { name: 'Choice table' }).getByRole('table');
  await expect(table.getByRole('row', { name: 'Tea 9 50.0%' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Coffee 8 44.4%' })).toBeVisible();
});

test('a weighted table heads its counts as weighted, not as completes', async ({ page }) => {
  const header = (name: string) =>
    page.getByRole('region', { name }).getByRole('table').getByRole('columnheader');
  await expect(header('Choice table')).toHaveText(['Option', 'Completes', 'Share']);
  await expect(header('Weighted counts')).toHaveText(['Option', 'Weighted count', 'Share']);
});

test("an option's picture sits beside its own bar, not above the chart", async ({ page }) => {
  const image = chart(page, /^Q4 bar chart/);
  const pictures = image.locator('image');
  await expect(pictures).toHaveCount(1);
  await expect(pictures).toHaveAttribute('href', '/coffee.png=s64');
  const bars = image.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(2);
  const picture = await pictures.boundingBox();
  const coffee = await bars.nth(1).boundingBox();
  const tea = await bars.nth(0).boundingBox();
  expect(picture && coffee && tea).toBeTruthy();
  // Level with Coffee's bar (not Tea's), and to its left, between the label and the bar.
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(Math.abs(middle(picture!) - middle(coffee!))).toBeLessThan(4);
  expect(Math.abs(middle(picture!) - middle(tea!))).toBeGreaterThan(10);
  expect(picture!.x + picture!.width).toBeLessThanOrEqual(coffee!.x);
  await expect(image.getByText('Coffee')).toBeVisible();
  await page.getByRole('region', { name: 'Choice with pictures' }).screenshot({
    path: '../.test-results/result-card-option-picture.png',
  });
});
