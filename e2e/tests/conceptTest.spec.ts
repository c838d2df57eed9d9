import type { Locator, Page } from '@playwright/test';
import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { pick } from '@survey/testkit/completes';
import { sql } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 38's "Done when": a concept test built in Chromium (three concept sections rotating, each
// respondent shown 2 of 3; a section looped over the brands chosen in a multi select; a quota on
// an in-survey answer), bought, fielded through the respondent API, its results filtered by the
// concept seen and by loop item, and an excluded speeder replaced at no charge (with the
// replacement window set on the data-quality dialog, and the credit on the order's page). The
// questions are made through the API (testkit); the design is what this spec clicks.

test.describe.configure({ timeout: 420_000 });

const NAME = 'Concept test';
const BRANDS = ['Acme', 'Bolt', 'Core'];
const BRANDS_Q = 'Which brands do you buy?';
const OFTEN_Q = 'How often do you shop?';
const LOOPED_Q = 'What do you think of it?';
const CONCEPTS = ['A', 'B', 'C'] as const;
const SAMPLE = 10;

/** The card whose title ends with `title` (cards are named '{label} {title}'). */
function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^\\S+ ${title.replace('?', '\\?')}$`) });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
}

/** A new section from the Add menu, named `name` on its card (the `n`th section). */
async function addSection(page: Page, n: number, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Section', exact: true }).click();
  await page
    .getByRole('article', { name: `S${n} Section` })
    .getByRole('textbox', { name: 'Section name' })
    .fill(name);
  const section = page.getByRole('article', { name: `S${n} ${name}` });
  await expect(section).toBeVisible();
  return section;
}

/** Brings section `S{n} {name}` into view from the sidebar (the card list renders what is near). */
async function showSection(page: Page, n: number, name: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Survey cards' })
    .getByRole('button', { name: `S${n} ${name}`, exact: true })
    .click();
  const section = page.getByRole('article', { name: `S${n} ${name}` });
  await expect(section).toBeVisible();
  return section;
}

/** Moves the card titled `title` into section `S{n} {name}` by the card's actions menu. */
async function moveInto(page: Page, title: string, n: number, name: string) {
  await page
    .getByRole('navigation', { name: 'Survey cards' })
    .getByRole('button', { name: new RegExp(`^Q\\d ${title.replace('?', '\\?')}$`) })
    .click();
  await card(page, title)
    .getByRole('button', { name: /^Actions for Q\d$/ })
    .click();
  await page.getByRole('menuitem', { name: `Move into S${n} ${name}` }).click();
}

/** Brands by member: even members buy Acme and Bolt, odd ones Core. */
const brandsOf = (i: number) => (i % 2 === 0 ? ['Acme', 'Bolt'] : ['Core']);

function choose(page: EntryPage, texts: readonly string[]): Answer {
  const selected = page.options.filter((o) => texts.includes(o.label)).map((o) => o.id);
  return { kind: 'choice', selected, texts: {} };
}

/** Member `i`'s answers: brands by `brandsOf`, shopping `often`; the rest random and valid. */
const answers =
  (often: (i: number) => string, brands = brandsOf) =>
  (p: EntryPage, i: number) =>
    p.title === BRANDS_Q ? choose(p, brands(i)) : p.title === OFTEN_Q ? pick(p, often(i)) : null;

test('a concept test: built in the editor, fielded, filtered by concept seen and loop item, a speeder replaced at no charge', async ({
  page,
  researcher,
}) => {
  const survey = await researcher.survey({
    name: NAME,
    samplesNeeded: SAMPLE,
    questions: [
      { type: 'Basic', multiple: true, text: BRANDS_Q, options: BRANDS },
      { type: 'Basic', text: OFTEN_Q, options: ['Weekly', 'Monthly', 'Rarely'] },
      ...CONCEPTS.map((c) => ({ type: 'FreeText' as const, text: `Concept ${c}?` })),
      { type: 'FreeText', text: LOOPED_Q },
    ],
  });
  await page.goto(`/survey/${survey.surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible({ timeout: 30_000 });

  // Three concept sections, each with its concept's question, rotating, 2 of 3 shown.
  for (const [i, c] of CONCEPTS.entries()) {
    await addSection(page, i + 1, `Concept ${c}`);
    await moveInto(page, `Concept ${c}?`, i + 1, `Concept ${c}`);
    const section = await showSection(page, i + 1, `Concept ${c}`);
    await section.getByRole('switch', { name: 'Rotate with the other rotating sections' }).check();
  }
  const shown = (await showSection(page, 3, 'Concept C')).getByRole('combobox', {
    name: 'Rotating sections each respondent sees',
  });
  await shown.click();
  await page.getByRole('option', { name: '2 of 3' }).click();
  await expect(shown).toHaveText('2 of 3');

  // A fourth section repeated for each brand chosen in Q1.
  await addSection(page, 4, 'Per brand');
  await moveInto(page, LOOPED_Q, 4, 'Per brand');
  const perBrand = await showSection(page, 4, 'Per brand');
  await perBrand.getByRole('combobox', { name: 'Repeat this section' }).click();
  await page.getByRole('option', { name: `For each option chosen in Q1 ${BRANDS_Q}` }).click();
  await expect(perBrand.getByRole('combobox', { name: 'At most this many times' })).toBeVisible();

  // A quota on an in-survey answer: one member who shops rarely.
  await page
    .getByRole('navigation', { name: 'Survey cards' })
    .getByRole('button', { name: `Q2 ${OFTEN_Q}`, exact: true })
    .click();
  const often = page.getByRole('article', { name: `Q2 ${OFTEN_Q}` });
  await often.getByRole('button', { name: 'Add quota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quota on Q2' });
  const cell = dialog.getByRole('group', { name: 'Cell 1' });
  await cell.getByRole('checkbox', { name: 'Rarely' }).check();
  await cell.getByRole('spinbutton', { name: 'Cell 1 target' }).fill('1');
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await expect(often.getByText('Quota: Rarely: 1')).toBeVisible();
  await expectSaved(page);
  await showSection(page, 4, 'Per brand');
  await checkScreen(
    page,
    'editor: a concept test (rotating concepts and a brand loop)',
    'concept-editor',
  );

  // Bought; 9 members through the respondent API (the first shops rarely), one more who shops
  // rarely finds the quota full, the tenth completes the sample.
  expect(await survey.buy()).toBe('Live');
  const first = await survey.completes(
    9,
    answers((i) => (i === 0 ? 'Rarely' : 'Weekly')),
    'ct',
  );
  expect(first).toEqual(Array(9).fill('complete'));
  expect(
    await survey.completes(
      1,
      answers(() => 'Rarely'),
      'ct-rare',
    ),
  ).toEqual(['quota_full']);
  const last = await survey.completes(
    1,
    answers(
      () => 'Monthly',
      () => ['Core'],
    ),
    'ct-last',
  );
  expect(last).toEqual(['complete']);

  // The first complete to finish was a speeder (its stored length under a third of the median).
  await sql(
    `UPDATE complete_quality_flags SET length_ms = CASE WHEN session_id = (
       SELECT session_id FROM complete_quality_flags WHERE survey_id = $1
       ORDER BY completed_at, session_id LIMIT 1) THEN 120 ELSE 1400 END
     WHERE survey_id = $1`,
    [survey.surveyId],
  );

  await page.goto(`/survey/${survey.surveyId}/results`);
  const completes = page.getByTestId('completes');
  await expect(completes).toHaveText(`${SAMPLE} completes`, { timeout: 30_000 });
  const quota = page.getByRole('region', { name: `Q2 ${OFTEN_Q} quotas` });
  await expect(quota.getByTestId('answer-quota-cell')).toHaveText(['Rarely1 / 1 · Full']);

  // Filtered by 'saw concept B' (20 places over 3 concepts: 6 or 7 each), then by loop item.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const search = filters.getByLabel('Search questions or options');
  await search.fill('Concept B');
  const sawB = filters.getByRole('checkbox', { name: 'S2 Concept B' }).first();
  await sawB.check();
  await expect(page.getByText(/^[67] of 10 completes match the filters$/)).toBeVisible({
    timeout: 20_000,
  });
  await sawB.uncheck();
  await search.fill('Loop item: Bolt');
  await filters.getByRole('checkbox', { name: 'Loop item: Bolt' }).first().check();
  await expect(page.getByText('5 of 10 completes match the filters')).toBeVisible({
    timeout: 20_000,
  });

  // The data-quality dialog: the replacement window set to 14 days, then the speeder excluded.
  await page.getByRole('button', { name: /^Data quality \(\d+ flagged\)$/ }).click();
  const quality = page.getByRole('dialog', { name: 'Data quality' });
  const replacements = quality.getByRole('region', { name: 'Replacements' });
  await expect(replacements.getByTestId('replacement-rule')).toHaveText(
    /^Completes you exclude for a flagged reason within 7 days after fielding ends are replaced at no charge\. The window closes on \d+ \w+ \d{4}\.$/,
  );
  const days = replacements.getByRole('textbox', { name: 'Replacement window (days)' });
  await days.fill('91');
  await replacements.getByRole('button', { name: 'Save window' }).click();
  await expect(replacements.getByText('Enter a whole number of days from 0 to 90.')).toBeVisible();
  await days.fill('14');
  await days.press('Enter');
  await expect(replacements.getByText('Replacement window saved.')).toBeVisible();
  await expect(replacements.getByTestId('replacement-rule')).toContainText('within 14 days');
  await checkScreen(page, 'data quality: the replacement window', 'concept-replacement-window');
  await quality.getByRole('button', { name: 'Exclude all speeders (1)' }).click();
  await expect(quality.getByText('1 complete excluded', { exact: false })).toBeVisible();
  await quality.getByRole('button', { name: 'Close' }).click();

  // Replaced at no charge: fielding reopens for one, the cost menu says so.
  await expect(completes).toHaveText(`${SAMPLE - 1} / ${SAMPLE} completes`, { timeout: 20_000 });
  await page.getByTestId('cost-menu').click();
  await expect(
    page.getByRole('dialog', { name: 'Cost' }).getByTestId('replacement-credit'),
  ).toHaveText('1 complete replaced at no charge');
  await page.keyboard.press('Escape');

  // The order's page says it too.
  await page.goto(`/survey/${survey.surveyId}/confirm`);
  await expect(page.getByTestId('replacement-credit')).toHaveText(
    '1 complete replaced at no charge',
    { timeout: 30_000 },
  );
  await checkScreen(page, 'a bought survey with a replacement credit', 'concept-order-credit');
});
