import { pick, text } from '@survey/testkit/completes';
import { DEFAULT_QUESTION, type QuestionSpec } from '@survey/testkit/survey';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { DRINK_QUESTION } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';
import { shots } from '../support/screenshots.ts';
import { genderQuotas } from '../support/genderAudience.ts';

// Issue 35, "Done when": the crosstab a researcher reports from, with two banner groups, weighted
// and filtered by a theme, at 1280 and 1024 px. Gender quotas of 30% men and 70% women, filled half
// and half, so weighting moves the counts; the free texts give the themes of textThemes.spec.

test.describe.configure({ timeout: 300_000 });

const FREQUENCIES = ['Daily', 'Weekly', 'Rarely'];
const FREQUENCY_QUESTION = {
  type: 'Basic',
  text: 'How often do you drink it?',
  options: FREQUENCIES,
} as const satisfies QuestionSpec;

const TEXTS = [
  'Delivery was late again',
  'The delivery came late',
  'Late delivery every week',
  'Great price for the quality',
  'Good price',
  'Fair price',
];
const COMPLETES = 18;

test.use({
  surveySpec: {
    name: 'Report crosstab',
    samplesNeeded: 40,
    questions: [DEFAULT_QUESTION, DRINK_QUESTION, FREQUENCY_QUESTION],
  },
});

test('a weighted crosstab of two banner groups, filtered by a theme, reads right at 1280 and 1024 px', async ({
  page,
  draftSurvey,
}) => {
  const { surveyId } = draftSurvey;
  await page.goto(`/survey/${surveyId}/results`);
  await genderQuotas(page, surveyId, { male: 30, female: 70 });
  await draftSurvey.buy();
  const outcomes = await draftSurvey.completes(COMPLETES, (p, i) => {
    if (p.label === 'A1') return pick(p, i % 2 ? 'Female' : 'Male');
    if (p.label === 'Q1') return text(TEXTS[i % TEXTS.length] ?? '');
    if (p.label === 'Q2') return pick(p, i % 3 ? 'Coffee' : 'Tea');
    if (p.label === 'Q3') return pick(p, FREQUENCIES[i % 3] ?? 'Daily');
    return null;
  });
  expect(outcomes.filter((o) => o === 'complete')).toHaveLength(COMPLETES);

  await page.goto(`/survey/${surveyId}/results`);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByTestId('results-count')).toHaveText(`${COMPLETES} completes`, {
    timeout: 20_000,
  });
  // Filter by the theme of late deliveries (a third of the answers).
  const card = results.getByRole('article', { name: /^Q1 / });
  await card.getByRole('button', { name: 'Themes' }).click();
  await card.getByRole('button', { name: /delivery, late/ }).click();
  await expect(results.getByTestId('results-count')).toHaveText(
    `9 of ${COMPLETES} completes match the filters`,
  );
  await page
    .getByRole('region', { name: 'Results options' })
    .getByRole('group', { name: 'Weighting' })
    .getByRole('button', { name: 'Weighted', exact: true })
    .click();

  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q2 Which drink/ }).click();
  await page.getByRole('combobox', { name: /^Banner/ }).click();
  await page.getByRole('option', { name: /gender/i }).click();
  await page.getByRole('option', { name: /^Q3 How often/ }).click();
  await page.keyboard.press('Escape');

  const table = page.getByRole('table', { name: /^Crosstab: Q2 / });
  await expect(table).toBeVisible();
  const headers = table.getByRole('columnheader');
  // One letter per column across the banner (Male A, Female B, Daily C, ...), never two A's.
  await expect(headers.filter({ hasText: /^Male/ })).toContainText('(A)');
  await expect(headers.filter({ hasText: /^Female/ })).toContainText('(B)');
  await expect(headers.filter({ hasText: /^Daily/ })).toContainText('(C)');
  await expect(headers.filter({ hasText: /^Rarely/ })).toContainText('(E)');
  // The filter is in force and the table is weighted, with the page's weighting line.
  await expect(
    page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'Remove filter Q1: delivery, late' }),
  ).toBeVisible();
  await expect(page.getByTestId('crosstab-weighting-line')).toHaveText(
    /^Weighted: efficiency [\d.]+%, effective base \d+/,
  );

  await shots(page, 'crosstab-report', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'weighted crosstab filtered by a theme');
});
