import type { Download } from '@playwright/test';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { answerDrinkThroughApi, DRINK_QUESTION } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 13 items 1-3: the client-side files (spec 3 §2 options bar and Dialogs 'Export to
// PowerPoint', the questionnaire kebab 'Export survey (.doc)'; §7 "Client-side files": each named
// after the project). The e2e server runs without simulated traffic, so respondents answer
// through the respondent API.

test.describe.configure({ timeout: 240_000 });

// Characters a file name may not hold: the files are named '{stem} - …' (saveFile.ts).
const PROJECT = 'Office: "Café" exports';
const STEM = 'Office_ _Café_ exports';

/** The download's bytes, checked to be an Office (zip) file: 'PK\x03\x04'. */
async function zipBytes(download: Download): Promise<Buffer> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return bytes;
}

test.describe('a live survey with a drink question', () => {
  test.use({
    surveySpec: { name: PROJECT, samplesNeeded: 10, questions: [DEFAULT_QUESTION, DRINK_QUESTION] },
  });

  test('the results page downloads the script, the chart data and the PowerPoint, named after the project', async ({
    page,
    liveSurvey,
  }) => {
    const { surveyId } = liveSurvey;
    for (const [i, drink] of ['Coffee', 'Coffee', 'Tea'].entries()) {
      expect(await answerDrinkThroughApi(liveSurvey, `office-${i}`, drink)).toBe('complete');
    }

    await page.goto(`/survey/${surveyId}/results`);
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByTestId('results-count')).toHaveText('3 completes', {
      timeout: 20_000,
    });
    const options = page.getByRole('region', { name: 'Results options' });

    const [script] = await Promise.all([
      page.waitForEvent('download'),
      options.getByRole('button', { name: 'Export survey' }).click(),
    ]);
    expect(script.suggestedFilename()).toBe(`${STEM} - survey.docx`);
    await zipBytes(script);

    const [chartData] = await Promise.all([
      page.waitForEvent('download'),
      options.getByRole('button', { name: 'Chart data' }).click(),
    ]);
    expect(chartData.suggestedFilename()).toBe(`${STEM} - chart data.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(await zipBytes(chartData)).buffer);
    const sheet = workbook.getWorksheet('Chart data');
    // One row per bar of the page's charts: Q1's free-text card is left out, Q2's card has two bars.
    await expect(results.getByRole('article')).toHaveCount(2);
    const rows = (sheet?.getSheetValues() ?? []).slice(2);
    expect(rows.map((row) => (Array.isArray(row) ? row.slice(3, 7) : row))).toEqual([
      ['Coffee', 'Selected', 2, 3],
      ['Tea', 'Selected', 1, 3],
    ]);

    await options.getByRole('button', { name: 'Export to PowerPoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to PowerPoint' });
    await expect(
      dialog.getByText(
        'Download a .pptx file containing all of the charts, fully editable in Microsoft PowerPoint.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText('All applied filters will be reflected in the exported file.'),
    ).toBeVisible();
    const [charts] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(charts.suggestedFilename()).toBe(`${STEM} - charts.pptx`);
    const pptx = await zipBytes(charts);
    expect(pptx.includes('ppt/charts/chart1.xml')).toBe(true);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('a draft survey', () => {
  test.use({ surveySpec: { name: PROJECT, samplesNeeded: 10 } });

  test("the editor's kebab downloads the survey as a Word document", async ({
    page,
    draftSurvey,
  }) => {
    const { surveyId } = draftSurvey;
    await page.goto(`/survey/${surveyId}/questionnaire`);
    await page.getByRole('button', { name: 'More survey actions' }).click();
    const [script] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export survey (.doc)' }).click(),
    ]);
    expect(script.suggestedFilename()).toBe(`${STEM} - survey.docx`);
    const bytes = await zipBytes(script);
    expect(bytes.includes('word/document.xml')).toBe(true);
  });
});
