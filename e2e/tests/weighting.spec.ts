import type { Locator } from '@playwright/test';
import { ROUNDED_COUNTS_NOTE } from '@survey/domain/results/weightingLine';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';
import { shots } from '../support/screenshots.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';
import { genderQuotas } from '../support/genderAudience.ts';

// Issue 26 §2: the Weighted / Unweighted switch on the results page. A survey with gender quotas
// of 30% men and 70% women is filled by panel members through the respondent API, half of them
// men, so weighting moves the gender counts towards the targets.

test.describe.configure({ timeout: 400_000 });

const SAMPLE = 40;
const COMPLETES = 16;

/** The card's table as text, one array per row (the figures a user reads). */
async function tableRows(article: Locator): Promise<string[][]> {
  await article.getByRole('button', { name: 'Table' }).click();
  const rows = article.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')),
  );
  await article.getByRole('button', { name: 'Chart' }).click();
  return all.slice(1);
}

test('weighted results: the switch changes the counts, shows efficiency and effective base, and survives a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Weighting journey', SAMPLE);
  await genderQuotas(page, surveyId, { male: 30, female: 70 });
  await buyViaApi(page, surveyId);
  // Within the quotas, half men and half women: 8 of 12 men's places and 8 of 28 women's.
  await completesWithinQuotas(page, surveyId, COMPLETES);
  const completes = COMPLETES;

  await page.goto(`/survey/${surveyId}/results`);
  await expect(page.getByTestId('results-count')).toHaveText(`${completes} completes`, {
    timeout: 60_000,
  });
  const options = page.getByRole('region', { name: 'Results options' });
  const weighting = options.getByRole('group', { name: 'Weighting' });
  await expect(weighting.getByRole('button', { name: 'Unweighted' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('weighting-line')).toHaveCount(0);
  const gender = page.getByRole('article', { name: /^A1 / });
  const unweighted = await tableRows(gender);
  expect(unweighted.length).toBeGreaterThanOrEqual(2);

  // The card shown as a table stays a table when weighting switches (issue 35 §1).
  await gender.getByRole('button', { name: 'Table' }).click();
  await weighting.getByRole('button', { name: 'Weighted', exact: true }).click();
  await expect(page).toHaveURL(/[?&]weighted=1/);
  const line = page.getByTestId('weighting-line');
  await expect(line).toHaveText(/^Weighted: efficiency [\d.]+%, effective base [\d,]+$/, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('weighting-rounded')).toHaveText(ROUNDED_COUNTS_NOTE);
  await expect(gender.getByRole('button', { name: 'Table' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Its counts are sums of weights, and its header says so.
  await expect(gender.getByRole('columnheader')).toHaveText(['Option', 'Weighted count', 'Share']);
  await gender.getByRole('button', { name: 'Chart' }).click();
  await expect
    .poll(async () => JSON.stringify(await tableRows(gender)))
    .not.toBe(JSON.stringify(unweighted));
  // Weighted shares meet the quota targets (30% men, 70% women) as far as the sample allows.
  const weighted = await tableRows(gender);
  const shares = weighted.map((row) => Number(/([\d.]+)%/.exec(row[2] ?? '')?.[1]));
  expect(shares.some((s) => Math.abs(s - 30) < 1)).toBe(true);
  expect(shares.some((s) => Math.abs(s - 70) < 1)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'results page, weighted');
  await shots(page, 'weighting', { fullPage: true });

  await page.reload();
  await expect(page.getByTestId('weighting-line')).toHaveText(/^Weighted: efficiency/, {
    timeout: 60_000,
  });
  await expect(
    page
      .getByRole('region', { name: 'Results options' })
      .getByRole('group', { name: 'Weighting' })
      .getByRole('button', { name: 'Weighted', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await tableRows(page.getByRole('article', { name: /^A1 / }))).toEqual(weighted);

  // Back to unweighted: the counts as collected, the line gone, the address without the flag.
  await page
    .getByRole('region', { name: 'Results options' })
    .getByRole('group', { name: 'Weighting' })
    .getByRole('button', { name: 'Unweighted' })
    .click();
  await expect(page.getByTestId('weighting-line')).toHaveCount(0);
  await expect(page).not.toHaveURL(/weighted=1/);
  await expect
    .poll(async () => JSON.stringify(await tableRows(page.getByRole('article', { name: /^A1 / }))))
    .toBe(JSON.stringify(unweighted));

  // A weighted crosstab says the same weighting line as the cards (issue 35 §1), not 'Weighted'
  // without its efficiency.
  await page
    .getByRole('region', { name: 'Results options' })
    .getByRole('group', { name: 'Weighting' })
    .getByRole('button', { name: 'Weighted', exact: true })
    .click();
  await expect(line).toHaveText(/^Weighted: efficiency/, { timeout: 60_000 });
  const summaryLine = await line.textContent();
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^A1 / }).click();
  await expect(page.getByTestId('crosstab-weighting-line')).toHaveText(summaryLine ?? '');
  await expect(page.getByTestId('crosstab-weighting-rounded')).toHaveText(ROUNDED_COUNTS_NOTE);
});

test.describe('a live survey without quotas', () => {
  test.use({ surveySpec: { name: 'No quotas to weight to', samplesNeeded: 10 } });

  test('without quotas the switch is disabled and says why', async ({ page, liveSurvey }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { surveyId } = liveSurvey;
    await page.goto(`/survey/${surveyId}/results`);
    const weighting = page
      .getByRole('region', { name: 'Results options' })
      .getByRole('group', { name: 'Weighting' });
    await expect(weighting.getByRole('button', { name: 'Weighted', exact: true })).toBeDisabled({
      timeout: 60_000,
    });
    await expect(weighting).toHaveAccessibleDescription('This survey has no quotas to weight to.');
  });
});
