import type { Locator, Page } from '@playwright/test';
import type { QuestionSpec } from '@survey/testkit/survey';
import type { Researcher } from '@survey/testkit/world';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Spec 2 §4-§5, §9: display logic on a card, skip logic and masking on an option, through the UI.
// The cards that take the logic start built through the API (testkit); the logic is set in the UI.

test.describe.configure({ timeout: 150_000 });

const NAME = 'Logic build';

/** The researcher's survey holding `questions` (built through the API), open in the editor. */
async function openEditor(page: Page, researcher: Researcher, questions: QuestionSpec[]) {
  const { surveyId } = await researcher.survey({ name: NAME, questions });
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible({ timeout: 15_000 });
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible({ timeout: 15_000 });
}

async function addFromFooter(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}

function card(page: Page, label: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
}

function textbox(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
}

async function choose(page: Page, scope: Locator, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

async function singleSelect(page: Page, label: string, title: string, options: [string, string]) {
  await addFromFooter(page, 'Single select');
  const c = card(page, label);
  await textbox(c, 'Question').fill(title);
  await textbox(c, 'Option 1').fill(options[0]);
  await textbox(c, 'Option 2').fill(options[1]);
  return c;
}

test('display logic by fork and response, a skip route and a masked option survive a reload', async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, [
    {
      type: 'Basic',
      text: 'Do you drink coffee every single morning of the week?',
      options: ['Yes', 'No'],
    },
  ]);
  const q1 = card(page, 'Q1');

  // The first card takes no display logic, and nothing comes after it to route to.
  await q1.getByRole('button', { name: 'Actions for Q1' }).click();
  const firstCardItem = page.getByRole('menuitem', { name: /Add display logic/ });
  await expect(firstCardItem).toBeDisabled();
  await expect(firstCardItem).toContainText(
    'Display logic cannot be added to the first survey question',
  );
  await page.keyboard.press('Escape');
  await q1.getByRole('button', { name: 'More actions for option 1' }).click();
  const skipItem = page.getByRole('menuitem', { name: /Add skip logic/ });
  await expect(skipItem).toBeDisabled();
  await expect(skipItem).toContainText(
    "You can't add routing logic if there are no upcoming questions in the survey.",
  );
  await expect(page.getByRole('menuitem', { name: /Add display logic/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  await addFromFooter(page, 'A/B fork');
  const q2 = await singleSelect(page, 'Q2', 'How do you take it?', ['Black', 'White']);

  // Card display logic: group B of the fork AND Q1 is one of Yes.
  await q2.getByRole('button', { name: 'Actions for Q2' }).click();
  await page.getByRole('menuitem', { name: 'Add display logic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display logic' });
  await expect(
    dialog.getByText('Only show Q2 if the following conditions are met:', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Add fork condition' }).click();
  await choose(page, dialog, 'Group in condition 1', 'Group B');
  await dialog.getByRole('button', { name: 'Add response condition' }).click();
  // Spec 2 §9: a name over 40 characters shows 19 characters, an ellipsis and the last 18.
  await choose(
    page,
    dialog,
    'Question in condition 2',
    'Q1 Do you drink coffee…rning of the week?',
  );
  await dialog.getByRole('combobox', { name: 'Responses in condition 2' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Responses in condition 2' })).toHaveText(
    'Yes',
  );
  await expectNoSeriousA11yViolations(page, 'display logic dialog');
  await page.screenshot({ path: '.test-results/logic-dialog-1280.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: '.test-results/logic-dialog-1024.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(q2.getByRole('button', { name: 'Edit display logic of Q2' })).toBeVisible();

  // Skip route: Q1 'No' goes to the end of the survey; the option then offers no second route.
  await q1.getByRole('button', { name: 'More actions for option 2' }).click();
  await page.getByRole('menuitem', { name: 'Add skip logic' }).click();
  const skip = page.getByRole('dialog', { name: 'Add skip logic' });
  await skip.getByRole('combobox', { name: 'Skip to' }).click();
  await expect(page.getByRole('option')).toHaveText(['Q2 How do you take it?', 'End of survey']);
  await page.getByRole('option', { name: 'End of survey' }).click();
  await skip.getByRole('button', { name: 'Save' }).click();
  await expect(q1.getByText('Skip to End of survey')).toBeVisible();

  // Masking: Q2 'White' only for those who answered Q1 'Yes'.
  await q2.getByRole('button', { name: 'More actions for option 2' }).click();
  await page.getByRole('menuitem', { name: 'Add display logic' }).click();
  const mask = page.getByRole('dialog', { name: 'Display logic' });
  await expect(
    mask.getByText('Only show White if the following conditions are met:', { exact: true }),
  ).toBeVisible();
  await mask.getByRole('button', { name: 'Add response condition' }).click();
  await choose(page, mask, 'Question in condition 1', /^Q1 /);
  await mask.getByRole('combobox', { name: 'Responses in condition 1' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.keyboard.press('Escape');
  await mask.getByRole('button', { name: 'Save' }).click();
  await expect(mask).toBeHidden();
  await expect(q2.getByText('Only shown if Q1 is one of Yes')).toBeVisible();
  await expectSaved(page);
  await q2.screenshot({ path: '.test-results/logic-card.png' });
  await q1.screenshot({ path: '.test-results/logic-route.png' });

  await reload(page);
  await expect(card(page, 'Q1').getByText('Skip to End of survey')).toBeVisible();
  await expect(card(page, 'Q2').getByText('Only shown if Q1 is one of Yes')).toBeVisible();
  await card(page, 'Q1').getByRole('button', { name: 'More actions for option 2' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add skip logic' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await card(page, 'Q2').getByRole('button', { name: 'More actions for option 2' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add display logic' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The dialog opens on what was saved; removing every condition saves an empty list.
  await card(page, 'Q2').getByRole('button', { name: 'Actions for Q2' }).click();
  await page.getByRole('menuitem', { name: 'Edit display logic' }).click();
  const edit = page.getByRole('dialog', { name: 'Display logic' });
  await expect(edit.getByRole('combobox', { name: 'Group in condition 1' })).toHaveText('Group B');
  await expect(edit.getByRole('combobox', { name: 'Question in condition 2' })).toContainText('Q1');
  await expect(edit.getByRole('combobox', { name: 'Responses in condition 2' })).toHaveText('Yes');
  await edit.getByRole('button', { name: 'Delete condition 2' }).click();
  await edit.getByRole('button', { name: 'Delete condition 1' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(
    card(page, 'Q2').getByRole('button', { name: 'Edit display logic of Q2' }),
  ).toBeHidden();
  await card(page, 'Q1').getByRole('button', { name: 'Remove skip logic of option 2' }).click();
  await expect(card(page, 'Q1').getByText('Skip to End of survey')).toBeHidden();
  await expectSaved(page);

  await reload(page);
  await expect(card(page, 'Q2').getByText('Only shown if Q1 is one of Yes')).toBeVisible();
  await expect(
    card(page, 'Q2').getByRole('button', { name: 'Edit display logic of Q2' }),
  ).toBeHidden();
  await expect(card(page, 'Q1').getByText('Skip to End of survey')).toBeHidden();
  await card(page, 'Q2').getByRole('button', { name: 'Actions for Q2' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add display logic' })).toBeEnabled();
});

test('matrix rows and columns take display logic; a second route offers only the first route target', async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, [
    { type: 'Basic', text: 'Do you own a car?', options: ['Yes', 'No'] },
    { type: 'Matrix', text: 'Rate your car', rows: ['Comfort', 'Price'], columns: ['Good', 'Bad'] },
    { type: 'TextCard', title: 'Thanks' },
  ]);
  const q1 = card(page, 'Q1');
  const q2 = card(page, 'Q2');

  await q1.getByRole('button', { name: 'More actions for option 1' }).click();
  await page.getByRole('menuitem', { name: 'Add skip logic' }).click();
  const skip = page.getByRole('dialog', { name: 'Add skip logic' });
  await choose(page, skip, 'Skip to', 'T1 Thanks');
  await skip.getByRole('button', { name: 'Save' }).click();
  await expect(q1.getByText('Skip to T1')).toBeVisible();
  await q1.getByRole('button', { name: 'More actions for option 2' }).click();
  await page.getByRole('menuitem', { name: 'Add skip logic' }).click();
  await skip.getByRole('combobox', { name: 'Skip to' }).click();
  await expect(page.getByRole('option')).toHaveText(['T1 Thanks']);
  await page.keyboard.press('Escape');
  await skip.getByRole('button', { name: 'Cancel' }).click();

  await q2.getByRole('button', { name: 'More actions for row 1' }).click();
  await page.getByRole('menuitem', { name: 'Add display logic' }).click();
  const rowDialog = page.getByRole('dialog', { name: 'Display logic' });
  await expect(
    rowDialog.getByText('Only show Comfort if the following conditions are met:', { exact: true }),
  ).toBeVisible();
  await rowDialog.getByRole('button', { name: 'Add response condition' }).click();
  await choose(page, rowDialog, 'Question in condition 1', 'Q1 Do you own a car?');
  await choose(page, rowDialog, 'Responses in condition 1', 'Yes');
  await page.keyboard.press('Escape');
  await rowDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rowDialog).toBeHidden();

  await q2.getByRole('button', { name: 'More actions for column 2' }).click();
  await page.getByRole('menuitem', { name: 'Add display logic' }).click();
  const columnDialog = page.getByRole('dialog', { name: 'Display logic' });
  await columnDialog.getByRole('button', { name: 'Add response condition' }).click();
  await choose(page, columnDialog, 'Question in condition 1', 'Q1 Do you own a car?');
  await choose(page, columnDialog, 'Operator in condition 1', 'is not one of');
  await choose(page, columnDialog, 'Responses in condition 1', 'No');
  await page.keyboard.press('Escape');
  await columnDialog.getByRole('button', { name: 'Save' }).click();
  await expect(columnDialog).toBeHidden();
  await expectSaved(page);

  await reload(page);
  const matrix = card(page, 'Q2');
  await expect(matrix.getByText('Only shown if Q1 is one of Yes')).toBeVisible();
  await expect(matrix.getByText('Only shown if Q1 is not one of No')).toBeVisible();
  await matrix.getByRole('button', { name: 'Remove display logic of row 1' }).click();
  await expect(matrix.getByText('Only shown if Q1 is one of Yes')).toBeHidden();
  await expectSaved(page);
  await reload(page);
  await expect(card(page, 'Q2').getByText('Only shown if Q1 is one of Yes')).toBeHidden();
  await expect(card(page, 'Q2').getByText('Only shown if Q1 is not one of No')).toBeVisible();
  await expect(card(page, 'Q1').getByText('Skip to T1')).toBeVisible();
});
