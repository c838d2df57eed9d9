import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38 §1: sections built in the editor (created, named, filled by the card menu, by a pointer
// drag and by a keyboard drag in the sidebar, rotated, 2 of 3 shown; deleting asks whether the
// cards stay), then respondents through the API and the results filtered by 'saw concept B'. The
// questions are made through the API (testkit); the sections are what this spec is about.

test.describe.configure({ timeout: 300_000 });

const NAME = 'Concept test';
const CONCEPTS = ['A', 'B', 'C'] as const;

/** The card whose title ends with `title` (cards are named '{label} {title}'). */
function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^\\S+ ${title.replace('?', '\\?')}$`) });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Pointer drag of a sidebar handle onto another row, in small steps as a hand would. */
async function pointerDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('rows not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Keyboard drag in the sidebar: Space lifts, arrows until the announcement says the row is over
 * `target`, Space drops. A busy machine takes a key late: read where the row is, press again.
 */
async function keyboardMove(page: Page, handle: Locator, target: string) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const over = page.getByText(/ is over [^.]+\.$/).last();
  await expect
    .poll(
      async () => {
        const said = (await over.textContent({ timeout: 500 }).catch(() => null)) ?? '';
        const at = / is over (.+)\.$/.exec(said)?.[1] ?? '';
        if (at !== target) await page.keyboard.press('ArrowDown');
        return at;
      },
      { timeout: 20_000, intervals: [400] },
    )
    .toBe(target);
  await page.keyboard.press('Space');
}

test('three rotating concept sections, 2 of 3 shown, and results filtered by saw concept B', async ({
  page,
  researcher,
}) => {
  const survey = await researcher.survey({
    name: NAME,
    questions: [
      { type: 'FreeText', text: 'What do you buy most?' },
      ...CONCEPTS.map((c) => ({ type: 'FreeText' as const, text: `Concept ${c}?` })),
    ],
  });
  await page.goto(`/survey/${survey.surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible({ timeout: 30_000 });

  const sidebar = page.getByRole('navigation', { name: 'Survey cards' });
  // Three sections from the Add menu, each named in its card.
  for (const [i, c] of CONCEPTS.entries()) {
    await page.getByRole('button', { name: 'Add question', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Section', exact: true }).click();
    const section = page.getByRole('article', { name: `S${i + 1} Section` });
    await section.getByRole('textbox', { name: 'Section name' }).fill(`Concept ${c}`);
    await expect(page.getByRole('article', { name: `S${i + 1} Concept ${c}` })).toBeVisible();
  }
  const section = (c: string) =>
    page.getByRole('article', { name: new RegExp(`^S\\d Concept ${c}$`) });

  // A by the card's actions menu (the sidebar brings its card into view first).
  await sidebar.getByRole('button', { name: /^Q\d Concept A\?$/ }).click();
  await card(page, 'Concept A?')
    .getByRole('button', { name: /^Actions for Q\d$/ })
    .click();
  await page.getByRole('menuitem', { name: /^Move into S1 Concept A$/ }).click();
  // B by a pointer drag of its sidebar row onto the section's row.
  await pointerDrag(
    page,
    sidebar.getByRole('button', { name: /^Reorder Q\d Concept B\?$/ }),
    sidebar.getByRole('button', { name: /^S2 Concept B$/ }),
  );
  // C by the keyboard: lift, arrow down to the section's row (S3, the last), drop.
  await keyboardMove(
    page,
    sidebar.getByRole('button', { name: /^Reorder Q\d Concept C\?$/ }),
    'S3 Concept C',
  );
  await expectSaved(page);
  await expect(
    sidebar.getByRole('list', { name: 'Questionnaire cards' }).getByRole('listitem'),
  ).toHaveText([
    /^Q1What do you buy most\?$/,
    /^S1Concept A$/,
    /^Q2Concept A\?$/,
    /^S2Concept B$/,
    /^Q3Concept B\?$/,
    /^S3Concept C$/,
    /^Q4Concept C\?$/,
  ]);

  // Rotate all three, show 2 of 3.
  for (const [i, c] of CONCEPTS.entries()) {
    await sidebar.getByRole('button', { name: `S${i + 1} Concept ${c}`, exact: true }).click();
    await section(c)
      .getByRole('switch', { name: 'Rotate with the other rotating sections' })
      .check();
  }
  const shown = section('C').getByRole('combobox', {
    name: 'Rotating sections each respondent sees',
  });
  await expect(shown).toHaveText('All 3');
  await shown.click();
  await page.getByRole('option', { name: '2 of 3' }).click();
  await expect(shown).toHaveText('2 of 3');
  await expectSaved(page);
  await sidebar.getByRole('button', { name: 'S1 Concept A', exact: true }).click();
  await checkScreen(page, 'editor: a rotating section, 2 of 3 shown', 'sections-editor');

  // Deleting a section asks whether its cards stay; cancelled here.
  await section('A').getByRole('button', { name: 'Delete S1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this section' });
  await expect(dialog.getByRole('button', { name: 'Keep cards' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete cards too' })).toBeVisible();
  await checkScreen(page, 'editor: delete a section, keep or delete its cards', 'sections-delete');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The order survives a reload (the server applied every command).
  await page.reload();
  await sidebar
    .getByRole('button', { name: 'S2 Concept B', exact: true })
    .click({ timeout: 30_000 });
  await expect(
    section('B').getByRole('switch', { name: 'Rotate with the other rotating sections' }),
  ).toBeChecked({
    timeout: 30_000,
  });

  // Respondents through the API; each sees two concepts.
  await survey.buy();
  const outcomes = await survey.completes(6);
  expect(outcomes).toEqual(Array(6).fill('complete'));

  await page.goto(`/survey/${survey.surveyId}/results`);
  const seen = page.getByRole('article', { name: /Seen Sections seen/ });
  await expect(seen.getByTestId('answered')).toHaveText(/^n = 6\b/, { timeout: 15_000 });
  await seen.getByRole('button', { name: 'Table' }).click();
  // 12 places over 3 concepts, least-filled first: 4 each.
  const sawB = 4;
  for (const c of CONCEPTS) {
    await expect(
      seen.getByRole('table').getByRole('row', { name: new RegExp(`Concept ${c} 4 `) }),
    ).toBeVisible();
  }

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Search questions or options').fill('Concept B');
  await filters.getByRole('checkbox', { name: 'S2 Concept B' }).first().check();
  await expect(page.getByText(`${sawB} of 6 completes match the filters`)).toBeVisible({
    timeout: 15_000,
  });
});
