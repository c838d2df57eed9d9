import { addQuestion } from '@survey/testkit/cards';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 37 §3: a multi-market project. The researcher creates one with three markets in the
// dialog, sets one market's audience on its own tab, and buys every market in one order with one
// total. The shared questionnaire and its translations are built through the API (the world).

test.describe.configure({ timeout: 180_000 });

interface Markets {
  markets: { markets: { surveyId: string; countryCode: string; language: string }[] };
}
interface Quote {
  marketsQuote: { total: number; markets: { total: number }[] };
}

test('create a 3-market project, set one market’s audience, buy all in one order', async ({
  page,
  researcher,
  world,
}) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Create new project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new project' });
  await dialog.getByRole('textbox', { name: 'Project title' }).fill('Three markets');
  await dialog.getByRole('textbox', { name: 'Completes' }).fill('100');
  await dialog.getByRole('radio', { name: 'Multi market' }).check();
  const countries = dialog.getByRole('combobox', { name: 'Countries' });
  // Keyboard only: type to filter, Enter picks.
  for (const name of ['United Kingdom', 'Germany', 'France']) {
    await countries.fill(name);
    await countries.press('ArrowDown');
    await countries.press('Enter');
  }
  await expect(dialog.getByRole('button', { name: 'Germany' })).toBeVisible();
  await checkScreen(page, 'create dialog, multi market', 'multi-market-create');
  await dialog.getByRole('button', { name: 'Create project' }).click();

  await page.waitForURL(/\/survey\/[^/]+\/audience$/);
  const lead = page.url().split('/').at(-2) ?? '';
  const tabs = page.getByRole('navigation', { name: 'Markets' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'United Kingdom (EN)',
    'Germany (DE)',
    'France (FR)',
  ]);
  await expect(tabs.getByRole('tab', { name: 'United Kingdom (EN)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Germany's own audience: a preset on its tab, the other markets untouched.
  await tabs.getByRole('tab', { name: 'Germany (DE)' }).click();
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('Germany');
  await page.getByRole('radio', { name: /Nationally representative/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Preset audience' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const sample = page.getByRole('region', { name: 'Your sample' });
  await expect(sample.getByRole('heading', { name: 'Age' })).toBeVisible();
  await checkScreen(page, 'audience page of a market', 'multi-market-audience');
  await tabs.getByRole('tab', { name: 'France (FR)' }).click();
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('France');
  await expect(sample.getByRole('heading', { name: 'Age' })).toHaveCount(0);

  // The one questionnaire (the lead's), translated into German and French, through the API.
  const { draftQuestionnaire } = await researcher.gql<{
    draftQuestionnaire: { questionnaireId: string };
  }>('questionnaire', `query ($s: ID!) { draftQuestionnaire(surveyId: $s) { questionnaireId } }`, {
    s: lead,
  });
  await addQuestion(
    { baseUrl: world.baseUrl, accessToken: researcher.accessToken },
    { surveyId: lead, questionnaireId: draftQuestionnaire.questionnaireId },
    { type: 'FreeText', text: 'What do you think of it?' },
  );
  for (const language of ['de', 'fr']) {
    const vars = { s: lead, l: language };
    await researcher.gql(
      'questionnaire',
      `mutation ($s: ID!, $l: String!) { addQuestionnaireLanguage(surveyId: $s, language: $l) { version } }`,
      vars,
    );
    const { translationStatus } = await researcher.gql<{
      translationStatus: { key: string; base: string }[];
    }>(
      'questionnaire',
      `query ($s: ID!, $l: String!) { translationStatus(surveyId: $s, language: $l) { key base } }`,
      vars,
    );
    for (const line of translationStatus) {
      await researcher.gql(
        'questionnaire',
        `mutation ($s: ID!, $l: String!, $k: String!, $t: String!) {
          setQuestionnaireTranslation(surveyId: $s, language: $l, key: $k, text: $t) { version } }`,
        { ...vars, k: line.key, t: `${language}: ${line.base}` },
      );
    }
  }

  // The purchase screen: each market's cost and the one total, their sum.
  await page.getByRole('link', { name: 'Buy all markets' }).click();
  await expect(page.getByRole('heading', { name: 'Buy all markets' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cost per market' });
  await expect(table.getByRole('row')).toHaveCount(5);
  const quote = await researcher.gql<Quote>(
    'market',
    `query ($s: ID!) { marketsQuote(surveyId: $s) { total markets { total } } }`,
    { s: lead },
  );
  const pence = quote.marketsQuote.markets.reduce((s, m) => s + Math.round(m.total * 100), 0);
  expect(Math.round(quote.marketsQuote.total * 100)).toBe(pence);
  const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  await expect(page.getByTestId('markets-total')).toHaveText(gbp.format(quote.marketsQuote.total));
  await checkScreen(page, 'multi-market purchase', 'multi-market-purchase');

  await page
    .getByRole('button', { name: `Buy all markets for ${gbp.format(quote.marketsQuote.total)}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'bought' })).toHaveText(
    `All 3 markets are bought in one order. Total ${gbp.format(quote.marketsQuote.total)}.`,
  );
  await expect(page.getByRole('table', { name: 'Markets bought' }).getByRole('row')).toHaveCount(5);
  await checkScreen(page, 'multi-market purchased', 'multi-market-purchased');

  // Every market is live, each with its own order; the list shows the project as MULTI MARKET.
  const { markets } = await researcher.gql<Markets>(
    'market',
    `query ($s: ID!) { markets(surveyId: $s) { markets { surveyId countryCode language state } } }`,
    { s: lead },
  );
  expect(markets.markets.map((m) => [m.countryCode, m.language])).toEqual([
    ['GB', 'en'],
    ['DE', 'de'],
    ['FR', 'fr'],
  ]);
  await page.goto('/projects');
  await expect(page.getByText('MULTI MARKET').first()).toBeVisible();
});
