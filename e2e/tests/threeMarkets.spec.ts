import { parse } from 'csv-parse/sync';
import { addQuestion } from '@survey/testkit/cards';
import { completes, signedPanelLink } from '@survey/testkit/completes';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PANEL_LINK_SECRET } from '../support/paths.ts';
import { E2E_BASE_URL } from '../support/world.ts';

// Issue 37 §4: the three-market study (GB in English, DE in German, FR in French) in Chromium.
// The researcher creates it in the Multi market dialog, follows a market's steps to the one
// questionnaire (the lead's), translates it to German and French through an XLIFF round trip,
// previews it in German, buys every market in one order and fields each market through the
// respondent API; a German respondent's runner speaks German.

test.describe.configure({ timeout: 300_000 });

const respondents = { baseUrl: E2E_BASE_URL, panelLinkSecret: E2E_PANEL_LINK_SECRET };

/** Exports the shown language as XLIFF, fills every missing target as `prefix + source`, imports. */
async function xliffRoundTrip(page: Page, language: string, prefix: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLIFF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`questionnaire-${language}.xlf`);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported).toContain(`trgLang="${language}"`);
  const filled = exported.replace(
    /<source>([^<]*)<\/source>(?!<target>)/g,
    (_, text: string) => `<source>${text}</source><target>${prefix}${text}</target>`,
  );
  await page.getByLabel('Translations file').setInputFiles({
    name: `questionnaire-${language}.xlf`,
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(filled),
  });
  await expect(page.getByText(/^Imported \d+ translations\.$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'missing' })).toHaveText(
    '0 missing · 0 to review',
  );
}

async function addLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Add a language' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Add language' }).click();
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveText(name);
}

