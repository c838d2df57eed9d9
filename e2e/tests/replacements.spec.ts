import { sql } from '../support/database.ts';
import { checkScreen } from '../support/screenCheck.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 38 §4: a completed survey's speeders excluded on the data-quality dialog are replaced at
// no charge: fielding reopens for them, the header counts usable completes, and the cost menu
// shows the credit. The world comes through the API (12 members complete the 12 bought).

const SAMPLE = 12;
const SPEEDERS = 3;

test.use({ surveySpec: { samplesNeeded: SAMPLE }, fill: { completes: SAMPLE } });
test.describe.configure({ timeout: 180_000 });

test('exclude speeders of a completed survey: replaced at no charge, progress counts usable completes', async ({
  page,
  filledSurvey,
}) => {
  const { surveyId } = filledSurvey;
  // Interview lengths of a fast survey: the first three 0.12 s, the rest 1.4 s, so exactly those
  // three are speeders (under a third of the median).
  await sql(
    `UPDATE complete_quality_flags SET length_ms = CASE WHEN session_id IN (
       SELECT session_id FROM complete_quality_flags WHERE survey_id = $1
       ORDER BY completed_at, session_id LIMIT $2) THEN 120 ELSE 1400 END
     WHERE survey_id = $1`,
    [surveyId, SPEEDERS],
  );

  await page.goto(`/survey/${surveyId}/results`);
  const completes = page.getByTestId('completes');
  await expect(completes).toHaveText(`${SAMPLE} completes`, { timeout: 20_000 });

  await page.getByRole('button', { name: /^Data quality \(\d+ flagged\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Data quality' });
  await dialog.getByRole('button', { name: `Exclude all speeders (${SPEEDERS})` }).click();
  await expect(dialog.getByText(`${SPEEDERS} completes excluded`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Fielding reopened for the replacements: the header counts usable completes only.
  await expect(completes).toHaveText(`${SAMPLE - SPEEDERS} / ${SAMPLE} completes`, {
    timeout: 20_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Completes collected' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(((SAMPLE - SPEEDERS) / SAMPLE) * 100)),
  );

  await page.getByTestId('cost-menu').click();
  const cost = page.getByRole('dialog', { name: 'Cost' });
  await expect(cost.getByTestId('replacement-credit')).toHaveText(
    `${SPEEDERS} completes replaced at no charge`,
  );
  await checkScreen(page, 'cost menu with the replacement credit', 'replacements-cost-credit');
  await page.keyboard.press('Escape');

  // The replacements arrive through the respondent API (as the panel's would): the survey
  // completes again, and the header counts the usable completes.
  const outcomes = await filledSurvey.completes(SPEEDERS, undefined, 'replacement-');
  expect(outcomes).toEqual(Array.from({ length: SPEEDERS }, () => 'complete'));
  await expect(completes).toHaveText(`${SAMPLE} completes`, { timeout: 20_000 });
  await page.getByTestId('cost-menu').click();
  await expect(cost.getByTestId('replacement-credit')).toHaveText(
    `${SPEEDERS} completes replaced at no charge`,
  );
  await checkScreen(page, 'completed survey with replacements', 'replacements-completed');
});
