import type { Answer } from '@survey/domain/respondent/answers';
import { pick } from '@survey/testkit/completes';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38 §2 (s24-loopres): a looped card across its loop items on the results page, counted in
// iterations, and split by loop item in a crosstab. The survey, its loop and the completes are
// made through the API (testkit); what this spec clicks is the results page.

test.describe.configure({ timeout: 300_000 });

const BRANDS = ['Brand A', 'Brand B', 'Brand C'];
/** Brands chosen by completes 0..3 (7 iterations); ratings Good for even completes, else Bad. */
const CHOSEN = [
  ['Brand A', 'Brand B'],
  ['Brand A'],
  ['Brand B', 'Brand C'],
  ['Brand A', 'Brand C'],
];

test('a looped card counted in iterations, and a crosstab of it by loop item', async ({
  page,
  researcher,
}) => {
  const survey = await researcher.survey({
    name: 'Brand ratings',
    questions: [
      { type: 'Basic', multiple: true, text: 'Which brands do you buy?', options: BRANDS },
      { type: 'Basic', text: 'How do you rate it?', options: ['Good', 'Bad'] },
    ],
  });
  await survey.loopSection({
    name: 'Per brand',
    cards: ['How do you rate it?'],
    source: 'Which brands do you buy?',
    maxIterations: 3,
  });
  await survey.buy();
  await survey.completes(CHOSEN.length, (p, i): Answer | null => {
    if (p.title === 'Which brands do you buy?') {
      const ids = (CHOSEN[i] ?? []).map((b) => p.options.find((o) => o.label === b)?.id ?? '');
      return { kind: 'choice', selected: ids, texts: {} };
    }
    if (p.title === 'How do you rate it?') return pick(p, i % 2 === 0 ? 'Good' : 'Bad');
    return null;
  });

  await page.goto(`/survey/${survey.surveyId}/results`);
  const stacked = page.getByRole('article', { name: /^Q2 How do you rate it\?$/ });
  await expect(stacked.getByTestId('answered')).toHaveText('n = 7 iterations (4 respondents)', {
    timeout: 30_000,
  });
  await expect(page.getByRole('article', { name: /^Q2_L1 How do you rate it\?$/ })).toBeVisible();
  await stacked.scrollIntoViewIfNeeded();
  await checkScreen(page, 'results: a looped card across its items', 'loop-results-card');

  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q2 How do you rate it/ }).click();
  await page.getByRole('combobox', { name: /^Banner/ }).click();
  await page.getByRole('option', { name: /^S1_items Loop items/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('crosstab-iterations')).toHaveText(
    'Base: 7 iterations (4 respondents)',
    { timeout: 15_000 },
  );
  for (const brand of BRANDS) {
    await expect(
      page.getByRole('columnheader', { name: new RegExp(`Loop item: ${brand}`) }),
    ).toBeVisible();
  }
  await page.getByTestId('crosstab-iterations').scrollIntoViewIfNeeded();
  await checkScreen(page, 'crosstab: a looped card by loop item', 'loop-results-crosstab');
});
