import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { QualityResponse } from '../../packages/domain/src/results/analysisContract.ts';
import { actionsMenuItem } from '../support/actionsMenu.ts';
import { sql } from '../support/database.ts';
import { gql } from '../support/graphql.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 35 §1 'Stale after exclusions': with a saved table open on a completed survey (no live
// polling to hide a missed reload), excluding the speeders changes the crosstab's Base at once,
// including them again restores it, reopening the saved table keeps the right Base, and the
// xlsx follows the screen.

test.describe.configure({ timeout: 300_000 });

const SAMPLE = 30;
const COMPLETES = 14;
const SPEEDERS = 3;
const TABLE = 'Numbers by A1';

async function readQuality(page: Page, surveyId: string): Promise<QualityResponse> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.get(
    `/v2/survey-results/api/v1.0/quality?surveyId=${encodeURIComponent(surveyId)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as QualityResponse;
}

/** The Total column's Base as the crosstab shows it ('11*' for a small base reads 11). */
async function totalBase(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: /^Crosstab: / });
  const base = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Base' }) });
  return Number.parseInt((await base.getByRole('cell').first().textContent()) ?? '', 10);
}

/** The downloaded workbook's Total Base (column B of the 'Base' row). */
async function xlsxTotalBase(page: Page): Promise<number> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .xlsx' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  let base = Number.NaN;
  workbook.worksheets[0]?.eachRow((row) => {
    if (row.getCell(1).value === 'Base') base = Number(row.getCell(2).value);
  });
  return base;
}

test('a saved crosstab follows exclusions at once, after reopening it too, and its xlsx follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Results numbers', SAMPLE);
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) { presetAudience(surveyId: $surveyId, name: "Nationally representative") { number } }`,
    { surveyId },
  );
  await buyViaApi(page, surveyId);
  await completesWithinQuotas(page, surveyId, COMPLETES);
  const completes = COMPLETES;
  // The first three completes took 20 s, the rest 5 minutes: exactly three speeders.
  await sql(
    `UPDATE complete_quality_flags SET length_ms = CASE WHEN session_id IN (
       SELECT session_id FROM complete_quality_flags WHERE survey_id = $1
       ORDER BY completed_at, session_id LIMIT $2) THEN 20000 ELSE 300000 END
     WHERE survey_id = $1`,
    [surveyId, SPEEDERS],
  );
  const flagged = (await readQuality(page, surveyId)).flagged.length;

  // Ended: the page no longer polls, so only a reload on the exclusion can change the table.
  await page.goto(`/survey/${surveyId}/results`);
  await (
    await actionsMenuItem(page, page.getByRole('region', { name: 'Fieldwork' }), 'End project')
  ).click();
  await page
    .getByRole('dialog', { name: 'End project?' })
    .getByRole('button', { name: 'End project' })
    .click();
  await expect(page).toHaveURL('/projects');

  await page.goto(`/survey/${surveyId}/results?view=crosstab`);
  await page.getByRole('combobox', { name: 'Row question' }).click({ timeout: 30_000 });
  await page.getByRole('option', { name: /^A1 / }).click();
  await expect.poll(() => totalBase(page)).toBe(completes);
  await page.getByRole('button', { name: 'Save table' }).click();
  const save = page.getByRole('dialog', { name: 'Save table' });
  await save.getByRole('textbox', { name: 'Table name' }).fill(TABLE);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: `Open ${TABLE}` }).click({ timeout: 30_000 });
  await expect.poll(() => totalBase(page)).toBe(completes);

  // The button counts what is still flagged among the included completes (issue 35 §4).
  const openQuality = (stillFlagged: number) =>
    page.getByRole('button', { name: `Data quality (${stillFlagged} flagged)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Data quality' });
  await openQuality(flagged);
  await dialog.getByRole('button', { name: `Exclude all speeders (${SPEEDERS})` }).click();
  await expect(dialog.getByTestId('flagged-complete').filter({ hasText: 'Excluded' })).toHaveCount(
    SPEEDERS,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => totalBase(page)).toBe(completes - SPEEDERS);
  expect(await xlsxTotalBase(page)).toBe(completes - SPEEDERS);

  // Include them again: the table counts them again, and so does the saved table reopened.
  await openQuality(flagged - SPEEDERS);
  const rows = dialog.getByTestId('flagged-complete');
  for (const row of await rows.filter({ hasText: 'Excluded' }).all()) {
    await row.getByRole('checkbox').check();
  }
  await dialog.getByRole('button', { name: 'Include again' }).click();
  await expect(rows.filter({ hasText: 'Excluded' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => totalBase(page)).toBe(completes);
  await page.getByRole('button', { name: `Open ${TABLE}` }).click();
  await expect.poll(() => totalBase(page)).toBe(completes);
  expect(await xlsxTotalBase(page)).toBe(completes);
});

/** Adds a matrix (Q2) of two rows on a 3-point scale and a slider (Q3) after readySurvey's Q1. */
async function addScales(page: Page, surveyId: string) {
  const read = () =>
    gql<{
      draftQuestionnaire: {
        questionnaireId: string;
        entries: { entryItem?: { matrixTitleLk?: string } }[];
      };
    }>(
      page,
      'questionnaire',
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId
        entries { ... on MatrixEntry { entryItem { matrixTitleLk } } } } }`,
      { surveyId },
    );
  const id = (await read()).draftQuestionnaire.questionnaireId;
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) { addMatrixQuestion(questionnaireId: $id, position: 1, title: "How do you rate it?") { version } }`,
    { id },
  );
  const m = (await read()).draftQuestionnaire.entries[1]?.entryItem?.matrixTitleLk ?? '';
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!, $m: ID!) {
      rows: pasteInMatrixRows(questionnaireId: $id, matrixTitleLk: $m, rows: ["Taste", "Price"], position: 0) { version } }`,
    { id, m },
  );
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!, $m: ID!) {
      columns: pasteInMatrixResponses(questionnaireId: $id, matrixTitleLk: $m, responseOptions: ["Poor", "OK", "Good"], position: 0) { version } }`,
    { id, m },
  );
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) { addQuestion(questionnaireId: $id, questionTypeCode: Scale, position: 2, text: "How likely are you to buy it?") { version } }`,
    { id },
  );
}

test('the boxes switch says why a 3-point matrix row and a slider have no top-2 / bottom-2 boxes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Boxes', SAMPLE);
  await addScales(page, surveyId);
  await buyViaApi(page, surveyId);
  await completesWithinQuotas(page, surveyId, 3);

  await page.goto(`/survey/${surveyId}/results?view=crosstab`);
  const rowQuestion = page.getByRole('combobox', { name: 'Row question' });
  const boxes = page.getByLabel('Top-2 / Bottom-2 boxes');
  await rowQuestion.click({ timeout: 30_000 });
  await page.getByRole('option', { name: /^Q2\.1 / }).click();
  await expect(boxes).toBeDisabled();
  await expect(boxes).toHaveAccessibleDescription(
    'Top-2 / Bottom-2 boxes need a scale of at least 4 points; this row has 3.',
  );
  await rowQuestion.click();
  await page.getByRole('option', { name: /^Q3 / }).click();
  await expect(boxes).toBeDisabled();
  await expect(boxes).toHaveAccessibleDescription(/^Not for sliders: only their ends and middle/);
  await expect(page.getByRole('table', { name: /^Crosstab: Q3 / })).toBeVisible();
});
