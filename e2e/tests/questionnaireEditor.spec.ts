import type { Locator, Page } from '@playwright/test';
import type { Researcher } from '@survey/testkit/world';
import { expect, test } from '../support/fixtures.ts';
import { shots } from '../support/screenshots.ts';

// Spec 2 §2-§5, spec 3 §4: the questionnaire editor, built through the UI only. The researcher
// and the empty project come from the API (stored login): the editor is the subject.

test.describe.configure({ timeout: 120_000 });

const SAVED = 'All changes saved';

/** The researcher's new project `name` (an empty questionnaire), open in the editor. */
async function openEditor(page: Page, researcher: Researcher, name: string): Promise<string> {
  const { surveyId } = await researcher.survey({ name, questions: [] });
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
  return surveyId;
}

async function addFromFooter(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}

function card(page: Page, label: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({
    timeout: 15_000,
  });
}

test('builds a card of each type, and a reload shows the same questionnaire', async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, 'Editor build');
  await expect(page.getByText('Add your first survey question')).toBeVisible();
  await expect(page.getByText('Writing your survey')).toBeVisible();
  await expect(page.getByRole('button', { name: 'To confirmation' })).toBeDisabled();

  await addFromFooter(page, 'Single select');
  const q1 = card(page, 'Q1');
  await q1.getByRole('textbox', { name: 'Question', exact: true }).fill('Which pets do you have?');
  await q1.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Cat');
  await q1.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Dog');
  await q1.getByRole('button', { name: 'Add response' }).click();
  await q1.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Fish');
  await q1.getByRole('checkbox', { name: "Don't know" }).check();
  await q1.getByRole('button', { name: 'Text entry for option 3' }).click();
  await q1.getByRole('button', { name: 'More actions for option 2' }).click();
  await page.getByRole('menuitem', { name: 'Make exclusive' }).click();

  await addFromFooter(page, 'Free text');
  const q2 = card(page, 'Q2');
  await q2.getByRole('textbox', { name: 'Question', exact: true }).fill('Anything else?');

  await addFromFooter(page, 'Text instruction');
  const t1 = card(page, 'T1');
  await t1.getByRole('textbox', { name: 'Title', exact: true }).fill('Thank you');

  await expectSaved(page);
  await page.screenshot({ path: '.test-results/editor-1280.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: '.test-results/editor-1024.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editor build' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card(page, 'Q1').getByRole('textbox', { name: 'Question', exact: true })).toHaveText(
    'Which pets do you have?',
  );
  await expect(
    card(page, 'Q1').getByRole('textbox', { name: 'Option 3', exact: true }),
  ).toHaveValue('Fish');
  await expect(card(page, 'Q1').getByRole('checkbox', { name: "Don't know" })).toBeChecked();
  await expect(
    card(page, 'Q1').getByRole('button', { name: 'Text entry for option 3' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    card(page, 'Q1').getByRole('button', { name: 'Remove exclusive of option 2' }),
  ).toBeVisible();
  await expect(card(page, 'Q2').getByRole('textbox', { name: 'Question', exact: true })).toHaveText(
    'Anything else?',
  );
  await expect(card(page, 'T1').getByRole('textbox', { name: 'Title', exact: true })).toHaveText(
    'Thank you',
  );
  await expect(page.getByRole('button', { name: 'To confirmation' })).toBeEnabled();
});

function textbox(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function paste(field: Locator, text: string) {
  await field.click();
  await field.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('the other card types keep their settings over a reload', async ({ page, researcher }) => {
  await openEditor(page, researcher, 'Editor types');
  await addFromFooter(page, 'Multi select');
  const q1 = card(page, 'Q1');
  await textbox(q1, 'Question').fill('Which apps do you use?');
  await textbox(q1, 'Option 1').fill('Mail');
  await textbox(q1, 'Option 2').fill('Maps');
  await q1.getByRole('button', { name: 'Add response' }).click();
  await textbox(q1, 'Option 3').fill('Music');
  await q1.getByRole('combobox', { name: 'Maximum selected' }).click();
  await page.getByRole('option', { name: '2 response limit' }).click();

  await addFromFooter(page, 'Matrix (grid)');
  const q2 = card(page, 'Q2');
  await textbox(q2, 'Question').fill('Rate these');
  await textbox(q2, 'Row 1').fill('Price');
  await textbox(q2, 'Row 2').fill('Quality');
  // 'Add row' (was exercised by editorOrdering's build, which the API makes now).
  await q2.getByRole('button', { name: 'Add row' }).click();
  await textbox(q2, 'Row 3').fill('Service');
  await q2.getByRole('button', { name: 'Add scale: Agree (1-5)' }).click();
  await expect(textbox(q2, 'Column 5')).toHaveValue('Strongly agree');

  await addFromFooter(page, 'Ranked');
  const q3 = card(page, 'Q3');
  await textbox(q3, 'Question').fill('Rank the brands');
  await textbox(q3, 'Option 1').fill('Acme');
  await textbox(q3, 'Option 2').fill('Globex');
  await q3.getByRole('combobox', { name: 'Rank requirement' }).click();
  await page.getByRole('option', { name: 'Top 2 ranked' }).click();

  await addFromFooter(page, 'Slider');
  const q4 = card(page, 'Q4');
  await textbox(q4, 'Question').fill('How likely?');
  await textbox(q4, 'Highest').fill('10');
  await textbox(q4, 'Left label').fill('Not at all');
  // Issue 35 §5: the three label fields lie evenly, one row of three of the same width (they laid
  // out two and one), at 1280 and 1024 px.
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 768 });
    const boxes = await Promise.all(
      ['Left label', 'Middle label', 'Right label'].map((name) =>
        textbox(q4, name).evaluate((el) => {
          const r = (el.closest('.MuiTextField-root') ?? el).getBoundingClientRect();
          return { top: Math.round(r.top), width: Math.round(r.width) };
        }),
      ),
    );
    expect(new Set(boxes.map((b) => b.top)).size, `one row at ${width} px`).toBe(1);
    expect(new Set(boxes.map((b) => b.width)).size, `equal widths at ${width} px`).toBe(1);
  }
  await q4.scrollIntoViewIfNeeded();
  await shots(page, 'editor-slider-labels');

  await addFromFooter(page, 'A/B fork');
  const fork = card(page, 'A/B');
  await expect(textbox(fork, 'Fork name')).toHaveValue('Fork 1');
  await fork.getByRole('button', { name: 'Add group' }).click();
  await fork.getByRole('button', { name: 'Equalise groups' }).click();
  await expect(textbox(fork, 'Group C percentage')).toHaveValue('33.334');

  await expectSaved(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editor types' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card(page, 'Q1').getByRole('combobox', { name: 'Maximum selected' })).toHaveText(
    '2 response limit',
  );
  await expect(card(page, 'Q1').getByText('Multi select', { exact: true }).first()).toBeVisible();
  const matrix = card(page, 'Q2');
  await matrix.scrollIntoViewIfNeeded();
  await expect(textbox(matrix, 'Row 2')).toHaveValue('Quality');
  await expect(textbox(matrix, 'Row 3')).toHaveValue('Service');
  await expect(textbox(matrix, 'Column 1')).toHaveValue('Strongly disagree');
  await page
    .getByRole('navigation', { name: 'Survey cards' })
    .getByRole('button', { name: /^Q3 / })
    .click();
  await expect(card(page, 'Q3').getByRole('combobox', { name: 'Rank requirement' })).toHaveText(
    'Top 2 ranked',
  );
  await page
    .getByRole('navigation', { name: 'Survey cards' })
    .getByRole('button', { name: /^A\/B / })
    .click();
  await expect(textbox(card(page, 'Q4'), 'Highest')).toHaveValue('10');
  await expect(textbox(card(page, 'Q4'), 'Left label')).toHaveValue('Not at all');
  await expect(textbox(card(page, 'A/B'), 'Group A percentage')).toHaveValue('33.333');
});

