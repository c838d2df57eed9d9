import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Issue 10 item 8: a researcher sets a realistic audience in the browser and sees its price and
// delivery estimate follow (spec 2 §2, §4, §5). The researcher and the new project come from the
// API with a stored login (not this test's subject).

test.describe.configure({ timeout: 120_000 });

const cost = (page: Page) => page.getByRole('region', { name: 'Cost' }).first();

/** The quote's cost per interview and delivery badge, once known. */
async function quote(page: Page): Promise<{ cpi: string; delivery: string }> {
  const panel = cost(page);
  const delivery = panel.getByLabel('Delivery');
  await expect(delivery.getByText(/days?$|AUDIENCE/)).toBeVisible({ timeout: 15_000 });
  // The figure under the 'Cost per interview' label (the total is in pence too).
  const cpi = await panel
    .getByText('Cost per interview', { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .innerText();
  return { cpi, delivery: (await delivery.innerText()).trim() };
}

test('country, preset, Custom, criteria, quotas and a screening question', async ({
  page,
  researcher,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { surveyId } = await researcher.survey({ name: 'Audience flow', questions: [] });
  await page.goto(`/survey/${surveyId}/audience`);

  await expect(page.getByRole('heading', { name: 'Your sample' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The following audience will answer your survey.')).toBeVisible();

  // Country: US is a quick pick at the top of the menu.
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United States' }).click();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');

  // Leaving Custom for a preset asks first too.
  await page.getByRole('radio', { name: /Nationally representative/ }).click();
  const presetConfirm = page.getByRole('dialog', { name: 'Preset audience' });
  await expect(presetConfirm).toContainText(
    "Please confirm you'd like to switch your sample to Nationally representative.",
  );
  await presetConfirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('radio', { name: /Nationally representative/ })).toBeChecked();
  const sample = page.getByRole('region', { name: 'Your sample' });
  await expect(sample.getByRole('heading', { name: 'Age' })).toBeVisible();
  const presetQuote = await quote(page);
  expect(presetQuote.cpi).toMatch(/£\d+\.\d\d/);

  // Custom asks first, with the spec's words.
  await page.getByRole('radio', { name: /^Custom/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Custom audience' });
  await expect(confirm).toContainText(
    "Please confirm you'd like to start from scratch. This will remove all currently selected targeting and screening questions.",
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(sample.getByRole('heading', { name: 'Age' })).toHaveCount(0);
  await page.screenshot({ path: '.test-results/audience-page-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit targeting and screening' });
  await expect(dialog.getByText('Add audience criteria')).toBeVisible();
  await expect(dialog.getByText('0/10 criteria used')).toBeVisible();

  // By search (debounced 1500 ms) ...
  await dialog.getByRole('searchbox', { name: 'Search criteria' }).fill('gender');
  const results = dialog.getByRole('region', { name: 'Search results' });
  await results.getByRole('checkbox', { name: /Gender/ }).check({ timeout: 10_000 });
  // ... and by category.
  await dialog.getByRole('button', { name: 'Demographic' }).click();
  await dialog.getByRole('checkbox', { name: 'Age', exact: true }).check();
  await dialog.getByRole('button', { name: 'Show advanced criteria' }).click();
  await expect(dialog.getByRole('button', { name: 'Hide advanced criteria' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Household' }).click();
  await dialog.getByRole('checkbox', { name: 'Household size', exact: true }).check();
  await expect(dialog.getByText('3/10 criteria used')).toBeVisible();

  // Quotas that do not add up, then fixed by the button.
  const gender = dialog.getByRole('region', { name: /Gender$/ });
  await gender.getByRole('switch', { name: 'Quotas' }).check();
  await gender.getByRole('textbox', { name: 'Quota for Male' }).fill('30,5');
  await gender.getByRole('textbox', { name: 'Quota for Female' }).fill('20');
  const sum = gender.getByRole('button', { name: 'Sum quotas to 100%' });
  await expect(sum).toBeVisible();
  await sum.click();
  await expect(sum).toHaveCount(0);
  await expect(gender.getByText('Total 100%')).toBeVisible();

  // A screening question with a disqualifying answer.
  await dialog.getByRole('button', { name: 'Add screening question' }).click();
  await page.getByRole('menuitem', { name: 'Single select' }).click();
  const screening = dialog.getByRole('region', { name: /Screening question$/ });
  await screening.getByRole('textbox', { name: 'Question' }).fill('Do you own a car?');
  await screening.getByRole('textbox', { name: 'Option 1 text' }).fill('Yes');
  await screening.getByRole('textbox', { name: 'Option 2 text' }).fill('No');
  await expect(screening.getByRole('button', { name: 'Delete option 1' })).toBeDisabled();
  // The option rows draw again when the server answers the typed texts; a click that lands in that
  // moment can leave the menu closed (seen once in CI), so open it until it is open.
  const disqualify = page.getByRole('option', { name: 'Disqualify' });
  await expect(async () => {
    await screening.getByRole('combobox', { name: 'Option 2 qualification' }).click();
    await expect(disqualify).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await disqualify.click();
  await expect(dialog.getByText('4/10 criteria used')).toBeVisible();
  await page.screenshot({ path: '.test-results/audience-dialog-1280.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(dialog.getByRole('heading', { name: 'Audience summary' })).toBeHidden();
  await page.screenshot({ path: '.test-results/audience-dialog-1024.png' });

  await dialog.getByRole('button', { name: 'Save audience' }).click();
  await expect(sample.getByRole('heading', { name: 'Do you own a car?' })).toBeVisible();
  // A disqualifying screening question lowers the incidence: each complete costs more, and the
  // delivery estimate moves.
  await expect
    .poll(async () => (await quote(page)).cpi, { timeout: 20_000 })
    .not.toBe(presetQuote.cpi);
  await expect
    .poll(async () => (await quote(page)).delivery, { timeout: 20_000 })
    .not.toBe(presetQuote.delivery);
  await page.screenshot({ path: '.test-results/audience-page-1024.png', fullPage: true });

  // Every audience question is an entry A1..An in member order (spec 2 §3): the preset's three
  // standard criteria, then the screening question, read-only.
  await page
    .getByRole('navigation', { name: 'Survey steps' })
    .getByRole('link', { name: 'Survey' })
    .click();
  await page.getByRole('switch', { name: 'Show audience questions' }).check({ timeout: 15_000 });
  await expect(
    page.getByRole('article', { name: 'A1 Which of the following best describes your gender?' }),
  ).toBeVisible();
  const a4 = page.getByRole('article', { name: 'A4 Do you own a car?' });
  await expect(a4).toBeVisible();
  await expect(a4.getByRole('link', { name: 'Edit audience criteria' })).toHaveAttribute(
    'href',
    `/survey/${surveyId}/audience`,
  );
  await expect(a4.getByText('No')).toBeVisible();
});
