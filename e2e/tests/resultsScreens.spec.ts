import AxeBuilder from '@axe-core/playwright';
import { gql } from '../support/graphql.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { shots } from '../support/screenshots.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 35 §4 and §5 on a survey panel members completed (through the respondent API): field health reads as what the
// rates were during fielding, the results' tabs control their tabpanels, and the crosstab has no
// empty table header.

test.describe.configure({ timeout: 300_000 });

const SAMPLE = 30;
/** Enough completes for the rates to read, short of the sample. */
const ENOUGH = 12;

test('a completed survey: field health as a past reading, tabs with tabpanels, a crosstab without empty headers', async ({
  page,
}) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Results screens', SAMPLE);
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) { presetAudience(surveyId: $surveyId, name: "Nationally representative") { number } }`,
    { surveyId },
  );
  await buyViaApi(page, surveyId);
  await completesWithinQuotas(page, surveyId, ENOUGH);

  // Ended by the researcher (End project), as a finished job the panel no longer fields.
  await gql(
    page,
    'order',
    `mutation ($surveyId: ID!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) { surveyId } }`,
    { surveyId },
  );
  await gql(
    page,
    'project',
    `mutation ($surveyId: ID!) { updateSurvey(surveyId: $surveyId, state: completed) { surveyId } }`,
    { surveyId },
  );
  await page.goto(`/survey/${surveyId}/results`);
  await expect(page.getByTestId('status-badge')).toHaveText('COMPLETE', { timeout: 30_000 });
  const health = page.getByRole('region', { name: 'Field health' });
  await expect(health.getByTestId('field-health-summary')).toHaveText(/^When fielding ended: /);
  await health.getByRole('button', { name: /Field health/ }).click();
  await expect(health.getByRole('columnheader', { name: 'At the end' })).toBeVisible();

  // Every tab controls a tabpanel that names it back (WAI-ARIA tabs pattern).
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  for (const tab of await tabs.all()) {
    const controls = await tab.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    const tabPanel = page.locator(`[id="${controls}"]`);
    await expect(tabPanel).toHaveAttribute('role', 'tabpanel');
    await expect(tabPanel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
  }
  await expect(page.getByRole('tabpanel', { name: 'Charts' })).toBeVisible();

  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Crosstab' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /How old are you/ }).click();
  await page.getByRole('combobox', { name: /^Banner/ }).click();
  await page.getByRole('option', { name: /gender/i }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: /^Crosstab: / })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withRules(['empty-table-header', 'aria-valid-attr-value'])
    .analyze();
  expect(axe.violations.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([]);
  await shots(page, 'results-completed-crosstab');
});
