import type { Locator, Page } from '@playwright/test';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import type { Researcher, WorldSurvey } from '@survey/testkit/world';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { DRINK_QUESTION } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';
import { shots } from '../support/screenshots.ts';
import { signedPanelLink } from '../support/surveys.ts';

// Issue 25 §1 and §3: images on response options and matrix rows, added and removed from the
// item's menu, seen in the preview, the runner on a phone and the results cards; the results card
// shows the question's own image and its title's styling as the respondent saw them.

test.describe.configure({ timeout: 360_000 });

const SAVED = 'All changes saved';

function card(page: Page, label: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({
    timeout: 15_000,
  });
}

/** A 240 x 180 PNG of one colour, drawn by the browser (a real image for the upload to check). */
async function colourPng(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = fill;
    context.fillRect(0, 0, 240, 180);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function uploadIn(page: Page, dialogName: string, image: Buffer) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: image,
  });
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
}

async function addItemImage(page: Page, scope: Locator, item: string, image: Buffer) {
  await scope.getByRole('button', { name: `More actions for ${item}` }).click();
  await page.getByRole('menuitem', { name: 'Add image' }).click();
  await uploadIn(page, 'Add image', image);
  await expect(scope.getByRole('img', { name: `Image of ${item}` })).toBeVisible();
}

async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/** Q1 free text with 'think' in bold, Q2 'Which drink do you prefer?' (Coffee, Tea), Q3 a matrix. */
async function buildSurvey(researcher: Researcher): Promise<WorldSurvey> {
  const survey = await researcher.survey({
    name: 'Option images',
    questions: [
      DEFAULT_QUESTION,
      DRINK_QUESTION,
      {
        type: 'Matrix',
        text: 'How do you rate each logo?',
        rows: ['Logo A', 'Logo B'],
        columns: ['Like', 'Dislike'],
      },
    ],
  });
  const draft = await researcher.gql<{
    draftQuestionnaire: { entries: { entryItem?: { questionLk?: string } }[] };
  }>(
    'questionnaire',
    `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) {
      entries { ... on QuestionEntry { entryItem { questionLk } } } } }`,
    { surveyId: survey.surveyId },
  );
  const q1 = draft.draftQuestionnaire.entries[0]?.entryItem?.questionLk ?? '';
  const styling = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'What do you ' },
          { type: 'text', text: 'think', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' of it?' },
        ],
      },
    ],
  };
  await researcher.gql(
    'questionnaire',
    `mutation ($id: ID!, $q: ID!, $styling: JSON) { updateQuestion(questionnaireId: $id, questionLk: $q,
      questionTypeCode: FreeText, text: "What do you think of it?", textStyling: $styling) { version } }`,
    { id: survey.questionnaireId, q: q1, styling },
  );
  return survey;
}

