import type { Locator, Page } from '@playwright/test';
import type { QuestionSpec } from '@survey/testkit/survey';
import type { Researcher } from '@survey/testkit/world';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { scrollToCard } from '../support/editorCards.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';
import { shots } from '../support/screenshots.ts';

// Issue 25 §1: reordering options, matrix rows and columns (drag and keyboard), 'Make exclusive'
// (spec 2 §5: disabled once set), rank and count display logic kept by the dialog, and the
// preview's Next checking answers as the runner does. The cards a test reorders or gives logic to
// are built through the API (testkit); what is under test happens in the editor.

test.describe.configure({ timeout: 300_000 });

/** The researcher's survey `name` holding `questions` (built through the API), open in the editor. */
async function openEditor(
  page: Page,
  researcher: Researcher,
  name: string,
  questions: QuestionSpec[] = [],
): Promise<string> {
  const { surveyId } = await researcher.survey({ name, questions });
  await openSurvey(page, surveyId, name);
  return surveyId;
}

async function openSurvey(page: Page, surveyId: string, name: string): Promise<void> {
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
}

async function reload(page: Page, name: string): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
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

async function values(scope: Locator, noun: string, count: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 1; i <= count; i += 1) out.push(await textbox(scope, `${noun} ${i}`).inputValue());
  return out;
}

/** Keyboard drag: Space lifts, arrows until the item is over `position`, Space drops. */
async function keyboardMove(page: Page, handle: Locator, position: number) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit measures the items after the lift, and a busy machine takes a key late: read where
  // the live region says the item is, and press again until it is at the wanted place.
  const over = page.getByText(/is over position \d+ of \d+\./).first();
  await expect
    .poll(
      async () => {
        const said = (await over.textContent({ timeout: 500 }).catch(() => null)) ?? '';
        const at = Number(/position (\d+)/.exec(said)?.[1] ?? Number.NaN);
        if (at !== position) {
          await page.keyboard.press(at < position ? 'ArrowDown' : 'ArrowUp');
        }
        return at;
      },
      { timeout: 20_000, intervals: [400] },
    )
    .toBe(position);
  await page.keyboard.press('Space');
}

/** Pointer drag of a handle onto another item's handle, in small steps as a hand would. */
async function pointerDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('handles not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('options, matrix rows and columns reorder by drag and keyboard; make exclusive is an action', async ({
  page,
  researcher,
}) => {
  const name = 'Ordering build';
  await openEditor(page, researcher, name, [
    { type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog', 'Fish'] },
    {
      type: 'Matrix',
      text: 'Rate each',
      rows: ['Taste', 'Price', 'Looks'],
      columns: ['Good', 'Bad'],
    },
  ]);
  const q1 = card(page, 'Q1');

  // Keyboard: Fish to the top.
  await keyboardMove(page, q1.getByRole('button', { name: 'Reorder option 3, Fish' }), 1);
  await expect.poll(() => values(q1, 'Option', 3)).toEqual(['Fish', 'Cat', 'Dog']);
  // Pointer: Dog onto Cat's place.
  await pointerDrag(
    page,
    q1.getByRole('button', { name: 'Reorder option 3, Dog' }),
    q1.getByRole('button', { name: 'Reorder option 2, Cat' }),
  );
  await expect.poll(() => values(q1, 'Option', 3)).toEqual(['Fish', 'Dog', 'Cat']);

  // Make exclusive: an action of the option's menu, disabled once set.
  await q1.getByRole('button', { name: 'More actions for option 3' }).click();
  await page.getByRole('menuitem', { name: 'Make exclusive' }).click();
  await expect(q1.getByText('Exclusive: unselects the others')).toBeVisible();
  await q1.getByRole('button', { name: 'More actions for option 3' }).click();
  await expect(page.getByRole('menuitem', { name: 'Make exclusive' })).toBeDisabled();
  await page.keyboard.press('Escape');

  const q2 = card(page, 'Q2');
  await keyboardMove(page, q2.getByRole('button', { name: 'Reorder row 3, Looks' }), 2);
  await expect.poll(() => values(q2, 'Row', 3)).toEqual(['Taste', 'Looks', 'Price']);
  await pointerDrag(
    page,
    q2.getByRole('button', { name: 'Reorder column 2, Bad' }),
    q2.getByRole('button', { name: 'Reorder column 1, Good' }),
  );
  await expect.poll(() => values(q2, 'Column', 2)).toEqual(['Bad', 'Good']);
  await q2.getByRole('button', { name: 'More actions for column 1' }).click();
  await page.getByRole('menuitem', { name: 'Make exclusive' }).click();
  await expect(q2.getByText('Exclusive: unselects the others')).toBeVisible();
  await expectSaved(page);
  await q1.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'editor with reorder handles');
  await shots(page, 'editor-ordering');

  await reload(page, name);
  await expect.poll(() => values(card(page, 'Q1'), 'Option', 3)).toEqual(['Fish', 'Dog', 'Cat']);
  await expect(card(page, 'Q1').getByText('Exclusive: unselects the others')).toBeVisible();
  await expect.poll(() => values(card(page, 'Q2'), 'Row', 3)).toEqual(['Taste', 'Looks', 'Price']);
  await expect.poll(() => values(card(page, 'Q2'), 'Column', 2)).toEqual(['Bad', 'Good']);
  // Removing exclusivity is the line's remove button; the action is offered again.
  await card(page, 'Q2').getByRole('button', { name: 'Remove exclusive of column 1' }).click();
  await expect(card(page, 'Q2').getByText('Exclusive: unselects the others')).toBeHidden();
  await card(page, 'Q2').getByRole('button', { name: 'More actions for column 1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Make exclusive' })).toBeEnabled();
  await page.keyboard.press('Escape');
});

