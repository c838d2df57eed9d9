import type { Locator, Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { gql, session } from '../support/graphql.ts';
import { expect as baseExpect, signedIn, test } from '../support/fixtures.ts';
import { readySurvey } from '../support/surveys.ts';

// Issue 23 §1: every figure derived from the fieldwork follows the edit that changes it, the
// confirm page shows one total, the account's own markup, and 5 minutes when no length is set.

test.describe.configure({ timeout: 240_000 });
// Pages load several quotes; on a busy machine the first answers take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The value shown under a cost figure's label (the header's cost block or the cost card). */
const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Types new completes into the sub-header and leaves the field, as a user does. */
async function setCompletes(page: Page, completes: number): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Completes' });
  await expect(field).toBeEnabled();
  await field.fill(String(completes));
  await field.blur();
}

test('the Total follows Completes without a reload on the audience, editor and confirm pages', async ({
  page,
}) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Totals follow completes');
  await gql(
    page,
    'fieldwork',
    'mutation ($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, samplesNeeded: 2000) { surveyId } }',
    { surveyId },
  );
  // 1 question, no targeting, no markup: £1.00 a complete everywhere.
  await page.goto(`/survey/${surveyId}/audience`);
  const header = page.getByRole('region', { name: 'Cost' }).first();
  await expect(figure(header, 'Total')).toHaveText('£2,000.00');
  await setCompletes(page, 30);
  await expect(figure(header, 'Completes')).toHaveText('30');
  await expect(figure(header, 'Total')).toHaveText('£30.00');

  await page.goto(`/survey/${surveyId}/questionnaire`);
  const editorHeader = page.getByRole('region', { name: 'Cost' }).first();
  await expect(figure(editorHeader, 'Total')).toHaveText('£30.00');
  await setCompletes(page, 40);
  await expect(figure(editorHeader, 'Total')).toHaveText('£40.00');

  await page.goto(`/survey/${surveyId}/confirm`);
  const main = page.getByRole('region', { name: 'Confirm and launch' });
  const card = main.getByRole('region', { name: 'Cost' });
  const confirmHeader = page.getByRole('region', { name: 'Cost' }).first();
  await expect(card.getByText('£1.00 x 40 completes')).toBeVisible();
  await expect(figure(confirmHeader, 'Total')).toHaveText('£40.00');
  await setCompletes(page, 30);
  await expect(card.getByText('£1.00 x 30 completes')).toBeVisible();
  await expect(figure(card, 'Total')).toHaveText('£30.00');
  await expect(figure(confirmHeader, 'Total')).toHaveText('£30.00');
  await expect(
    figure(main.getByRole('region', { name: 'Project overview' }), 'Completes'),
  ).toHaveText('30');
});

test("the confirm page charges the account's markup at 5 minutes, one total, and the order is bought at it", async ({
  page,
}) => {
  await signedIn(page);
  const { accountId } = await session(page);
  await sql('UPDATE accounts SET markup = 0.25 WHERE id = $1', [accountId]);
  // Sent with accountMarkup 0 and no length of interview.
  const surveyId = await readySurvey(page, 'Markup applies');
  await page.goto(`/survey/${surveyId}/confirm`);
  const main = page.getByRole('region', { name: 'Confirm and launch' });
  const card = main.getByRole('region', { name: 'Cost' });
  const header = page.getByRole('region', { name: 'Cost' }).first();
  // 5 minutes: base £1.00, +25%.
  await expect(card.getByText('£1.25 x 500 completes')).toBeVisible();
  await expect(figure(card, 'Total')).toHaveText('£625.00');
  await expect(figure(header, 'Cost per interview')).toHaveText('£1.25');
  await expect(figure(header, 'Total')).toHaveText('£625.00');
  await expect(figure(header, 'Length of interview')).toHaveText('5 min');
  const overview = main.getByRole('region', { name: 'Project overview' });
  await expect(figure(overview, 'Length of interview')).toHaveText('5 min');

  await card.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase' });
  await expect(dialog.getByText('£625.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Launch confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  const order = await gql<{ surveyOrder: { customerCPI: number } }>(
    page,
    'order',
    'query ($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { customerCPI } }',
    { surveyId },
  );
  expect(order.surveyOrder.customerCPI).toBe(1.25);
});

test("the audience page's Confirm step stores 5 minutes when no length is set, not the stepper's 2", async ({
  page,
}) => {
  await signedIn(page);
  // One free-text question (about a minute) and no length of interview set.
  const surveyId = await readySurvey(page, 'Length at confirm');
  await page.goto(`/survey/${surveyId}/audience`);
  const steps = page.getByRole('navigation', { name: 'Survey steps' });
  await expect(steps.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await steps.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`/survey/${surveyId}/confirm`);
  const overview = page
    .getByRole('region', { name: 'Confirm and launch' })
    .getByRole('region', { name: 'Project overview' });
  await expect(figure(overview, 'Length of interview')).toHaveText('5 min');
  const stored = await gql<{ fieldwork: { lengthOfInterview: { unadjusted: number } } }>(
    page,
    'fieldwork',
    'query ($surveyId: ID!) { fieldwork(surveyId: $surveyId) { lengthOfInterview { unadjusted } } }',
    { surveyId },
  );
  expect(stored.fieldwork.lengthOfInterview.unadjusted).toBe(5);
});
