import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { DRINK_QUESTION, drinkAndTextFill, THEMED_ANSWERS } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 26 §4: the themes of a free-text question on its results card, and a theme as a filter.
// Respondents answer through the respondent API with free texts the test chooses, so the themes are
// known: 'delivery, late' (3 of 7), 'price' (3 of 7) and Other (1).

test.describe.configure({ timeout: 300_000 });

test.use({
  surveySpec: {
    name: 'Themes of free text',
    samplesNeeded: 20,
    questions: [DEFAULT_QUESTION, DRINK_QUESTION],
  },
  fill: drinkAndTextFill(THEMED_ANSWERS),
});

test('a free-text card shows its themes, and a theme filters the results like an option', async ({
  page,
  filledSurvey,
}) => {
  const { surveyId } = filledSurvey;
  await page.goto(`/survey/${surveyId}/results`);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByTestId('results-count')).toHaveText('7 completes', { timeout: 20_000 });
  const card = results.getByRole('article').first();
  await card.getByRole('button', { name: 'Themes' }).click();
  const themes = card.getByRole('list', { name: 'Q1 themes' });
  const rows = themes.getByTestId('text-theme');
  await expect(rows).toHaveCount(3);
  await expect(rows.getByTestId('theme-label')).toHaveText(['delivery, late', 'price', 'Other']);
  await expect(rows.getByTestId('theme-count')).toHaveText(['3 · 42.9%', '3 · 42.9%', '1 · 14.3%']);
  await expect(rows.first()).toContainText('“Delivery was late again”');

  // Keyboard: the theme is a toggle button reached with Tab and pressed with Enter.
  const delivery = themes.getByRole('button', { name: /delivery, late/ });
  await delivery.focus();
  await page.keyboard.press('Enter');
  await expect(delivery).toHaveAttribute('aria-pressed', 'true');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(
    filters.getByRole('button', { name: 'Remove filter Q1: delivery, late' }),
  ).toBeVisible();
  await expect(results.getByTestId('results-count')).toHaveText(
    '3 of 7 completes match the filters',
  );
  const drinkCard = results.getByRole('article').nth(1);
  await expect(drinkCard.getByTestId('answered')).toHaveText('n = 3 of 7');
  await expect(rows.getByTestId('theme-count').first()).toHaveText('3 · 100.0%');

  // A crosstab filtered by the theme: its download names the theme by its words (issue 35 §1),
  // not as an option no longer in the survey.
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q2 Which drink/ }).click();
  await expect(page.getByRole('table', { name: /^Crosstab: Q2 / })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .xlsx' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const notes: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => notes.push(String(row.getCell(1).value)));
  expect(notes).toContain("Filter: Q1 What do you think of it?: theme 'delivery, late'");
  await page.getByRole('tab', { name: 'Charts' }).click();

  // Removing the chip (Delete on it, as for an option's chip) removes the filter.
  await filters.getByRole('button', { name: 'Remove filter Q1: delivery, late' }).press('Delete');
  await expect(results.getByTestId('results-count')).toHaveText('7 completes');
  await expect(delivery).toHaveAttribute('aria-pressed', 'false');
});