test('reorders by keyboard, duplicates, pastes a list and deletes in bulk', async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, 'Editor tools');
  await addFromFooter(page, 'Single select');
  await textbox(card(page, 'Q1'), 'Question').fill('First question');
  await addFromFooter(page, 'Single select');
  await textbox(card(page, 'Q2'), 'Question').fill('Second question');
  await expectSaved(page);

  // Keyboard drag in the sidebar: Space lifts, ArrowUp moves, Space drops.
  const handle = page.getByRole('button', { name: 'Reorder Q2 Second question' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Each key waits for dnd-kit to take the previous one (a busy machine is slower than the keys).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // ArrowUp moves over the previous card once dnd-kit has measured the cards; pressed before that
  // (a starved CPU), it moves the card over itself and the drop changes nothing. The sidebar's live
  // region names both ('Q2 Second question is over Q1 First question.'): press again until the
  // second is another card.
  const movedOver = page.getByText(/ is over [^.]+\.$/).last();
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    const said = (await movedOver.textContent({ timeout: 2000 })) ?? '';
    const [, item, area] = /^(.+) is over (.+)\.$/.exec(said) ?? [];
    expect(item && area && item !== area, said).toBe(true);
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  const sidebar = page.getByRole('navigation', { name: 'Survey cards' });
  await expect(sidebar.getByRole('button', { name: /^Q1 / })).toHaveText(/Second question/);
  await expect(sidebar.getByRole('button', { name: /^Q2 / })).toHaveText(/First question/);

  // A multi-line, bulleted paste into an option becomes one option per line.
  const q1 = card(page, 'Q1');
  await paste(textbox(q1, 'Option 1'), '• Red\n• Green\n\n• Blue\n');
  await expect(textbox(q1, 'Option 1')).toHaveValue('Red');
  await expect(textbox(q1, 'Option 2')).toHaveValue('Green');
  await expect(textbox(q1, 'Option 3')).toHaveValue('Blue');

  await q1.getByRole('button', { name: 'Actions for Q1' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(sidebar.getByRole('button', { name: /^Q2 / })).toHaveText(/Second question/);
  await expect(textbox(card(page, 'Q2'), 'Option 3')).toHaveValue('Blue');
  await expect(sidebar.getByRole('button')).toHaveCount(6);

  await card(page, 'Q1').getByRole('checkbox', { name: 'Select Q1' }).check();
  await card(page, 'Q2').getByRole('checkbox', { name: 'Select Q2' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete selected cards?' });
  await expect(dialog).toContainText(
    'Please confirm you want to delete the selected cards. This will permanently remove them and any routing.',
  );
  await dialog.getByRole('button', { name: 'Delete cards' }).click();
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^Q1 / })).toHaveText(/First question/);
  await expect(sidebar.getByRole('button', { name: /^Q2 / })).toHaveCount(0);
  await expectSaved(page);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Survey cards' }).getByRole('button', { name: /^Q\d / }),
  ).toHaveCount(1);
});

