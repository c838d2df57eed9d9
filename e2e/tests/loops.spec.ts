import type { Locator, Page } from '@playwright/test';
import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PANEL_LINK_SECRET } from '../support/paths.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38 §2: a section looped over the brands a respondent chose, set in the editor (the Loop
// setting and the loop-item pipe in the title's pipe menu); a respondent in the runner then sees
// the section once per chosen brand with the brand piped; the results filter by loop item. The questions are made through the API
// (testkit); the loop is what this spec is about.

test.describe.configure({ timeout: 300_000 });

const BRANDS = ['Brand A', 'Brand B', 'Brand C'];

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^\\S+ ${title.replace('?', '\\?')}$`) });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
}

function panelLink(surveyId: string, respondentId: string): string {
  const fields = { surveyId, respondentId, supplierCode: 'SIMULATED' };
  const key = new TextEncoder().encode(E2E_PANEL_LINK_SECRET);
  const query = new URLSearchParams({ ...fields, signature: signPanelLink(key, fields) });
  return `/respondent/info?${query.toString()}`;
}

test('a section looped over the chosen brands, with the brand piped, in the editor and the runner', async ({
  page,
  researcher,
}) => {
  const survey = await researcher.survey({
    name: 'Brand loop',
    questions: [
      { type: 'Basic', multiple: true, text: 'Which brands do you buy?', options: BRANDS },
      { type: 'FreeText', text: 'What do you think of it?' },
    ],
  });
  await page.goto(`/survey/${survey.surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Brand loop' })).toBeVisible({ timeout: 30_000 });

  // A section, and the free-text question moved into it by its actions menu.
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Section', exact: true }).click();
  const section = page.getByRole('article', { name: 'S1 Section' });
  await section.getByRole('textbox', { name: 'Section name' }).fill('Per brand');
  const sectionCard = page.getByRole('article', { name: 'S1 Per brand' });
  await expect(sectionCard).toBeVisible();
  await card(page, 'What do you think of it?')
    .getByRole('button', { name: /^Actions for Q\d$/ })
    .click();
  await page.getByRole('menuitem', { name: /^Move into S1 Per brand$/ }).click();
  await expectSaved(page);

  // The Loop setting: over the options chosen in Q1, at most 3 times.
  const repeat = sectionCard.getByRole('combobox', { name: 'Repeat this section' });
  await expect(repeat).toHaveText('Once (no loop)');
  await repeat.click();
  await page
    .getByRole('option', { name: 'For each option chosen in Q1 Which brands do you buy?' })
    .click();
  await expect(sectionCard.getByRole('combobox', { name: 'At most this many times' })).toHaveText(
    '10',
  );
  await sectionCard.getByRole('combobox', { name: 'At most this many times' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await expect(
    sectionCard.getByRole('switch', { name: 'Random order of the loop items' }),
  ).not.toBeChecked();
  await expectSaved(page);
  await checkScreen(page, 'editor: a section looped over a multi select', 'loops-editor');

  // The loop item piped into the card's title from the pipe menu.
  // Named by its label: the card's name follows its title, which the pipe changes.
  const looped = page.getByRole('article', { name: /^Q2 / });
  await looped.getByRole('button', { name: /^Actions for Q\d$/ }).click();
  await page.getByRole('menuitem', { name: 'Pipe into question title' }).click();
  await page
    .getByRole('menu', { name: 'Answer to quote' })
    .getByRole('menuitem', { name: /Loop item/ })
    .click();
  await expect(looped.getByRole('textbox', { name: 'Question', exact: true })).toHaveText(
    'What do you think of it?[Loop item]',
  );
  await expectSaved(page);

  // The loop survives a reload (the server applied the commands).
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'S1 Per brand' }).getByRole('combobox', {
      name: 'Repeat this section',
    }),
  ).toHaveText('For each option chosen in Q1 Which brands do you buy?', { timeout: 30_000 });

  // A respondent who buys A and C sees the section twice, once per brand, in the listed order.
  await survey.buy();
  await page.goto(panelLink(survey.surveyId, 'loop-runner-1'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which brands do you buy?' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Brand A' }).check();
  await page.getByRole('checkbox', { name: 'Brand C' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const brand of ['Brand A', 'Brand C']) {
    await expect(
      page.getByRole('heading', { level: 1, name: `What do you think of it?${brand}` }),
    ).toBeVisible();
    await page.getByRole('textbox').fill(`Fine, ${brand}`);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // Two more completes through the respondent API (Brand A, Brand B, Brand C chosen by pattern);
  // the results filter by loop item.
  await survey.completes(2);
  await page.goto(`/survey/${survey.surveyId}/results`);
  const items = page.getByRole('article', { name: /S1_items Loop items: S1 Per brand/ });
  await expect(items.getByTestId('answered')).toHaveText(/^n = \d+\b/, { timeout: 30_000 });
  await expect(
    page.getByRole('article', { name: /Q2_L1 What do you think of it\?Brand A$/ }),
  ).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Search questions or options').fill('Loop item: Brand C');
  await filters.getByRole('checkbox', { name: 'Loop item: Brand C' }).first().check();
  await expect(page.getByText(/^\d+ of 3 completes match the filters$/)).toBeVisible({
    timeout: 15_000,
  });
});
