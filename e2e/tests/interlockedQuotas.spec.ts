import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { gql } from '../support/graphql.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { shots } from '../support/screenshots.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 25 §2: interlocked quotas. A researcher interlocks gender and age in the audience dialog,
// edits the joint grid (the 100% rule and 'Sum quotas to 100%'), sees the price and delivery
// estimate, launches, and sees panel members (through the respondent API) fill the combinations on the results
// page.

test.describe.configure({ timeout: 400_000 });

const SAMPLE = 40;
const COMPLETES = 12;

/** Gender (Male, Female) and age (six buckets), both with quotas, set through the API. */
async function genderAndAge(page: Page, surveyId: string) {
  const audience = (mutation: string, variables: Record<string, unknown> = {}) =>
    gql(page, 'fieldwork', mutation, { surveyId, ...variables });
  for (const [position, code] of ['gender', 'age'].entries()) {
    await audience(
      `mutation ($surveyId: ID!, $code: String!, $position: Int!) { setStandardCriterion(surveyId: $surveyId, position: $position, audienceCriterionCode: $code) { number } }`,
      { code, position },
    );
  }
  for (const option of ['another', 'prefer_not_to_say']) {
    await audience(
      `mutation ($surveyId: ID!, $option: String!) { removeStandardQualification(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option) { number } }`,
      { option },
    );
  }
  for (const code of ['gender', 'age']) {
    await audience(
      `mutation ($surveyId: ID!, $code: String!) { setStandardQuotas(surveyId: $surveyId, audienceCriterionCode: $code) { number } }`,
      { code },
    );
  }
}

test('interlocked quotas: build the grid, see price and feasibility, launch and watch the cells fill', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Interlock journey', SAMPLE);
  await genderAndAge(page, surveyId);

  await page.goto(`/survey/${surveyId}/audience`);
  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit targeting and screening' });
  await dialog.getByRole('button', { name: 'Interlock quotas' }).click();
  const pick = page.getByRole('dialog', { name: 'Interlock quotas' });
  const interlock = pick.getByRole('button', { name: 'Interlock', exact: true });
  await pick.getByRole('checkbox', { name: 'A1 Gender' }).check();
  await expect(interlock).toBeDisabled();
  await pick.getByRole('checkbox', { name: 'A2 Age' }).check();
  await interlock.click();

  const grid = dialog.getByRole('region', { name: 'Interlocked quotas A1 Gender x A2 Age' });
  await expect(grid.getByRole('textbox', { name: /^Quota for / })).toHaveCount(12);
  // The product of the margins, which start at GB's shares: 48.7% men x 10.9% aged 18-24.
  await expect(grid.getByRole('textbox', { name: 'Quota for Male, 18-24' })).toHaveValue('5.3');
  // The criteria's own quotas are the totals, read-only.
  const gender = dialog.getByRole('region', { name: /Gender$/ });
  await expect(gender.getByRole('textbox', { name: 'Quota for Male' })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(gender.getByText('Quotas are the totals of the interlocked quotas.')).toBeVisible();

  // A cell off the 100% rule: the spec's text, then the button puts it right.
  const cell = grid.getByRole('textbox', { name: 'Quota for Female, 65+' });
  await cell.fill('20');
  await cell.press('Tab');
  await expect(grid.getByText('Quotas have to add up to 100%')).toBeVisible();
  await expect(gender.getByRole('textbox', { name: 'Quota for Female' })).not.toHaveValue('51.3');
  await grid.getByRole('button', { name: 'Sum quotas to 100%' }).click();
  await expect(grid.getByText('Quotas have to add up to 100%')).toHaveCount(0);
  await expect(grid.getByText('Total 100%')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audience dialog with an interlock');
  await grid.scrollIntoViewIfNeeded();
  await shots(page, 'interlocked-quotas-dialog');

  await dialog.getByRole('button', { name: 'Save audience' }).click();
  // Price and delivery from the panel's joint counts.
  const cost = page.getByRole('region', { name: 'Cost' }).first();
  await expect(cost.getByLabel('Delivery').getByText(/days?$/)).toBeVisible({ timeout: 20_000 });
  await expect(cost.getByText(/£\d+\.\d\d/).first()).toBeVisible();

  await buyViaApi(page, surveyId);
  // Members who fit open combinations, as the quota-targeting panel sends them.
  await completesWithinQuotas(page, surveyId, COMPLETES);
  const completes = COMPLETES;

  await page.goto(`/survey/${surveyId}/results`);
  const joint = page.getByRole('region', { name: /^Interlocked quotas .* x / });
  await expect(joint).toBeVisible({ timeout: 60_000 });
  const cells = joint.getByTestId('interlock-cell');
  await expect(cells).toHaveCount(12);
  // Every complete counts in exactly one combination.
  await expect
    .poll(
      async () => {
        const texts = await cells.allInnerTexts();
        return texts.reduce((s, t) => s + Number(/(\d+) \/ \d+/.exec(t)?.[1] ?? 0), 0);
      },
      { timeout: 30_000 },
    )
    .toBe(completes);
  await joint.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'results with interlocked quotas');
  await shots(page, 'interlocked-quotas-results');
});