test('a validation message appears after an edit and clears when fixed', async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, 'Editor validation');
  await addFromFooter(page, 'Single select');
  const q1 = card(page, 'Q1');
  // Never for the card just added...
  await expect(q1.getByText('Please add a question title')).toHaveCount(0);
  // ...but after a blur.
  await textbox(q1, 'Question').click();
  await textbox(q1, 'Option 1').click();
  await expect(q1.getByText('Please add a question title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'To confirmation' })).toBeDisabled();
  await textbox(q1, 'Question').fill('Favourite colour?');
  await textbox(q1, 'Option 1').fill('Blue');
  await textbox(q1, 'Option 2').fill('blue');
  await textbox(q1, 'Option 1').click();
  await expect(q1.getByText("You can't have a duplicate response option")).toBeVisible();
  await expect(q1.getByText('Please add a question title')).toHaveCount(0);
  await textbox(q1, 'Option 2').fill('Green');
  await textbox(q1, 'Option 1').click();
  await expect(q1.getByText("You can't have a duplicate response option")).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'To confirmation' })).toBeEnabled();

  await addFromFooter(page, 'A/B fork');
  await addFromFooter(page, 'A/B fork');
  const second = card(page, 'A/B').nth(1);
  await expect(textbox(second, 'Fork name')).toHaveValue('Fork 2');
  await textbox(second, 'Fork name').fill('Fork 1');
  await textbox(second, 'Fork name').blur();
  await expect(
    second.getByText('This fork name is already taken. Please provide a different name.'),
  ).toBeVisible();
  await textbox(second, 'Fork name').fill('Holdout');
  await expect(second.getByText('This fork name is already taken.', { exact: false })).toHaveCount(
    0,
  );
});