test('images on options and matrix rows: editor, preview, runner at 360 px and results', async ({
  page,
  researcher,
}) => {
  const survey = await buildSurvey(researcher);
  const { surveyId } = survey;
  const red = await colourPng(page, '#c0392b');
  const blue = await colourPng(page, '#2457a6');
  const green = await colourPng(page, '#2e7d32');

  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Option images' })).toBeVisible({
    timeout: 60_000,
  });
  const q2 = card(page, 'Q2');
  const q3 = card(page, 'Q3');

  // An option's image, from the option's own menu; once set, 'Add image' is disabled (spec 2 §5).
  await addItemImage(page, q2, 'option 1', red);
  await q2.getByRole('button', { name: 'More actions for option 1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add image' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // Added and removed again from the menu: the thumbnail goes, 'Add image' is offered again.
  await addItemImage(page, q2, 'option 2', green);
  await q2.getByRole('button', { name: 'More actions for option 2' }).click();
  await page.getByRole('menuitem', { name: 'Remove image' }).click();
  await expect(q2.getByRole('img', { name: 'Image of option 2' })).toHaveCount(0);
  await q2.getByRole('button', { name: 'More actions for option 2' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add image' })).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Remove image' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The question's own image (the card's Add media) and a matrix row's image.
  await q2.getByRole('button', { name: 'Actions for Q2' }).click();
  await page.getByRole('menuitem', { name: 'Add media' }).click();
  await uploadIn(page, 'Add media', blue);
  await expect(q2.getByRole('img', { name: 'Image of Q2' })).toBeVisible();
  await addItemImage(page, q3, 'row 1', blue);
  await expectSaved(page);

  // The preview follows the selected card and shows the pictures with the items' texts.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await q2.getByRole('textbox', { name: 'Question', exact: true }).click();
  await expectLoaded(preview.getByRole('img', { name: 'Coffee' }));
  await expect(preview.getByRole('radio', { name: 'Coffee', exact: true })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Tea' })).toHaveCount(0);
  await preview.getByRole('img', { name: 'Coffee' }).scrollIntoViewIfNeeded();
  await shots(page, 'option-media-editor');
  await expectNoSeriousA11yViolations(page, 'editor with option images');
  await q3.getByRole('textbox', { name: 'Question', exact: true }).click();
  await expectLoaded(preview.getByRole('img', { name: 'Logo A' }));

  // Saved on the server: a reload shows them again.
  await page.reload();
  await expect(card(page, 'Q2').getByRole('img', { name: 'Image of option 1' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(card(page, 'Q3').getByRole('img', { name: 'Image of row 1' })).toBeVisible();
  await expect(card(page, 'Q2').getByRole('img', { name: 'Image of option 2' })).toHaveCount(0);

  // A respondent on a phone: the image-choice tiles sit two to a row, each control named by its text.
  await survey.buy();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(signedPanelLink(surveyId, 'resp-images-1'));
  await page.getByRole('textbox').fill('Bright colours');
  await page.getByRole('button', { name: 'Next' }).click();
  const coffee = page.getByRole('img', { name: 'Coffee' });
  await expectLoaded(coffee);
  // The question's own image, full width under the title (decorative: the title says it all).
  await expectLoaded(page.locator('img.sui-media'));
  const first = await page.locator('.sui-option').nth(0).boundingBox();
  const second = await page.locator('.sui-option').nth(1).boundingBox();
  expect(first && second && Math.abs(first.y - second.y) < 2).toBe(true);
  expect((await coffee.boundingBox())?.width ?? 0).toBeGreaterThan(120);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'runner image choice');
  await page.screenshot({ path: '.test-results/option-media-runner-360.png', fullPage: true });
  await page.getByRole('radio', { name: 'Coffee', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectLoaded(page.getByRole('img', { name: 'Logo A' }));
  await page.screenshot({
    path: '.test-results/option-media-runner-matrix-360.png',
    fullPage: true,
  });
  for (const row of ['Logo A', 'Logo B']) {
    await page
      .getByRole('group', { name: row })
      .getByRole('radio', { name: 'Like', exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({
    timeout: 15_000,
  });

  // Results: the title as styled, the question's image and the options' and rows' pictures.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/survey/${surveyId}/results`);
  const cards = page.getByTestId('result-card');
  const q1Card = cards.filter({ hasText: 'What do you think of it?' });
  await expect(q1Card.getByRole('heading').locator('strong')).toHaveText('think', {
    timeout: 30_000,
  });
  const drinkCard = cards.filter({ hasText: 'Which drink do you prefer?' });
  await expectLoaded(drinkCard.getByRole('img', { name: 'Image shown with Q2' }));
  // Issue 35 §5: each picture beside its own bar in the chart, no strip of pictures above it.
  await expect(drinkCard.getByRole('list', { name: 'Q2 option images' })).toHaveCount(0);
  await expect(drinkCard.getByRole('img', { name: /^Q2 bar chart/ }).locator('image')).toHaveCount(
    1,
  );
  const matrixCard = cards.filter({ hasText: 'How do you rate each logo?' });
  await expect(
    matrixCard.getByRole('img', { name: /^Q3 stacked bar chart/ }).locator('image'),
  ).toHaveCount(1);
  await drinkCard.scrollIntoViewIfNeeded();
  await shots(page, 'option-media-results');
  await expectNoSeriousA11yViolations(page, 'results with option images');
});

/** readySurvey's Q1 (free text) and Q2 'Rank these pack designs' (ranked: Pack A, Pack B). */
function buildRankedSurvey(researcher: Researcher): Promise<WorldSurvey> {
  return researcher.survey({
    name: 'Ranked packs',
    questions: [
      DEFAULT_QUESTION,
      { type: 'Ranked', text: 'Rank these pack designs', options: ['Pack A', 'Pack B'] },
    ],
  });
}

test('images on a ranked card: its options menu, preview, runner at 360 px and results', async ({
  page,
  researcher,
}) => {
  const survey = await buildRankedSurvey(researcher);
  const { surveyId } = survey;
  const red = await colourPng(page, '#c0392b');
  const green = await colourPng(page, '#2e7d32');

  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Ranked packs' })).toBeVisible({
    timeout: 60_000,
  });
  const q2 = card(page, 'Q2');

  // A ranked option's menu offers the image alone (ranked options take no logic), by keyboard.
  await q2.getByRole('button', { name: 'More actions for option 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Add image']);
  await expect(page.getByRole('menuitem', { name: 'Add image' })).toBeFocused();
  await page.keyboard.press('Enter');
  await uploadIn(page, 'Add image', red);
  await expect(q2.getByRole('img', { name: 'Image of option 1' })).toBeVisible();
  await q2.getByRole('button', { name: 'More actions for option 1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add image' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Added and removed again from the menu.
  await addItemImage(page, q2, 'option 2', green);
  await q2.getByRole('button', { name: 'More actions for option 2' }).click();
  await page.getByRole('menuitem', { name: 'Remove image' }).click();
  await expect(q2.getByRole('img', { name: 'Image of option 2' })).toHaveCount(0);
  await expectSaved(page);

  // The preview shows the picture to tap, named by the option's text.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await q2.getByRole('textbox', { name: 'Question', exact: true }).click();
  await expectLoaded(preview.getByRole('img', { name: 'Pack A' }));
  await expect(preview.getByRole('button', { name: 'Pack A', exact: true })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Pack B' })).toHaveCount(0);
  await q2.scrollIntoViewIfNeeded();
  await shots(page, 'ranked-media-editor');
  await expectNoSeriousA11yViolations(page, 'editor with a ranked option image');

  // A respondent on a phone: the picture as a tile to tap, then beside the text in the ranking.
  await survey.buy();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(signedPanelLink(surveyId, 'resp-ranked-images-1'));
  await page.getByRole('textbox').fill('Bold packs');
  await page.getByRole('button', { name: 'Next' }).click();
  const packA = page.getByRole('img', { name: 'Pack A' });
  await expectLoaded(packA);
  expect((await packA.boundingBox())?.width ?? 0).toBeGreaterThan(120);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'runner ranked images');
  await page.screenshot({ path: '.test-results/ranked-media-runner-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Pack A', exact: true }).click();
  await expectLoaded(page.locator('.sui-ranking img.sui-thumb'));
  await page.getByRole('button', { name: 'Pack B', exact: true }).click();
  await page.screenshot({
    path: '.test-results/ranked-media-runner-ranking-360.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({
    timeout: 15_000,
  });

  // Results: the ranked card shows the option's picture.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/survey/${surveyId}/results`);
  const rankedCard = page.getByTestId('result-card').filter({ hasText: 'Rank these pack designs' });
  await expect(
    rankedCard.getByRole('img', { name: /^Q2 ranked chart/ }).locator('image'),
  ).toHaveCount(1);
  await rankedCard.scrollIntoViewIfNeeded();
  await shots(page, 'ranked-media-results');
  await expectNoSeriousA11yViolations(page, 'results with a ranked option image');
});