test('GB, DE and FR: one questionnaire translated through XLIFF, bought in one order, fielded; the German runner speaks German; results and the CSV combine the markets', async ({
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
  for (const name of ['United Kingdom', 'Germany', 'France']) {
    await countries.fill(name);
    await countries.press('ArrowDown');
    await countries.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/survey\/[^/]+\/audience$/);
  const lead = page.url().split('/').at(-2) ?? '';
  const { markets } = await researcher.gql<{
    markets: { markets: { surveyId: string; countryCode: string }[] };
  }>('market', `query ($s: ID!) { markets(surveyId: $s) { markets { surveyId countryCode } } }`, {
    s: lead,
  });
  const [, de, fr] = markets.markets.map((m) => m.surveyId);
  if (!de || !fr) throw new Error('the project has no DE or FR market');

  // The one questionnaire's question, through the API (the editor's own journeys click it).
  const { draftQuestionnaire } = await researcher.gql<{
    draftQuestionnaire: { questionnaireId: string };
  }>('questionnaire', `query ($s: ID!) { draftQuestionnaire(surveyId: $s) { questionnaireId } }`, {
    s: lead,
  });
  await addQuestion(
    { baseUrl: world.baseUrl, accessToken: researcher.accessToken },
    { surveyId: lead, questionnaireId: draftQuestionnaire.questionnaireId },
    { type: 'Basic', text: 'Which drink do you prefer?', options: ['Tea', 'Coffee'] },
  );

  // Germany's audience: its country is fixed; its Survey step opens the lead's questionnaire.
  const tabs = page.getByRole('navigation', { name: 'Markets' });
  await tabs.getByRole('tab', { name: 'Germany (DE)' }).click();
  await expect(page).toHaveURL(`/survey/${de}/audience`);
  const country = page.getByRole('textbox', { name: 'Country' });
  await expect(country).toHaveValue('Germany');
  await expect(country).toHaveAttribute('readonly', '');
  await expect(
    page.getByText(
      "Each market's country is fixed. Its respondents answer in that country's language.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveCount(0);
  const steps = page.getByRole('navigation', { name: 'Survey steps' });
  await steps.getByRole('link', { name: 'Survey' }).click();
  await expect(page).toHaveURL(`/survey/${lead}/questionnaire`);

  // German and French through the translator's file (XLIFF 2.0), in the editor's language bar.
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toBeEnabled();
  await addLanguage(page, 'French');
  await xliffRoundTrip(page, 'fr', 'FR ');
  await addLanguage(page, 'German');
  await xliffRoundTrip(page, 'de', 'DE ');

  // Preview opens in the language the editor shows (issue 37 §1): German, as a DE respondent.
  const opening = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preview' }).click();
  const preview = await opening;
  await expect(preview).toHaveURL(/[?&]lang=de(&|#|$)/);
  await expect(preview.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    preview.getByRole('heading', { level: 1, name: 'DE Which drink do you prefer?' }),
  ).toBeVisible();
  await expect(preview.getByText('Bitte wählen Sie eine Antwort aus')).toBeVisible();
  await preview.close();

  // A market's own questionnaire and confirm addresses lead to the lead's and the one purchase.
  await page.goto(`/survey/${fr}/questionnaire`);
  await expect(page).toHaveURL(`/survey/${lead}/questionnaire`);
  await page.goto(`/survey/${de}/confirm`);
  await expect(page).toHaveURL(`/survey/${lead}/markets`);
  await page.goto(`/survey/${fr}/audience`);
  // A market's Preview: the one questionnaire in the market's language.
  const openingFr = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preview' }).click();
  const previewFr = await openingFr;
  await expect(previewFr).toHaveURL(new RegExp(`surveyId=${lead}.*lang=fr`));
  await expect(previewFr.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    previewFr.getByRole('heading', { level: 1, name: 'FR Which drink do you prefer?' }),
  ).toBeVisible();
  await previewFr.close();
  await expect(steps.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await steps.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`/survey/${lead}/markets`);

  // One purchase, one total.
  const buy = page.getByRole('button', { name: /^Buy all markets for / });
  await buy.click();
  await expect(page.getByRole('status').filter({ hasText: 'bought' })).toContainText(
    'All 3 markets are bought in one order.',
  );

  // Fielded: each market's members answer through the respondent API.
  for (const surveyId of [lead, de, fr]) {
    const outcomes = await completes(respondents, surveyId, 3);
    expect(outcomes, `completes of ${surveyId}`).toEqual(['complete', 'complete', 'complete']);
  }

  // A German respondent: German instructions, lang="de", axe clean.
  await page.goto(signedPanelLink(respondents, de, 'de-runner-1'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'DE Which drink do you prefer?' }),
  ).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie eine Antwort aus')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'DE Coffee' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'runner of the DE market');

  // The project's results combine its 3 markets: the Market banner puts them side by side.
  await page.goto(`/survey/${lead}/results`);
  await expect(page.getByTestId('results-count')).toContainText('9');
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q1 Which drink/ }).click();
  await page.getByRole('combobox', { name: /^Banner/ }).click();
  await page.getByRole('option', { name: /^MKT Market/ }).click();
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: /^Crosstab: Q1 / });
  for (const market of ['United Kingdom', 'Germany', 'France']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(market) })).toBeVisible();
  }

  // One CSV across the markets, each row with its Market and Language.
  await page
    .getByRole('region', { name: 'Results options' })
    .getByRole('button', { name: 'Raw data' })
    .click();
  const exportDialog = page.getByRole('dialog', { name: 'Export data' });
  await expect(exportDialog.getByRole('radio', { name: /^All markets/ })).toBeChecked();
  await exportDialog.getByRole('radio', { name: /^Wide/ }).check();
  await exportDialog.getByRole('radio', { name: 'CSV, unencoded (answer labels)' }).check();
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  const rows = parse(await readFile(await (await download).path()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  const byMarket = rows.map((r) => `${r.Market ?? ''}/${r.Language ?? ''}`).sort();
  expect(byMarket).toEqual([
    'DE/de',
    'DE/de',
    'DE/de',
    'FR/fr',
    'FR/fr',
    'FR/fr',
    'GB/en',
    'GB/en',
    'GB/en',
  ]);
});