test('To confirmation saves the length of interview first, then opens Confirm', async ({
  page,
  researcher,
}) => {
  const surveyId = await openEditor(page, researcher, 'Editor confirm');
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await addFromFooter(page, 'Matrix (grid)');
  const q1 = card(page, 'Q1');
  await textbox(q1, 'Question').fill('Rate these');
  await textbox(q1, 'Row 1').fill('Price');
  await textbox(q1, 'Row 2').fill('Quality');
  await textbox(q1, 'Column 1').fill('Good');
  await textbox(q1, 'Column 2').fill('Bad');
  await expectSaved(page);
  await page.getByRole('button', { name: 'To confirmation' }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/${surveyId}/confirm$`));
  const data = await researcher.gql<{ fieldwork: { lengthOfInterview: { unadjusted: number } } }>(
    'fieldwork',
    'query ($surveyId: ID!) { fieldwork(surveyId: $surveyId) { lengthOfInterview { unadjusted } } }',
    { surveyId },
  );
  // One matrix of 2 rows: 27 s, rounded up to a minute (spec 2 §9).
  expect(data.fieldwork.lengthOfInterview.unadjusted).toBe(1);
});

test('an edit in another tab is kept: the editor refetches and re-applies its own', async ({
  page,
  context,
  researcher,
}) => {
  const surveyId = await openEditor(page, researcher, 'Editor two tabs');
  const other = await context.newPage();
  await other.goto(`/survey/${surveyId}/questionnaire`);
  await expect(other.getByText('Add your first survey question')).toBeVisible({ timeout: 15_000 });

  await addFromFooter(other, 'Single select');
  await textbox(card(other, 'Q1'), 'Question').fill('Asked in the other tab');
  await expectSaved(other);

  // This tab still holds version 1: the server answers VERSION_CONFLICT, the editor refetches
  // and sends its command again on the new version.
  await addFromFooter(page, 'Text instruction');
  await textbox(card(page, 'T1'), 'Title').fill('Added here');
  await expectSaved(page);
  const sidebar = page.getByRole('navigation', { name: 'Survey cards' });
  await expect(sidebar.getByRole('button', { name: /^Q1 / })).toHaveText(/Asked in the other tab/);
  await expect(sidebar.getByRole('button', { name: /^T1 / })).toHaveText(/Added here/);

  await other.reload();
  const otherSidebar = other.getByRole('navigation', { name: 'Survey cards' });
  await expect(otherSidebar.getByRole('button', { name: /^T1 / })).toHaveText(/Added here/, {
    timeout: 15_000,
  });
});

/** The first question of the saved draft: its text and its options, read through the API. */
async function savedQuestion(researcher: Researcher, surveyId: string) {
  const data = await researcher.gql<{
    draftQuestionnaire: {
      entries: {
        entryItem?: {
          question: { text: string };
          responseOptions: { responseOption: { value: string } }[];
        };
      }[];
    };
  }>(
    'questionnaire',
    `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { entries {
      ... on QuestionEntry { entryItem { question { text } responseOptions { responseOption { value } } } } } } }`,
    { surveyId },
  );
  const item = data.draftQuestionnaire.entries[0]?.entryItem;
  return (
    item && {
      text: item.question.text,
      options: item.responseOptions.map((o) => o.responseOption.value),
    }
  );
}

test('leaving for another step right after typing keeps the edit', async ({ page, researcher }) => {
  const surveyId = await openEditor(page, researcher, 'Editor leave');
  // A slow network, so that several edits are still queued when the page unmounts.
  await page.route('**/v3/questionnaire/graphql', async (route) => {
    if (route.request().postData()?.includes('mutation')) {
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await route.continue();
  });
  await addFromFooter(page, 'Single select');
  const q1 = card(page, 'Q1');
  await textbox(q1, 'Question').fill('Typed just before leaving');
  await textbox(q1, 'Option 1').fill('Yes');
  await textbox(q1, 'Option 2').fill('No');
  await page.getByRole('link', { name: 'Audience' }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/${surveyId}/audience$`));
  // The store sends what was queued on its own: wait until the server's draft holds it all
  // (what coming back to the editor shows), then reload it through the browser.
  await expect
    .poll(() => savedQuestion(researcher, surveyId), { timeout: 15_000 })
    .toEqual({ text: 'Typed just before leaving', options: ['Yes', 'No'] });
  await page.unroute('**/v3/questionnaire/graphql');
  await page.goto(`/survey/${surveyId}/questionnaire`);
  const again = card(page, 'Q1');
  await expect(textbox(again, 'Question')).toHaveText('Typed just before leaving', {
    timeout: 15_000,
  });
  await expect(textbox(again, 'Option 2')).toHaveValue('No');
});

