import { type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { CrosstabResponse } from '../../packages/domain/src/results/analysisContract.ts';
import { convertWithSoffice } from '../../apps/web/src/features/exports/files/testing/officeReader.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createProjectViaApi, gql } from '../support/graphql.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { pick } from '../support/respondents.ts';
import { buyViaApi } from '../support/surveys.ts';
import { writeDrinkQ1 } from '../support/crosstabSurvey.ts';
import { shots } from '../support/screenshots.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 26 §1 and its 'Done when': a crosstab of Q1 by gender and age with significance letters,
// saved, kept over a reload, reopened, and downloaded as an xlsx that LibreOffice reads with the
// numbers on screen. The first members answer at random within the quota cells; members who
// answer through the same respondent API then prefer coffee when men and tea when women, so
// the gender columns differ for sure and their letters show.

test.describe.configure({ timeout: 420_000 });

const SAMPLE = 200;
/** Members who answer Q1 at random (within the quota cells), before the patterned ones. */
const AT_RANDOM = 20;
const PATTERNED = 80;
const TABLE = 'Drinks by gender and age';

/** The table's body as text: per row its stub and each cell's 'count|share|letters'. */
async function screenRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: /^Crosstab: Q1 / });
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children, (cell, i) =>
          i === 0
            ? (cell.textContent ?? '')
            : Array.from(cell.children, (line) => line.textContent ?? '').join('|'),
        ),
      ),
    );
}

/** The screen row whose stub is `text`, once it is drawn. */
async function screenRowsWhenThere(page: Page, text: string): Promise<string[]> {
  await expect.poll(async () => (await screenRows(page)).some((r) => r[0] === text)).toBe(true);
  return (await screenRows(page)).find((r) => r[0] === text) ?? [];
}

/** The crosstab's next answer for a banner of `groups` groups (earlier answers may still arrive). */
const crosstabAnswer = (page: Page, groups: number) =>
  page
    .waitForResponse((r) => {
      if (!r.url().endsWith('/v2/survey-results/api/v1.0/crosstab') || r.status() !== 200)
        return false;
      const sent = JSON.parse(r.request().postData() ?? '{}') as { banner?: unknown[] };
      return sent.banner?.length === groups;
    })
    .then(async (r) => (await r.json()) as CrosstabResponse);

