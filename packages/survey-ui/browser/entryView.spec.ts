import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const open = async (page: Page, entry: string) => {
  await page.goto(`/?entry=${entry}`);
  await expect(page.getByRole('heading', { name: 'Harness' })).toBeVisible();
};
const answer = async (page: Page): Promise<unknown> =>
  JSON.parse((await page.getByTestId('answer').textContent()) ?? 'null');
const check = async (page: Page) => {
  await page.getByRole('button', { name: 'Check' }).click();
  return page.getByTestId('check').textContent();
};

test('a multi select keeps to its limit, clears around an exclusive option and asks for the text', async ({
  page,
}) => {
  await open(page, 'multi');
  const group = page.getByRole('group', { name: 'What do you drink?' });
  await expect(group.getByText('Select up to three answers')).toBeVisible();
  const box = (name: string) => group.getByRole('checkbox', { name, exact: true });
  await box('Tea').check();
  await box('Coffee').check();
  await box('Juice').check();
  // The limit is three: a fourth pick is ignored.
  await box('Other').click();
  await expect(box('Other')).not.toBeChecked();
  // The exclusive option clears the others; picking another clears it.
  await box('None of the above').click();
  await expect(box('None of the above')).toBeChecked();
  for (const name of ['Tea', 'Coffee', 'Juice']) await expect(box(name)).not.toBeChecked();
  await box('Other').focus();
  await page.keyboard.press('Space');
  await expect(box('None of the above')).not.toBeChecked();
  await expect(box('Other')).toBeChecked();
  expect(await check(page)).toBe('TEXT_REQUIRED');
  await expect(page.getByRole('alert')).toHaveText('Please tell us more in the box.');
  await page.getByRole('textbox', { name: 'Other: please specify' }).fill('Water');
  expect(await check(page)).toBe('valid');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a ranking is built by taps, reordered by keyboard and by drag, and emptied by taps', async ({
  page,
}) => {
  await open(page, 'ranked');
  await expect(page.getByText('TAP TO SELECT')).toBeVisible();
  for (const name of ['Red', 'Green', 'Blue']) await page.getByRole('button', { name }).click();
  await expect(page.getByText('DRAG TO REORDER')).toBeVisible();
  expect(await answer(page)).toMatchObject({ kind: 'ranked' });
  const order = () => page.locator('.sui-ranked-label').allTextContents();
  expect(await order()).toEqual(['Red', 'Green', 'Blue']);

  await page.getByRole('button', { name: 'Reorder Blue, rank 3 of 3' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await order()).toEqual(['Blue', 'Red', 'Green']);
  await expect(page.getByText('Blue moved to position 1')).toBeAttached();
  expect(await check(page)).toBe('valid');

  // Drag Blue's handle below Green with the mouse (pointer events: the same path as a finger).
  const handle = page.getByRole('button', { name: /^Reorder Blue/ });
  const target = await page.locator('.sui-ranked-item').nth(2).boundingBox();
  const start = await handle.boundingBox();
  if (!target || !start) throw new Error('no layout');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, target.y + target.height - 2, { steps: 8 });
  await page.mouse.up();
  expect(await order()).toEqual(['Red', 'Green', 'Blue']);

  await page.getByRole('button', { name: 'Remove Green from the ranking' }).click();
  expect(await order()).toEqual(['Red', 'Blue']);
  expect(await check(page)).toBe('TOO_FEW');
  await expect(page.getByRole('alert')).toHaveText('Please rank all the options.');
});

test('a matrix takes one answer per row, by keyboard too', async ({ page }) => {
  await open(page, 'matrix');
  expect(await check(page)).toBe('REQUIRED');
  const price = page.getByRole('group', { name: 'Price' });
  await price.getByRole('radio', { name: 'Good' }).check();
  await price.getByRole('radio', { name: 'Good' }).press('ArrowRight');
  await expect(price.getByRole('radio', { name: 'Fair' })).toBeChecked();
  await page.getByRole('group', { name: 'Taste' }).getByRole('radio', { name: 'Poor' }).check();
  await expect(price.getByRole('radio', { name: 'Fair' })).toBeChecked();
  expect(await check(page)).toBe('valid');
});

test('a slider counts once touched and moves by its step with the arrow keys', async ({ page }) => {
  await open(page, 'slider');
  await expect(page.getByText('Drag the button to rate')).toBeVisible();
  for (const label of ['Not at all', 'Maybe', 'Certainly']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  expect(await check(page)).toBe('REQUIRED');
  const slider = page.getByRole('slider', { name: 'How likely are you to return?' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  expect(await answer(page)).toEqual({ kind: 'scale', value: 6 });
  expect(await check(page)).toBe('valid');
});

test('free text checks its format and counts characters', async ({ page }) => {
  await open(page, 'email');
  const email = page.getByRole('textbox', { name: 'Your e-mail address' });
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('name@');
  expect(await check(page)).toBe('FORMAT');
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter an email address, for example name@example.com.',
  );
  await email.fill('name@example.com');
  expect(await check(page)).toBe('valid');

  await open(page, 'text');
  await page.getByRole('textbox', { name: 'Anything else to tell us?' }).fill('Lovely 😀');
  await expect(page.getByText('8 / 100')).toBeVisible();
});

for (const entry of ['multi', 'ranked', 'matrix', 'slider', 'email', 'text', 'card']) {
  test(`${entry}: no serious accessibility violation`, async ({ page }) => {
    await open(page, entry);
    if (entry === 'ranked') await page.getByRole('button', { name: 'Red' }).click();
    expect(await check(page)).toBeTruthy();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('an option without a picture among pictures shows its text in a tile as large as theirs', async ({
  page,
}) => {
  await open(page, 'pictures');
  const group = page.getByRole('group', { name: 'Which pack do you prefer?' });
  await expect(group.getByRole('radio', { name: 'Pack B', exact: true })).toBeVisible();
  const tiles = group.locator('.sui-tile');
  await expect(tiles).toHaveCount(2);
  const textTile = group.locator('.sui-tile-text');
  await expect(textTile).toHaveText('Pack B');
  const [picture, text] = [await tiles.nth(0).boundingBox(), await textTile.boundingBox()];
  expect(text?.height).toBeGreaterThan(40);
  expect(Math.round(text?.height ?? 0)).toBe(Math.round(picture?.height ?? -1));
  expect(Math.round(text?.y ?? 0)).toBe(Math.round(picture?.y ?? -1));
});
