import type { Page } from '@playwright/test';
import { pick } from '@survey/testkit/completes';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { convertWithSoffice } from '../../apps/web/src/features/exports/files/testing/officeReader.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38 §5 on the screen: the researcher sets 99% (95% lower case) and a Bonferroni correction
// on a crosstab; the letters change at once and the legend says what they mean; the table is saved
// with them; a reload keeps them; the .xlsx says them under its letters. 90 members answer through
// the respondent API so that the letters are known:
// Q1 'Which drink?' (Tea, Milk) by Q2 'Which pet?' (Cat A, Dog B, Fish C), 30 each. Tea: Cat 70%,
// Dog 40%, Fish 50%. Cat vs Dog p = 0.0195: 'B' at 95%, 'b' at 99% with 95% second, none with
// Bonferroni over the group's 3 pairs (p 0.0585).

test.describe.configure({ timeout: 300_000 });

const PETS = ['Cat', 'Dog', 'Fish'];
const TEAS: Record<string, number> = { Cat: 21, Dog: 12, Fish: 15 };
const pet = (i: number) => PETS[Math.floor(i / 30)] as string;

test.use({
  surveySpec: {
    name: 'Significance options',
    samplesNeeded: 90,
    questions: [
      { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] },
      { type: 'Basic', text: 'Which pet?', options: PETS },
    ],
  },
  fill: {
    completes: 90,
    pattern: (page, i) => {
      if (page.title === 'Which pet?') return pick(page, pet(i));
      if (page.title === 'Which drink?')
        return pick(page, i % 30 < (TEAS[pet(i)] ?? 0) ? 'Tea' : 'Milk');
      return null;
    },
  },
});

/** The letters of the Tea row: Total, Cat, Dog, Fish. */
async function teaLetters(page: Page): Promise<string[]> {
  // By its label, not its role: while the Significance panel is open the page behind is aria-hidden.
  const row = page
    .locator('table[aria-label^="Crosstab: Q1 "]')
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: /^Tea$/ }) });
  return row
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => (td.lastElementChild?.textContent ?? '').trim()));
}

test('99% with a Bonferroni correction: the letters change, the table is saved with them, a reload and the xlsx keep them', async ({
  page,
  researcher,
  filledSurvey,
}) => {
  const { surveyId } = filledSurvey;
  const summary = (await (
    await page.request.post(`/v2/survey-results/api/v1.0/summary`, {
      headers: { authorization: `Bearer ${researcher.accessToken}` },
      data: { surveyId, responseFilters: [] },
    })
  ).json()) as { results: { id: string; text: string }[] };
  const ref = (text: string) => ({
    questionId: summary.results.find((e) => e.text === text)?.id,
    matrixTitleId: null,
  });
  const table = JSON.stringify({
    row: ref('Which drink?'),
    banner: [ref('Which pet?')],
    nets: [],
    boxes: false,
  });
  await page.goto(`/survey/${surveyId}/results?view=crosstab&table=${encodeURIComponent(table)}`);

  const legend = page.getByTestId('crosstab-letters-legend');
  await expect(legend).toHaveText(
    'Letters: significantly higher than that column at 95% (upper case) or 90% (lower case).',
    { timeout: 30_000 },
  );
  await expect.poll(() => teaLetters(page)).toEqual(['', 'B', '', '']);

  // The options, by keyboard-reachable selects in the Significance panel.
  await page.getByRole('button', { name: 'Significance: 95% / 90%' }).click();
  const panel = page.getByRole('dialog', { name: 'Significance options' });
  await panel.getByRole('combobox', { name: 'Upper-case letters' }).click();
  await page.getByRole('option', { name: '99%' }).click();
  await panel.getByRole('combobox', { name: 'Lower-case letters' }).click();
  await page.getByRole('option', { name: '95%' }).click();
  await expect.poll(() => teaLetters(page)).toEqual(['', 'b', '', '']);
  await panel.getByRole('combobox', { name: 'Correction' }).click();
  await page.getByRole('option', { name: 'Bonferroni' }).click();
  await expect(legend).toHaveText(
    'Upper case: 99%, lower case: 95%, Bonferroni-corrected. A letter: higher than the column with that letter, in the same group.',
  );
  await expect.poll(() => teaLetters(page)).toEqual(['', '', '', '']);
  await checkScreen(page, 'crosstab significance options open', 'crosstab-significance-options');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('button', { name: 'Significance: 99% / 95%, Bonferroni' }),
  ).toBeFocused();

  // Saved with the table: the saved definition carries them.
  await page.getByRole('button', { name: 'Save table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save table' });
  await dialog.getByLabel('Table name').fill('Strict tea');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = (await (
    await page.request.get(`/v2/survey-results/api/v1.0/crosstabs?surveyId=${surveyId}`, {
      headers: { authorization: `Bearer ${researcher.accessToken}` },
    })
  ).json()) as { name: string; definition: { significance: unknown } }[];
  expect(saved.map((t) => [t.name, t.definition.significance])).toEqual([
    ['Strict tea', { level: 99, lowerLevel: 95, comparison: 'pairs', correction: 'bonferroni' }],
  ]);

  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Significance: 99% / 95%, Bonferroni' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(legend).toContainText('Upper case: 99%, lower case: 95%, Bonferroni-corrected.');
  await expect.poll(() => teaLetters(page)).toEqual(['', '', '', '']);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .xlsx' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toContain('Strict tea');
  const csv = await convertWithSoffice(
    await readFile(await xlsx.path()),
    'xlsx',
    'csv:Text - txt - csv (StarCalc):44,34,76',
    'csv',
  );
  const sheet: string[][] = parse(csv.toString('utf8').replace(/^\uFEFF/, ''), {
    relax_column_count: true,
  });
  expect(sheet.map((r) => r[0])).toContain(
    'Upper case: 99%, lower case: 95%, Bonferroni-corrected. A letter: higher than the column with that letter, in the same group.',
  );
});