test('a crosstab of Q1 by gender and age: letters, saved and reopened, downloaded as xlsx', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await createProjectViaApi(page, 'Crosstab drinks');
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!, $n: Int!) { updateFieldwork(surveyId: $surveyId, samplesNeeded: $n) { surveyId } }`,
    { surveyId, n: SAMPLE },
  );
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) { presetAudience(surveyId: $surveyId, name: "Nationally representative") { number } }`,
    { surveyId },
  );
  await writeDrinkQ1(page, surveyId);
  await buyViaApi(page, surveyId);

  await completesWithinQuotas(page, surveyId, AT_RANDOM);
  // Men prefer coffee, women tea (one in five answers otherwise); every member within the quota
  // cells (the gender the cells give them decides the drink), so none is screened out.
  await completesWithinQuotas(page, surveyId, PATTERNED, (quotas, allocation) => {
    const male = quotas.quotasByQuestionId.gender?.options.find((o) => o.text === 'Male')?.id;
    return (p, i) => {
      if (p.label !== 'Q1') return null;
      const isMale = allocation.get('gender')?.[i] === male;
      return pick(p, i % 5 === 4 ? 'Juice' : isMale ? 'Coffee' : 'Tea');
    };
  });

  await page.goto(`/survey/${surveyId}/results`);
  await expect(page.getByTestId('results-count')).toContainText('completes', { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await expect(page).toHaveURL(/view=crosstab/);
  await expect(page.getByText('Choose a row question to build a crosstab.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Row question' }).click();
  await page.getByRole('option', { name: /^Q1 Which drink/ }).click();
  const banner = page.getByRole('combobox', { name: /^Banner/ });
  await banner.click();
  await page.getByRole('option', { name: /gender/i }).click();
  const answer = crosstabAnswer(page, 2);
  await page.getByRole('option', { name: /How old are you/ }).click();
  await page.keyboard.press('Escape');
  const table = await answer;
  expect(table.groups.map((g) => g.text)).toEqual([
    expect.stringMatching(/gender/i),
    expect.stringMatching(/How old are you/),
  ]);

  // The screen shows the API's numbers: count, column % and letters in every cell.
  const expected = table.rows.map((row) => [
    row.text,
    ...row.cells.map(
      (c) =>
        `${Math.round(c.count)}|${c.columnShare === null ? '–' : `${(c.columnShare * 100).toFixed(1)}%`}|${c.higherThan}`,
    ),
  ]);
  await expect.poll(() => screenRows(page)).toEqual(expected);
  // Men chose coffee more often than women: the Male column's Coffee cell carries Female's letter.
  const flat = [table.total, ...table.groups.flatMap((g) => g.columns)];
  const maleAt = flat.findIndex((c) => c.text === 'Male');
  const female = flat.find((c) => c.text === 'Female');
  const coffee = table.rows.find((r) => r.text === 'Coffee');
  expect(female?.letter).toBeTruthy();
  expect(coffee?.cells[maleAt]?.higherThan).toBe(female?.letter);
  const legend =
    'Letters: significantly higher than that column at 95% (upper case) or 90% (lower case).';
  await expect(page.getByText(legend, { exact: false })).toBeVisible();

  await shots(page, 'crosstab', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'results crosstab');

  // Save, reload, reopen.
  await page.getByRole('button', { name: 'Save table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save table' });
  await dialog.getByRole('textbox', { name: 'Table name' }).fill(TABLE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Open ${TABLE}` })).toBeVisible();
  // The table being built is in the address (issue 35 §2): a reload keeps it.
  await page.reload();
  await expect.poll(() => screenRows(page), { timeout: 20_000 }).toEqual(expected);
  await page.getByRole('button', { name: `Open ${TABLE}` }).click();
  await expect.poll(() => screenRows(page)).toEqual(expected);

  // The xlsx holds the numbers on screen, as LibreOffice reads them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Crosstab drinks - ${TABLE}.xlsx`);
  const csv = await convertWithSoffice(
    await readFile(await download.path()),
    'xlsx',
    'csv:Text - txt - csv (StarCalc):44,34,76',
    'csv',
  );
  const sheet: string[][] = parse(csv.toString('utf8').replace(/^\uFEFF/, ''), {
    relax_column_count: true,
  });
  const screen = await screenRows(page);
  for (const row of screen) {
    const at = sheet.findIndex((r) => r[0] === row[0]);
    expect(at, `row ${row[0]} in the xlsx`).toBeGreaterThan(0);
    const cells = row.slice(1).map((c) => c.split('|'));
    expect(sheet[at]?.slice(1)).toEqual(cells.map((c) => c[0]));
    expect(sheet[at + 1]?.slice(1)).toEqual(cells.map((c) => (c[1] === '–' ? '' : c[1])));
    expect(sheet[at + 2]?.slice(1)).toEqual(cells.map((c) => c[2]));
  }
  expect(sheet.find((r) => r[0] === 'Base')?.slice(1)).toEqual(
    [table.total, ...table.groups.flatMap((g) => g.columns)].map(
      (c) => `${Math.round(c.base)}${c.smallBase ? ' *' : ''}`,
    ),
  );

  // A net of Coffee and Tea counts who chose either: the two rows' counts together (single choice).
  await page.getByRole('button', { name: 'Add net' }).click();
  const netDialog = page.getByRole('dialog', { name: 'Add a net' });
  await netDialog.getByRole('textbox', { name: 'Net label' }).fill('Hot drinks');
  await netDialog.getByRole('combobox', { name: 'Options in the net' }).click();
  await page.getByRole('option', { name: 'Coffee' }).click();
  await page.getByRole('option', { name: 'Tea' }).click();
  await page.keyboard.press('Escape');
  await netDialog.getByRole('button', { name: 'Add net' }).click();
  await expect(page.getByRole('button', { name: 'Net: Hot drinks' })).toBeVisible();
  const hot = (await screenRowsWhenThere(page, 'Hot drinks'))[1]?.split('|')[0];
  const total = (name: string) =>
    Math.round(table.rows.find((r) => r.text === name)?.cells[0]?.count ?? 0);
  expect(Number(hot)).toBe(total('Coffee') + total('Tea'));

  // Deleting the saved table removes it from the list.
  await page.getByRole('button', { name: `Delete ${TABLE}` }).click();
  await expect(page.getByRole('button', { name: `Open ${TABLE}` })).toHaveCount(0);
});