interface DraftView {
  draftQuestionnaire: {
    questionnaireId: string;
    entries: {
      label: string;
      questionLogic?: { clauseNumber: number; negated: boolean; proposition: unknown }[];
      entryItem?: {
        questionLk?: string;
        responseOptions?: { responseOptionLk: string; responseOption: { value: string } }[];
      };
    }[];
  };
}

const DRAFT = `query ($surveyId: ID!) {
  draftQuestionnaire(surveyId: $surveyId) {
    questionnaireId
    entries {
      label
      questionLogic {
        clauseNumber
        negated
        proposition {
          ... on QuestionResponseOptionRankProposition { kind questionLk responseOptionLk rank }
          ... on QuestionResponseOptionCountProposition { kind questionLk min max }
        }
      }
      ... on QuestionEntry {
        entryItem { questionLk responseOptions { responseOptionLk responseOption { value } } }
      }
    }
  }
}`;

const SET_LOGIC = `mutation ($questionnaireId: ID!, $questionLk: ID!, $proposition: PropositionInput!, $negated: Boolean) {
  setQuestionLogic(questionnaireId: $questionnaireId, questionLk: $questionLk, proposition: $proposition, negated: $negated) { version }
}`;

test('rank and count conditions set by the API survive the display-logic dialog, and can be edited', async ({
  page,
  researcher,
}) => {
  const name = 'Rank and count';
  const { surveyId } = await researcher.survey({
    name,
    questions: [
      { type: 'Ranked', text: 'Rank the drinks', options: ['Tea', 'Coffee', 'Juice'] },
      {
        type: 'Basic',
        text: 'Which snacks?',
        options: ['Crisps', 'Nuts', 'Fruit'],
        multiple: true,
      },
      { type: 'Basic', text: 'Who sees this?', options: ['Yes', 'No'] },
    ],
  });

  const draft = async () =>
    (await researcher.gql<DraftView>('questionnaire', DRAFT, { surveyId })).draftQuestionnaire;
  const before = await draft();
  const [rank, multi, target] = before.entries.map((e) => e.entryItem);
  const coffee = rank?.responseOptions?.find((o) => o.responseOption.value === 'Coffee');
  const set = (proposition: unknown, negated = false) =>
    researcher.gql('questionnaire', SET_LOGIC, {
      questionnaireId: before.questionnaireId,
      questionLk: target?.questionLk,
      proposition,
      negated,
    });
  await set({
    questionResponseOptionRank: {
      questionLk: rank?.questionLk,
      responseOptionLk: coffee?.responseOptionLk,
      rank: 2,
    },
  });
  await set({ questionResponseOptionCount: { questionLk: multi?.questionLk, min: 2, max: 3 } });
  const logicOfQ3 = async () => (await draft()).entries[2]?.questionLogic;
  const byApi = await logicOfQ3();
  expect(byApi).toHaveLength(2);

  // The languages answer after the cards: the language bar is there from the start, disabled, so
  // the card list under it (virtualised) does not move or shrink when they come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v3/questionnaire/graphql', async (route) => {
    if (route.request().postData()?.includes('QuestionnaireTranslations')) await held;
    await route.fallback();
  });
  await openSurvey(page, surveyId, name);
  const language = page.getByRole('combobox', { name: 'Language', exact: true });
  const underBar = () =>
    page
      .getByRole('region', { name: 'Questionnaire' })
      .evaluate(
        (list) =>
          list.getBoundingClientRect().top - list.parentElement!.getBoundingClientRect().top,
      );
  await expect(card(page, 'Q1')).toBeVisible();
  await expect(language).toBeDisabled();
  await checkScreen(page, 'editor while the languages load', 'editor-languages-loading');
  const offset = await underBar();
  release();
  await expect(language).toBeEnabled();
  expect(await underBar()).toBe(offset);
  await page.unroute('**/v3/questionnaire/graphql');

  await scrollToCard(page, 'Q3');
  await card(page, 'Q3').getByRole('button', { name: 'Actions for Q3' }).click();
  await page.getByRole('menuitem', { name: 'Edit display logic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display logic' });
  await expect(dialog.getByRole('combobox', { name: 'Question in condition 1' })).toContainText(
    'Q1 Rank the drinks',
  );
  await expect(dialog.getByRole('combobox', { name: 'Response in condition 1' })).toHaveText(
    'Coffee',
  );
  await expect(dialog.getByRole('combobox', { name: 'Operator in condition 1' })).toHaveText(
    'is ranked in the top',
  );
  await expect(dialog.getByRole('combobox', { name: 'Places in condition 1' })).toHaveText('2');
  await expect(dialog.getByRole('combobox', { name: 'Question in condition 2' })).toContainText(
    'Q2 Which snacks?',
  );
  await expect(dialog.getByRole('spinbutton', { name: 'At least in condition 2' })).toHaveValue(
    '2',
  );
  await expect(dialog.getByRole('spinbutton', { name: 'At most in condition 2' })).toHaveValue('3');
  await expect(dialog.getByText('chose 2 or more')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add rank condition' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Add count condition' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'display logic dialog with rank and count');
  await shots(page, 'logic-rank-count');

  // Saved unchanged: the same conditions, clauses and negations as the API set.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectSaved(page);
  await expect.poll(logicOfQ3).toEqual(byApi);

  // Edited: Coffee in the top 3 instead of 2, kept over a reload.
  await card(page, 'Q3').getByRole('button', { name: 'Actions for Q3' }).click();
  await page.getByRole('menuitem', { name: 'Edit display logic' }).click();
  await dialog.getByRole('combobox', { name: 'Places in condition 1' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectSaved(page);
  // Languages that cannot be loaded: the bar says so and stays disabled; the cards still work.
  await page.route('**/v3/questionnaire/graphql', async (route) => {
    if (route.request().postData()?.includes('QuestionnaireTranslations'))
      await route.fulfill({ status: 500, body: '{}' });
    else await route.fallback();
  });
  await reload(page, name);
  await expect(page.getByRole('alert').filter({ hasText: 'languages' })).toHaveText(
    'The languages could not be loaded. Reload the page to try again.',
  );
  await expect(language).toBeDisabled();
  await checkScreen(
    page,
    'editor when the languages could not be loaded',
    'editor-languages-error',
  );
  await page.unroute('**/v3/questionnaire/graphql');
  await scrollToCard(page, 'Q3');
  await card(page, 'Q3').getByRole('button', { name: 'Actions for Q3' }).click();
  await page.getByRole('menuitem', { name: 'Edit display logic' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Places in condition 1' })).toHaveText('3');
  await expect(dialog.getByRole('spinbutton', { name: 'At least in condition 2' })).toHaveValue(
    '2',
  );
});

test("the preview's Next checks a free-text answer with the runner's rule and message", async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, 'Preview checks');
  await addFromFooter(page, 'Free text');
  const q1 = card(page, 'Q1');
  await textbox(q1, 'Question').fill('Your email?');
  await q1.getByRole('combobox', { name: 'Input format' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  await addFromFooter(page, 'Single select');
  await textbox(card(page, 'Q2'), 'Question').fill('Which drink?');
  await expectSaved(page);

  const pane = page.getByRole('complementary', { name: 'Preview' });
  await pane.getByRole('button', { name: 'Refresh preview' }).click();
  await expect(pane.getByText('Your email?')).toBeVisible();
  const next = pane.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(pane.getByText('Please enter your answer.')).toBeVisible();
  await expect(pane.getByText('Q1 · 1 of 2')).toBeVisible();
  await pane.getByRole('textbox').fill('not an address');
  await next.click();
  await expect(
    pane.getByText('Please enter an email address, for example name@example.com'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'preview with a validation message');
  await shots(page, 'preview-validation');
  await pane.getByRole('textbox').fill('ann@example.com');
  await next.click();
  await expect(pane.getByText('Q2 · 2 of 2')).toBeVisible();
});
