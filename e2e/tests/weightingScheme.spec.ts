import { pick } from '@survey/testkit/completes';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38 §5 on the screen: the researcher sets weighting targets on the results page. Q1 'Which
// drink?' (Tea, Milk) and Q2 'Which pet?' (Cat, Dog); 30 members answer through the respondent
// API, 21 with a cat (70%). Targets of 50/50 weigh cats 15/21 and dogs 15/9: Kish efficiency
// 30^2 / (30 (21 (5/7)^2 + 9 (5/3)^2)) = 84.0%, effective base 25.2. The survey has no quotas, so
// without targets nothing can be weighted.

test.describe.configure({ timeout: 300_000 });

test.use({
  surveySpec: {
    name: 'Weighting targets',
    samplesNeeded: 30,
    questions: [
      { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] },
      { type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog'] },
    ],
  },
  fill: {
    completes: 30,
    pattern: (page, i) => {
      if (page.title === 'Which pet?') return pick(page, i < 21 ? 'Cat' : 'Dog');
      if (page.title === 'Which drink?') return pick(page, i % 2 ? 'Tea' : 'Milk');
      return null;
    },
  },
});

const LINE = 'Weighted: efficiency 84.0%, effective base 25';

test('targets that do not add up are shown inline and not saved; saved ones weight the page; cleared, nothing weights', async ({
  page,
  researcher,
  filledSurvey,
}) => {
  const { surveyId } = filledSurvey;
  const stored = async () =>
    (
      (await (
        await page.request.get(`/v2/survey-results/api/v1.0/weighting?surveyId=${surveyId}`, {
          headers: { authorization: `Bearer ${researcher.accessToken}` },
        })
      ).json()) as { scheme: unknown }
    ).scheme;
  await page.goto(`/survey/${surveyId}/results`);
  await expect(page.getByTestId('results-count')).toHaveText('30 completes', { timeout: 60_000 });
  const options = page.getByRole('region', { name: 'Results options' });
  const switchGroup = options.getByRole('group', { name: 'Weighting' });
  await expect(switchGroup.getByRole('button', { name: 'Weighted', exact: true })).toBeDisabled();

  await options.getByRole('button', { name: 'Weighting targets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weighting targets' });
  const petRow = dialog.getByRole('checkbox', { name: 'Weight to Q2 Which pet?' });
  await expect(petRow).not.toBeChecked();
  await petRow.check();
  // Prefilled from the sample's own shares (a questionnaire question has no census figures).
  await expect(dialog.getByText('Prefilled from this sample')).toBeVisible();
  const cat = dialog.getByRole('textbox', { name: 'Cat target %' });
  const dog = dialog.getByRole('textbox', { name: 'Dog target %' });
  await expect(cat).toHaveValue('70');
  await expect(dog).toHaveValue('30');
  await cat.fill('50');
  await dog.fill('49');
  const problem = 'The targets of Q2 add up to 99%, not 100%.';
  await expect(dialog.getByText(problem)).toBeVisible();
  await expect(dialog.getByText('Total 99%')).toBeVisible();
  await expect(dog).toHaveAccessibleDescription(problem);
  await checkScreen(page, 'weighting targets with a problem', 'weighting-targets-problem');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(problem)).toBeVisible();
  expect(await stored()).toBeNull();

  // By keyboard: the floor field, then fix the dog's target and save.
  await dog.fill('50');
  await expect(dialog.getByText(problem)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Smallest weight (times the mean)' }).fill('0.3');
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('weighting-outcome')).toHaveText(
    `Weighting targets saved. ${LINE}`,
  );
  expect(await stored()).toEqual({
    targets: [{ questionId: expect.any(String), percents: expect.any(Object) }],
    cap: 5,
    floor: 0.3,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The page now shows weighted results: the switch on, the line, the pet card at 50/50.
  await expect(switchGroup.getByRole('button', { name: 'Weighted', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('weighting-line')).toHaveText(LINE);
  const petCard = page.getByRole('article', { name: /^Q2 / });
  await petCard.getByRole('button', { name: 'Table' }).click();
  await expect(petCard.getByRole('row', { name: /^Cat / })).toContainText('50');
  await expect(petCard.getByRole('row', { name: /^Dog / })).toContainText('50');

  // Opened again: the saved targets; cleared, the survey has nothing to weight to.
  await options.getByRole('button', { name: 'Weighting targets' }).click();
  await expect(petRow).toBeChecked();
  await expect(cat).toHaveValue('50');
  await dialog.getByRole('button', { name: 'Clear targets' }).click();
  await expect(dialog.getByTestId('weighting-outcome')).toHaveText(
    'Weighting targets cleared. This survey has no quotas to weight to.',
  );
  expect(await stored()).toBeNull();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(switchGroup.getByRole('button', { name: 'Weighted', exact: true })).toBeDisabled();
});
