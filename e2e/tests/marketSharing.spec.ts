import { completes, pickAt } from '@survey/testkit/completes';
import { boughtMarkets } from '@survey/testkit/markets';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PANEL_LINK_SECRET } from '../support/paths.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 37 §3 (session 25): a saved table and a share link across a multi-market project's
// markets. The world (two markets bought in one purchase, completes per market through the
// respondent API) is built through the API; the test clicks only what it is about.

test.describe.configure({ timeout: 240_000 });

const GB = 4;
const DE = 3;

test('a table saved across markets opens with its Market banner; a link shares both markets', async ({
  page,
  browser,
  researcher,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const study = await boughtMarkets(
    { baseUrl: base, ...researcher },
    {
      countries: ['GB', 'DE'],
      samplesNeeded: 20,
      questions: [{ type: 'Basic', text: 'Which drink?', options: ['Tea', 'Coffee'] }],
    },
  );
  const target = { baseUrl: base, panelLinkSecret: E2E_PANEL_LINK_SECRET };
  const outcomes = await Promise.all(
    study.markets.map((m, k) =>
      completes(target, m.surveyId, k === 0 ? GB : DE, (p) =>
        p.label === 'Q1' ? pickAt(p, k) : null,
      ),
    ),
  );
  expect(outcomes.flat().filter((o) => o !== 'complete')).toEqual([]);

  // All markets (the default): build Q1 by the Market banner and save it.
  await page.goto(`/survey/${study.leadId}/results`);
  await expect(page.getByTestId('results-count')).toHaveText(`${GB + DE} completes`);
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  const saved = page.getByRole('region', { name: 'Saved tables' });
  await expect(saved.getByText('No saved tables yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q1 Which drink/ }).click();
  await page.getByRole('combobox', { name: /^Banner/ }).click();
  await page.getByRole('option', { name: /^MKT Market/ }).click();
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: /^Crosstab: Q1 / });
  await expect(table.getByRole('columnheader', { name: /Germany/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save table' });
  await dialog.getByRole('textbox', { name: 'Table name' }).fill('Drinks by market');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(saved.getByRole('button', { name: 'Open Drinks by market' })).toBeVisible();

  // Reloaded without the table in the address, the table is listed across markets only.
  await page.goto(`/survey/${study.leadId}/results`);
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  const open = saved.getByRole('button', { name: 'Open Drinks by market' });
  await expect(open).toBeVisible();
  await expect(table).toHaveCount(0);
  await checkScreen(page, 'saved tables across markets', 'market-saved-tables', {
    fullPage: true,
  });
  await open.click();
  // The banner is back: both markets as columns.
  await expect(table.getByRole('columnheader', { name: /United Kingdom/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Germany/ })).toBeVisible();
  // One market's own results list none of them.
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await expect(page.getByTestId('results-count')).toHaveText(`${DE} completes`);
  await expect(saved.getByText('No saved tables yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'All markets' }).click();

  // A link across the markets, from the options bar's Share.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share results' });
  await expect(share.getByText(/results of all markets together/)).toBeVisible();
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = share.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  try {
    await viewer.goto(url);
    await expect(viewer.getByText('All markets', { exact: true })).toBeVisible();
    const results = viewer.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByTestId('results-count')).toHaveText(`${GB + DE} completes`);
    await expect(viewer.getByTestId('shared-progress')).toHaveText(`${GB + DE} / 40 completes`);
    await viewer.getByRole('tab', { name: 'Crosstab' }).click();
    await viewer.getByRole('combobox', { name: 'Row question' }).click();
    await viewer.getByRole('option', { name: /^Q1 Which drink/ }).click();
    await viewer.getByRole('combobox', { name: /^Banner/ }).click();
    await viewer.getByRole('option', { name: /^MKT Market/ }).click();
    await viewer.keyboard.press('Escape');
    const shared = viewer.getByRole('table', { name: /^Crosstab: Q1 / });
    await expect(shared.getByRole('columnheader', { name: /United Kingdom/ })).toBeVisible();
    await expect(shared.getByRole('columnheader', { name: /Germany/ })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Save table' })).toHaveCount(0);
    await checkScreen(viewer, 'shared results across markets', 'market-shared-crosstab', {
      fullPage: true,
    });
  } finally {
    await viewerContext.close();
  }
});
