import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpThroughUi } from '../support/auth.ts';
import { createProjectViaApi } from '../support/graphql.ts';

// Spec 2 §2-§5, spec 3 §4: the questionnaire editor, built through the UI only.

test.describe.configure({ timeout: 40_000 });

const SAVED = 'All changes saved';

async function openEditor(page: Page, name: string): Promise<string> {
  await signUpThroughUi(page);
  const surveyId = await createProjectViaApi(page, name);
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
  return surveyId;
}

async function addFromFooter(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}

function card(page: Page, label: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({
    timeout: 15_000,
  });
}

test('builds a card of each type, and a reload shows the same questionnaire', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  await openEditor(page, 'Editor build');
  await expect(page.getByText('Add your first survey question')).toBeVisible();
  await expect(page.getByText('Writing your survey')).toBeVisible();
  await expect(page.getByRole('button', { name: 'To confirmation' })).toBeDisabled();

  await addFromFooter(page, 'Single select');
  const q1 = card(page, 'Q1');
  await q1.getByRole('textbox', { name: 'Question', exact: true }).fill('Which pets do you have?');
  await q1.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Cat');
  await q1.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Dog');
  await q1.getByRole('button', { name: 'Add response' }).click();
  await q1.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Fish');
  await q1.getByRole('checkbox', { name: "Don't know" }).check();

  await addFromFooter(page, 'Free text');
  const q2 = card(page, 'Q2');
  await q2.getByRole('textbox', { name: 'Question', exact: true }).fill('Anything else?');

  await addFromFooter(page, 'Text instruction');
  const t1 = card(page, 'T1');
  await t1.getByRole('textbox', { name: 'Title', exact: true }).fill('Thank you');

  await expectSaved(page);
  await page.screenshot({ path: '/tmp/shots/editor-1280.png' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editor build' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    card(page, 'Q1').getByRole('textbox', { name: 'Question', exact: true }),
  ).toHaveValue('Which pets do you have?');
  await expect(
    card(page, 'Q1').getByRole('textbox', { name: 'Option 3', exact: true }),
  ).toHaveValue('Fish');
  await expect(card(page, 'Q1').getByRole('checkbox', { name: "Don't know" })).toBeChecked();
  await expect(
    card(page, 'Q2').getByRole('textbox', { name: 'Question', exact: true }),
  ).toHaveValue('Anything else?');
  await expect(card(page, 'T1').getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Thank you',
  );
  await expect(page.getByRole('button', { name: 'To confirmation' })).toBeEnabled();
});
