import { completes, pickAt } from '@survey/testkit/completes';
import { boughtMarkets } from '@survey/testkit/markets';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PANEL_LINK_SECRET } from '../support/paths.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 37 §3: the results page of a multi-market project combines its markets. The world (a
// three-market study, translated, bought in one purchase, completes per market through the
// respondent API) is built through the API; the test clicks only the results page.

test.describe.configure({ timeout: 240_000 });

/** Over 30 per market: the Market banner's columns are tested for significance. */
const PER_MARKET = 31;
/** GB all tea, DE all coffee, FR one in three tea. */
const TEA_SHARE = [1, 0, 1 / 3];

test('all markets: header, per-market progress, Market filter and selector, Market banner', async ({
  page,
  researcher,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const study = await boughtMarkets(
    { baseUrl: base, ...researcher },
    {
      countries: ['GB', 'DE', 'FR'],
      samplesNeeded: 40,
      questions: [{ type: 'Basic', text: 'Which drink?', options: ['Tea', 'Coffee'] }],
    },
  );
  const target = { baseUrl: base, panelLinkSecret: E2E_PANEL_LINK_SECRET };
  const outcomes = await Promise.all(
    study.markets.map((m, k) =>
      completes(target, m.surveyId, PER_MARKET, (p, i) =>
        p.label === 'Q1' ? pickAt(p, i < PER_MARKET * (TEA_SHARE[k] ?? 0) ? 0 : 1) : null,
      ),
    ),
  );
  expect(outcomes.flat().filter((o) => o !== 'complete')).toEqual([]);
  const fr = study.markets[2];

  await page.goto(`/survey/${study.leadId}/results`);
  const header = page.getByRole('region', { name: 'Fieldwork' });
  await expect(header.getByText('United Kingdom, Germany, France')).toBeVisible();
  await expect(header.getByText('Country', { exact: true })).toHaveCount(0);
  // Every market's completes against every market's target.
  await expect(header.getByTestId('completes')).toHaveText('93 / 120 completes');
  const markets = page.getByRole('table', { name: 'Markets' });
  await expect(markets.getByRole('row')).toHaveText([
    /Market\s*Completes\s*Status\s*Quotas/,
    /United Kingdom\s*31 \/ 40 completes\s*LIVE/,
    /Germany\s*31 \/ 40 completes\s*LIVE/,
    /France\s*31 \/ 40 completes\s*LIVE/,
  ]);
  const count = page.getByTestId('results-count');
  await expect(count).toHaveText('93 completes');
  await checkScreen(page, 'results, all markets', 'market-results');

  // Market is a filter like any question: Germany alone is Germany's own 31.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Germany', exact: true }).check();
  await expect(count).toHaveText('31 of 93 completes match the filters');
  await filters.getByRole('checkbox', { name: 'Germany', exact: true }).uncheck();
  await expect(count).toHaveText('93 completes');

  // One market's own results, kept in the address.
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await expect(page).toHaveURL(new RegExp(`market=${fr?.surveyId ?? ''}`));
  await expect(count).toHaveText('31 completes');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Market' })).toHaveText('France');
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'All markets' }).click();
  await expect(count).toHaveText('93 completes');

  // The crosstab's Market banner: the markets as columns, letters between them.
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q1 Which drink/ }).click();
  await page.getByRole('combobox', { name: /^Banner/ }).click();
  await page.getByRole('option', { name: /^MKT Market/ }).click();
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: /^Crosstab: Q1 / });
  await expect(table.getByRole('columnheader', { name: /Germany/ })).toBeVisible();
  const tea = table.locator('tbody tr').filter({ hasText: /^Tea/ });
  // GB (A) drinks more tea than Germany (B) and France (C); France more than Germany.
  await expect(tea).toContainText('BC');
  await checkScreen(page, 'crosstab with the Market banner', 'market-results-crosstab', {
    fullPage: true,
  });
});
