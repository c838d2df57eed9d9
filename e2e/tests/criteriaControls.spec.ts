import { createProjectViaApi } from '../support/graphql.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 25 §2: a standard criterion's select all / clear all and its member settings (qualifying,
// randomise options, hide from survey) from the 'Edit targeting and screening' dialog, kept by the
// server (the dialog opened again after a reload shows them).

test.describe.configure({ timeout: 120_000 });

test('select all, clear all and member settings of a standard criterion', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await createProjectViaApi(page, 'Criteria controls');
  await page.goto(`/survey/${surveyId}/audience`);
  await expect(page.getByRole('heading', { name: 'Your sample' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit targeting and screening' });
  await dialog.getByRole('button', { name: 'Demographic' }).click();
  await dialog.getByRole('checkbox', { name: 'Age', exact: true }).check();
  const age = dialog.getByRole('region', { name: /Age$/ });
  const options = age.getByRole('list').getByRole('checkbox');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(2);

  // A new criterion has every option ticked (domain factories): select all has nothing to do.
  const selectAll = age.getByRole('button', { name: 'Select all options of Age' });
  const clearAll = age.getByRole('button', { name: 'Clear all options of Age' });
  await expect(selectAll).toBeDisabled();

  // Clear all by keyboard: every tick goes, and the audience says why it is invalid.
  await clearAll.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < count; i += 1) await expect(options.nth(i)).not.toBeChecked();
  await expect(age.getByText('Select at least one qualifying option.')).toBeVisible();
  await expect(clearAll).toBeDisabled();

  await selectAll.click();
  for (let i = 0; i < count; i += 1) await expect(options.nth(i)).toBeChecked();
  await expect(age.getByText('Select at least one qualifying option.')).toHaveCount(0);

  // Member settings: switched on by keyboard (Space on a focused switch).
  const settings = age.getByRole('group', { name: /settings$/ });
  const hide = settings.getByRole('switch', { name: 'Hide from survey' });
  const randomise = settings.getByRole('switch', { name: 'Randomise options' });
  const qualifying = settings.getByRole('switch', { name: 'Qualifying' });
  await expect(qualifying).toBeChecked();
  await hide.focus();
  await page.keyboard.press('Space');
  await expect(hide).toBeChecked();
  await randomise.check();
  await expect(randomise).toBeChecked();

  // Qualifying off: every option lets respondents through, so the ticks are not offered.
  await qualifying.uncheck();
  await expect(options.first()).toBeDisabled();
  await expect(clearAll).toBeDisabled();

  await dialog.getByRole('button', { name: 'Save audience' }).click();
  await expect(dialog).toBeHidden();

  // The server kept each setting: after a reload the dialog shows them as they were left.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your sample' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  const again = page
    .getByRole('dialog', { name: 'Edit targeting and screening' })
    .getByRole('region', { name: /Age$/ })
    .getByRole('group', { name: /settings$/ });
  await expect(again.getByRole('switch', { name: 'Hide from survey' })).toBeChecked();
  await expect(again.getByRole('switch', { name: 'Randomise options' })).toBeChecked();
  await expect(again.getByRole('switch', { name: 'Qualifying' })).not.toBeChecked();
});
