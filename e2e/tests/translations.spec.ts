import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 37 §1: a questionnaire's languages. The researcher adds German, translates a card in the
// editor, sees what is left shrink, exports the texts for a translator (xlsx), imports a file with
// one bad line and reads the report (nothing imported), and previews the survey in German.

test.describe.configure({ timeout: 150_000 });

test.use({
  surveySpec: {
    questions: [{ type: 'Basic', text: 'Which drink do you prefer?', options: ['Tea', 'Coffee'] }],
  },
});

test('add German, translate a card, export and import, preview in German', async ({
  page,
  draftSurvey,
}) => {
  await page.goto(`/survey/${draftSurvey.surveyId}/questionnaire`);
  await page.getByRole('combobox', { name: 'Add a language' }).click();
  await page.getByRole('option', { name: 'German' }).click();
  await page.getByRole('button', { name: 'Add language' }).click();

  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveText('German');
  const todo = page.getByRole('navigation', { name: 'Texts to translate' });
  await expect(todo.getByRole('heading')).toHaveText('3 texts to translate or review');
  await expect(page.getByRole('status').filter({ hasText: 'missing' })).toHaveText(
    '3 missing · 0 to review',
  );
  await checkScreen(page, 'editor in a translation language', 'translations-german');

  // The list jumps to the text; the translation is saved when the field loses focus.
  await todo.getByRole('button', { name: 'Q1 title' }).click();
  const title = page.getByRole('textbox', { name: 'Q1 title' });
  await expect(title).toBeFocused();
  await title.fill('Welches Getränk bevorzugen Sie?');
  await page.getByRole('textbox', { name: 'Q1 option 1' }).fill('Tee');
  await page.getByRole('textbox', { name: 'Q1 option 2' }).focus();
  await expect(todo.getByRole('heading')).toHaveText('1 text to translate or review');
  await expect(todo.getByRole('button', { name: 'Q1 title' })).toHaveCount(0);

  // The preview follows the language switch: the German texts, the runner's own texts in German.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.locator('[lang="de"]')).toContainText('Welches Getränk bevorzugen Sie?');

  // Export for a translator: id, base text, translation, state.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('questionnaire-de.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(await readFile(await download.path())).buffer);
  const sheet = book.worksheets[0]!;
  const row = (r: number) => [1, 2, 3, 4].map((c) => sheet.getRow(r).getCell(c).text);
  expect(row(1)).toEqual(['Id', 'Base text', 'Translation', 'State']);
  expect(row(2).slice(1)).toEqual([
    'Which drink do you prefer?',
    'Welches Getränk bevorzugen Sie?',
    'done',
  ]);
  expect(row(4).slice(1)).toEqual(['Coffee', '', 'missing']);

  // The translator's file: the missing option translated, and one line whose id is unknown.
  sheet.getRow(4).getCell(3).value = 'Kaffee';
  sheet.addRow(['q.unknown.title', 'Hello', 'Hallo', 'missing']);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  await page.getByLabel('Translations file').setInputFiles({
    name: 'questionnaire-de.xlsx',
    mimeType: 'application/octet-stream',
    buffer: file,
  });
  const problems = page.getByRole('list', { name: 'Import problems' });
  await expect(problems).toHaveText('Line 5: The questionnaire has no text q.unknown.title');
  await expect(page.getByText('Nothing was imported: the file has 1 problem.')).toBeVisible();
  await expect(todo.getByRole('heading')).toHaveText('1 text to translate or review');
  await checkScreen(page, 'translations import refused', 'translations-import-report');

  sheet.spliceRows(5, 1);
  await page.getByLabel('Translations file').setInputFiles({
    name: 'questionnaire-de.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(page.getByText('Imported 3 translations.')).toBeVisible();
  await expect(todo.getByRole('heading')).toHaveText('Every text is translated');
  await expect(page.getByRole('textbox', { name: 'Q1 option 2' })).toHaveValue('Kaffee');
});
