import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../support/fixtures.ts';
import { answerThroughApi } from '../support/surveys.ts';

// Issue 13 items 4 and 5 from the browser: the 'Export data' dialog starts the server's export
// job, shows its progress and downloads the file, named after the project; a CSV reader reads back
// what the respondents answered, and the .sav is an SPSS system file (PSPP reads it in the
// server's integration tests).

test.describe.configure({ timeout: 180_000 });

/** Exports through the dialog and answers the downloaded file's name and bytes. */
async function exportThroughDialog(
  page: Page,
  layout: RegExp,
  format: string,
  weighting: RegExp = /^Weighted/,
) {
  const options = page.getByRole('region', { name: 'Results options' });
  await options.getByRole('button', { name: 'Raw data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export data' });
  await dialog.getByRole('radio', { name: layout }).check();
  await dialog.getByRole('radio', { name: format }).check();
  await dialog.getByRole('radio', { name: weighting }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  await expect(dialog.getByRole('link', { name: /^Download / })).toBeVisible();
  const bytes = await readFile(await file.path());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return { name: file.suggestedFilename(), bytes };
}

const project = `Raw habits ${Date.now()}`;
test.use({ surveySpec: { name: project, samplesNeeded: 5 } });

test('raw data downloads from the results page as wide CSV and SPSS, with the answers given', async ({
  page,
  liveSurvey,
}) => {
  const { surveyId } = liveSurvey;
  expect(await answerThroughApi(liveSurvey.surveyId, 'raw-001')).toBe('complete');
  expect(await answerThroughApi(liveSurvey.surveyId, 'raw-002')).toBe('complete');
  await page.goto(`/survey/${surveyId}/results`);
  await expect(page.getByTestId('results-count')).toHaveText('2 completes', { timeout: 20_000 });

  const csv = await exportThroughDialog(page, /^Wide/, 'CSV, unencoded (answer labels)');
  expect(csv.name).toBe(`${project} - raw data (wide, labels).csv`);
  const rows = parse(csv.bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r.respondent_id).sort()).toEqual(['raw-001', 'raw-002']);
  for (const r of rows) {
    expect(r.status).toBe('complete');
    expect(Number(r.weight)).toBeGreaterThan(0);
    expect(Object.values(r)).toContain(`Answer from ${r.respondent_id}`);
  }

  // Unweighted (issue 25 §3): the same answers without any weight column.
  const plain = await exportThroughDialog(
    page,
    /^Wide/,
    'CSV, unencoded (answer labels)',
    /^Unweighted/,
  );
  expect(plain.name).toBe(`${project} - raw data (wide, labels, unweighted).csv`);
  const plainRows = parse(plain.bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(plainRows.map((r) => r.respondent_id).sort()).toEqual(['raw-001', 'raw-002']);
  for (const r of plainRows) expect(r).not.toHaveProperty('weight');

  const sav = await exportThroughDialog(page, /^Wide/, 'SPSS (.sav)');
  expect(sav.name).toBe(`${project} - raw data (wide, SPSS).sav`);
  // An SPSS system file starts with its record type '$FL2' (uncompressed or bytecode-compressed).
  expect(sav.bytes.subarray(0, 4).toString('latin1')).toBe('$FL2');
});
