import { pick } from '@survey/testkit/completes';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38 §3: a quota on an answer in the survey, added on the question's card in the editor;
// respondents complete through the API until the cell is full, a respondent in the runner who
// picks the full answer ends as quota full, and the results page shows the cell full beside the
// audience's quotas. The survey is built and bought through the API (testkit).

test.describe.configure({ timeout: 300_000 });

const NAME = 'Brand quota';
const BRAND = 'Which brand do you buy?';

test.use({
  surveySpec: {
    name: NAME,
    samplesNeeded: 10,
    questions: [
      { type: 'Basic', text: BRAND, options: ['Acme', 'Bolt', 'Core'] },
      DEFAULT_QUESTION,
    ],
  },
});

test('a quota on an answer: set in the editor, full after its target, a runner respondent ends as quota full, results show it full', async ({
  page,
  draftSurvey,
}) => {
  const { surveyId } = draftSurvey;
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('article', { name: `Q1 ${BRAND}` });
  await card.getByRole('button', { name: 'Add quota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quota on Q1' });
  const cell = dialog.getByRole('group', { name: 'Cell 1' });
  await cell.getByRole('checkbox', { name: 'Acme' }).check();
  await checkScreen(page, 'editor: the quota dialog of a question', 'answer-quota-dialog');
  // No target yet: the dialog says so and stays open.
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a target for cell 1');
  await cell.getByRole('spinbutton', { name: 'Cell 1 target' }).fill('2');
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Quota: Acme: 2')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });

  // Bought, then two members answer Acme through the respondent API: the cell is full.
  expect(await draftSurvey.buy()).toBe('Live');
  const acme = await draftSurvey.completes(2, (p) => (p.label === 'Q1' ? pick(p, 'Acme') : null));
  expect(acme).toEqual(['complete', 'complete']);

  // A respondent in the runner picks Acme and ends as quota full.
  await page.goto(draftSurvey.panelLink('runner-acme'));
  await expect(page.getByRole('heading', { level: 1, name: BRAND })).toBeVisible();
  await page.getByRole('radio', { name: 'Acme' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your time' }),
  ).toBeVisible();
  await expect(
    page.getByText('This survey already has enough answers from people like you'),
  ).toBeVisible();

  // The results page: the cell full, beside the audience's quotas.
  await page.goto(`/survey/${surveyId}/results`);
  const quota = page.getByRole('region', { name: `Q1 ${BRAND} quotas` });
  await expect(quota).toBeVisible({ timeout: 60_000 });
  await expect(quota.getByTestId('answer-quota-cell')).toHaveText(['Acme2 / 2 · Full']);
  await expect(
    quota.getByRole('progressbar', { name: 'Acme: 2 / 2 (quota count), full' }),
  ).toBeVisible();
  await quota.scrollIntoViewIfNeeded();
  await checkScreen(page, 'results: a quota on an answer, its cell full', 'answer-quota-results');
});
