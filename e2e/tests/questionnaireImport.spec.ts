import type { Locator, Page } from '@playwright/test';
import type { Researcher } from '@survey/testkit/world';
import { scrollToCard } from '../support/editorCards.ts';
import { expect, test } from '../support/fixtures.ts';

// Spec 2 §2/§4 Import, piping and rich-text titles in the questionnaire editor.

test.describe.configure({ timeout: 120_000 });

const SAVED = 'All changes saved';

function card(page: Page, label: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
}

function title(scope: Locator): Locator {
  return scope.getByRole('textbox', { name: 'Question', exact: true });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({
    timeout: 15_000,
  });
}

/** A project whose survey has single-select questions (and a fork after them) made through the API. */
async function projectWithQuestions(
  researcher: Researcher,
  name: string,
  texts: string[],
  fork = false,
): Promise<string> {
  const survey = await researcher.survey({
    name,
    questions: texts.map((text) => ({ type: 'Basic', text, options: ['Yes', 'No'] })),
  });
  if (fork) {
    await researcher.gql(
      'questionnaire',
      `mutation ($questionnaireId: ID!, $position: Int!) {
        addFork(questionnaireId: $questionnaireId, position: $position, defaultBranchCount: 2) { version }
      }`,
      { questionnaireId: survey.questionnaireId, position: texts.length },
    );
  }
  return survey.surveyId;
}

test('imports two questions from another project, pipes an answer and bolds a word', async ({
  page,
  researcher,
}) => {
  await projectWithQuestions(
    researcher,
    'Source survey',
    ['Which drink?', 'Which snack?', 'Why?'],
    true,
  );
  const surveyId = await projectWithQuestions(researcher, 'Import target', ['Where do you live?']);
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Import target' })).toBeVisible({
    timeout: 15_000,
  });

  // 'Add question beneath' Q1: the imported entries go right after it.
  await card(page, 'Q1').getByRole('button', { name: 'Add question beneath' }).click();
  await page.getByRole('menuitem', { name: 'Import questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from existing survey' });
  await expect(dialog.getByRole('button', { name: 'Source survey' })).toBeVisible();
  // The project being edited is not offered.
  await expect(dialog.getByRole('button', { name: 'Import target' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Source survey' }).click();
  const entries = dialog.getByRole('group', { name: 'Questions to import' });
  await expect(entries.getByRole('checkbox')).toHaveCount(3);
  await expect(entries.getByText('Single select')).toHaveCount(3);
  // Forks are not importable, so not listed.
  await expect(entries.getByText(/Fork/)).toHaveCount(0);
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await expect(dialog.getByText('3 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Deselect all' }).click();
  await entries.getByRole('checkbox', { name: /Which drink\?/ }).check();
  await entries.getByRole('checkbox', { name: /Which snack\?/ }).check();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await importButton.click();
  await expect(dialog).toHaveCount(0);

  const order = ['Where do you live?', 'Which drink?', 'Which snack?'];
  for (const [i, text] of order.entries())
    await expect(title(card(page, `Q${i + 1}`))).toHaveText(text);
  await expectSaved(page);
  await page.reload();
  for (const [i, text] of order.entries()) {
    // Q3 lies below the cards the list mounts: scrolled into view as a user does.
    await scrollToCard(page, `Q${i + 1}`);
    await expect(title(card(page, `Q${i + 1}`))).toHaveText(text, { timeout: 15_000 });
  }

  // Pipe Q1's answer into Q2's title (at its end: the title was not edited).
  const q2 = card(page, 'Q2');
  await q2.getByRole('button', { name: 'Actions for Q2' }).click();
  await page.getByRole('menuitem', { name: 'Pipe into question title' }).click();
  await page
    .getByRole('menu', { name: 'Answer to quote' })
    .getByRole('menuitem', { name: /Q1/ })
    .click();
  await expect(title(q2)).toHaveText('Which drink?[Q1]');
  await title(q2).click();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByText('Which drink?[Q1]')).toBeVisible({ timeout: 10_000 });

  await expectSaved(page);
  const q1 = card(page, 'Q1');

  // Select the first word by keyboard, bold it with the toolbar and italicise it by shortcut.
  // Under load the closing pipe menu hands focus back to its button late: wait until the title
  // holds focus and the word is selected, as a user would see before pressing Bold.
  await expect(async () => {
    await title(q1).click();
    await expect(title(q1)).toBeFocused({ timeout: 1_000 });
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+Control+ArrowRight');
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe('Where');
  }).toPass({ timeout: 15_000 });
  await q1.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Control+i');
  await expect(title(q1).locator('strong')).toHaveCount(1);
  await expect(title(q1).locator('em')).toHaveCount(1);
  await expectSaved(page);
  await page.screenshot({ path: '.test-results/import-editor-1280.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: '.test-results/import-editor-1024.png' });

  await page.reload();
  await expect(title(card(page, 'Q2'))).toHaveText('Which drink?[Q1]', { timeout: 15_000 });
  await expect(card(page, 'Q2').locator('[data-pipe]')).toHaveText('[Q1]');
  const bold = title(card(page, 'Q1')).locator('strong');
  await expect(bold).toHaveCount(1);
  await expect(bold).toHaveText(/^Where\s?$/);
  await expect(title(card(page, 'Q1')).locator('em')).toHaveText(/^Where\s?$/);
  await expect(title(card(page, 'Q1'))).toHaveText('Where do you live?');
});

test('says so when the account has no other project', async ({ page, researcher }) => {
  const { surveyId } = await researcher.survey({ name: 'Only project', questions: [] });
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Only project' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Import questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from existing survey' });
  await expect(dialog.getByText('There are no other projects in this account')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The first question has nothing earlier to quote.
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Single select', exact: true }).click();
  await card(page, 'Q1').getByRole('button', { name: 'Actions for Q1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pipe into question title' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Spec 2 §5: a multi-line paste into the (rich-text) title still splits into title and options.
  await title(card(page, 'Q1')).evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, 'Favourite fruit?\n• Apple\n• Pear\n');
  await expect(title(card(page, 'Q1'))).toHaveText('Favourite fruit?');
  await expect(card(page, 'Q1').getByRole('textbox', { name: 'Option 2' })).toHaveValue('Pear');

  // Spec 3 §2: the header kebab offers the export (exportsOffice.spec.ts downloads it).
  await page.getByRole('button', { name: 'More survey actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export survey (.doc)' })).toBeEnabled();
});