test('asks for the draft at once, not after the project answered (P5)', async ({
  page,
  researcher,
}) => {
  const { surveyId } = await researcher.survey({ name: 'Editor prefetch', questions: [] });
  // The survey's project is held back until the draft has been asked for: an editor that waits
  // for the project before loading the draft (a request waterfall) never asks, and this fails.
  let releaseProject = () => {};
  const projectHeld = new Promise<void>((resolve) => {
    releaseProject = resolve;
  });
  await page.route('**/v1/project/graphql', async (route) => {
    if (route.request().postData()?.includes('ProjectBySurveyId')) await projectHeld;
    await route.continue();
  });
  const draftAsked = page.waitForRequest(
    (r) =>
      r.url().endsWith('/v3/questionnaire/graphql') &&
      (r.postData() ?? '').includes('DraftQuestionnaire'),
    { timeout: 15_000 },
  );
  await page.goto(`/survey/${surveyId}/questionnaire`);
  try {
    await draftAsked;
  } finally {
    releaseProject();
  }
  await expect(page.getByRole('heading', { name: 'Editor prefetch' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Add your first survey question')).toBeVisible();
});

// A 4x4 red PNG (the server re-encodes it and makes the 64 px thumbnail).
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4w8AARwgWXg4AWIMMwVLWc8oAAAAASUVORK5CYII=',
  'base64',
);

test('adds an uploaded image (its thumbnail shows) and a video URL to cards', async ({
  page,
  researcher,
}) => {
  await openEditor(page, researcher, 'Editor media');
  await addFromFooter(page, 'Single select');
  const q1 = card(page, 'Q1');
  await q1.getByRole('textbox', { name: 'Question', exact: true }).fill('Which logo?');

  await q1.getByRole('button', { name: 'Actions for Q1' }).click();
  await page.getByRole('menuitem', { name: 'Add media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add media' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: RED_PNG,
  });
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  const thumbnail = q1.getByRole('img', { name: 'Image of Q1' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectSaved(page);
  // Media is set: the menu item is disabled until it is removed.
  await q1.getByRole('button', { name: 'Actions for Q1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add media' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await addFromFooter(page, 'Text instruction');
  const t1 = card(page, 'T1');
  await t1.getByRole('button', { name: 'Actions for T1' }).click();
  await page.getByRole('menuitem', { name: 'Add media' }).click();
  await dialog.getByRole('tab', { name: 'Video URL' }).click();
  await dialog.getByRole('textbox', { name: 'Video URL' }).fill('javascript:alert(1)');
  await expect(dialog.getByRole('button', { name: 'Add video' })).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Video URL' })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Add video' }).click();
  await expect(t1.getByText('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeVisible();
  await expectSaved(page);

  await page.reload();
  await expect(card(page, 'Q1').getByRole('img', { name: 'Image of Q1' })).toBeVisible({
    timeout: 15_000,
  });
  await card(page, 'Q1').getByRole('button', { name: 'Remove image from Q1' }).click();
  await expect(card(page, 'Q1').getByRole('img', { name: 'Image of Q1' })).toHaveCount(0);
  await expectSaved(page);
});
