import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { pick } from '@survey/testkit/completes';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 37 §3 from the browser: a market's 'Export data' dialog offers every market in one file
// (the default) or the market alone; the combined CSV carries the Market and Language columns.
// The world (a GB/DE/FR study, bought, completes per market) is built through the API.

test.describe.configure({ timeout: 180_000 });

test('a market exports every market in one CSV with the Market column, chosen by keyboard', async ({
  page,
  researcher,
}) => {
  const name = `Tea across Europe ${Date.now()}`;
  const study = await researcher.markets({
    name,
    countries: ['GB', 'DE', 'FR'],
    samplesNeeded: 5,
    questions: [{ type: 'Basic', text: 'Which drink do you prefer?', options: ['Tea', 'Coffee'] }],
  });
  await study.buy();
  const wanted = { GB: 2, DE: 1, FR: 1 };
  for (const market of study.markets) {
    const n = wanted[market.countryCode as keyof typeof wanted];
    // A market's respondents read its language: the world translates a text as '{language} {text}'.
    const tea = market.lead ? 'Tea' : `${market.language} Tea`;
    const outcomes = await market.completes(n, (p) => (p.label === 'Q1' ? pick(p, tea) : null));
    expect(outcomes).toEqual(Array.from({ length: n }, () => 'complete'));
  }
  const germany = study.markets.find((m) => m.countryCode === 'DE');
  await page.goto(`/survey/${germany?.surveyId ?? ''}/results`);

  const options = page.getByRole('region', { name: 'Results options' });
  await options.getByRole('button', { name: 'Raw data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export data' });
  const all = dialog.getByRole('radio', { name: /^All markets/ });
  const own = dialog.getByRole('radio', { name: 'This market' });
  await expect(all).toBeChecked();
  await checkScreen(
    page,
    'results: Export data of a market, all markets chosen',
    'market-export-dialog',
  );
  // The radio group takes the arrow keys: to this market and back to all markets.
  await all.focus();
  await page.keyboard.press('ArrowDown');
  await expect(own).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(all).toBeChecked();

  await dialog.getByRole('radio', { name: /^Wide/ }).check();
  await dialog.getByRole('radio', { name: 'CSV, unencoded (answer labels)' }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name} - raw data (wide, labels, all markets).csv`);
  const rows = parse(await readFile(await file.path()), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  const markets = rows.map((r) => `${r.Market ?? ''}/${r.Language ?? ''}`).sort();
  expect(markets).toEqual(['DE/de', 'FR/fr', 'GB/en', 'GB/en']);
  expect(rows.every((r) => r.Q1 === 'Tea')).toBe(true);
});
