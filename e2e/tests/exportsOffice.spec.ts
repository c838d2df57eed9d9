import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { signUpThroughUi } from '../support/auth.ts';
import { gql } from '../support/graphql.ts';
import { buyViaApi, readySurvey, signedPanelLink } from '../support/surveys.ts';

// Issue 13 items 1-3: the client-side files (spec 3 §2 options bar and Dialogs 'Export to
// PowerPoint', the questionnaire kebab 'Export survey (.doc)'; §7 "Client-side files": each named
// after the project). The e2e server runs without simulated traffic, so respondents answer
// through the runner.

test.describe.configure({ timeout: 240_000 });

// Characters a file name may not hold: the files are named '{stem} - …' (saveFile.ts).
const PROJECT = 'Office: "Café" exports';
const STEM = 'Office_ _Café_ exports';

/** Adds Q2 'Which drink do you prefer?' (single select: Coffee, Tea) after readySurvey's Q1. */
async function addDrinkQuestion(page: Page, surveyId: string) {
  type Draft = {
    draftQuestionnaire: {
      questionnaireId: string;
      entries: {
        entryItem?: { questionLk: string; responseOptions: { responseOptionLk: string }[] };
      }[];
    };
  };
  const read = () =>
    gql<Draft>(
      page,
      'questionnaire',
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId
        entries { ... on QuestionEntry { entryItem { questionLk responseOptions { responseOptionLk } } } } } }`,
      { surveyId },
    );
  const id = (await read()).draftQuestionnaire.questionnaireId;
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) { addQuestion(questionnaireId: $id, questionTypeCode: Basic, position: 1,
      text: "Which drink do you prefer?", defaultOptionsCount: 2) { version } }`,
    { id },
  );
  const question = (await read()).draftQuestionnaire.entries[1]?.entryItem;
  if (!question) throw new Error('the choice question was not added');
  for (const [index, option] of question.responseOptions.entries()) {
    await gql(
      page,
      'questionnaire',
      `mutation ($id: ID!, $q: ID!, $o: ID!, $v: String!) { updateResponseOption(questionnaireId: $id,
        questionLk: $q, responseOptionLk: $o, responseOptionValue: $v) { version } }`,
      {
        id,
        q: question.questionLk,
        o: option.responseOptionLk,
        v: ['Coffee', 'Tea'][index] ?? 'Other',
      },
    );
  }
}

async function answer(page: Page, surveyId: string, respondentId: string, drink: string) {
  await page.goto(signedPanelLink(surveyId, respondentId));
  await page.getByRole('textbox').fill(`${drink} every morning`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: drink }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The download's bytes, checked to be an Office (zip) file: 'PK\x03\x04'. */
async function zipBytes(download: Download): Promise<Buffer> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return bytes;
}

test('the results page downloads the script, the chart data and the PowerPoint, named after the project', async ({
  page,
}) => {
  await signUpThroughUi(page);
  const surveyId = await readySurvey(page, PROJECT, 10);
  await addDrinkQuestion(page, surveyId);
  await buyViaApi(page, surveyId);
  for (const [i, drink] of ['Coffee', 'Coffee', 'Tea'].entries()) {
    await answer(page, surveyId, `office-${i}`, drink);
  }

  await page.goto(`/survey/${surveyId}/results`);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByTestId('results-count')).toHaveText('3 completes', { timeout: 20_000 });
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

test("the editor's kebab downloads the survey as a Word document", async ({ page }) => {
  await signUpThroughUi(page);
  const surveyId = await readySurvey(page, PROJECT, 10);
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
