import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { DRINK_QUESTION, drinkAndTextFill, THEMED_ANSWERS } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';

// The sidebar's filters are kept in the address (`filters=`, with the chosen themes' words in
// `themes=`) like the view, Weighted and the crosstab: a reload or a link opened in another tab
// shows the same filtered results, theme chips named by their words. Completes answer through the
// respondent API with texts the test chooses, so the counts and the theme are known.

test.describe.configure({ timeout: 180_000 });

test.use({
  surveySpec: { name: 'Filters in the address', questions: [DEFAULT_QUESTION, DRINK_QUESTION] },
  fill: drinkAndTextFill(THEMED_ANSWERS.slice(0, 6)),
});

test('filters and a theme filter survive a reload and a link opened in another tab', async ({
  page,
  context,
  filledSurvey,
}) => {
  const { surveyId } = filledSurvey;
  await page.goto(`/survey/${surveyId}/results`);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  const count = results.getByTestId('results-count');
  await expect(count).toHaveText('6 completes', { timeout: 20_000 });

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Coffee' }).check();
  await expect(count).toHaveText('3 of 6 completes match the filters');
  const card = results.getByRole('article').first();
  await card.getByRole('button', { name: 'Themes' }).click();
  await card.getByRole('button', { name: /delivery, late/ }).click();
  await expect(count).toHaveText('2 of 6 completes match the filters');
  await expect(page).toHaveURL(/[?&]filters=/);

  const chips = [
    filters.getByRole('button', { name: 'Remove filter Q2: Coffee' }),
    filters.getByRole('button', { name: 'Remove filter Q1: delivery, late' }),
  ];
  await page.reload();
  await expect(count).toHaveText('2 of 6 completes match the filters', { timeout: 20_000 });
  for (const chip of chips) await expect(chip).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();

  // The same address in another tab of the same researcher.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(
    other.getByRole('region', { name: 'Results', exact: true }).getByTestId('results-count'),
  ).toHaveText('2 of 6 completes match the filters', { timeout: 20_000 });

  // Removing the theme's chip takes its words out of the address; clearing takes the filters.
  await chips[1]?.press('Delete');
  await expect(count).toHaveText('3 of 6 completes match the filters');
  await expect(page).not.toHaveURL(/[?&]themes=/);
  await filters.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(count).toHaveText('6 completes');
  await expect(page).not.toHaveURL(/[?&]filters=/);
});

test('an address with filters this page could not have written shows the results unfiltered', async ({
  page,
  filledSurvey,
}) => {
  await page.goto(
    `/survey/${filledSurvey.surveyId}/results?filters=%5B%7B%22questionId%22%3A7%7D%5D`,
  );
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByTestId('results-count')).toHaveText('6 completes', { timeout: 20_000 });
  await expect(
    page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: /^Remove filter/ }),
  ).toHaveCount(0);
});
