import { formatQuotaPercent } from '../../packages/domain/src/audience/quotas.ts';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createProjectViaApi, gql } from '../support/graphql.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { readQuotas } from '../support/results.ts';
import { buyViaApi } from '../support/surveys.ts';
import { shots } from '../support/screenshots.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 12, tests that must exist (E2E): a survey filled by panel members shows charts, the quota
// card and the ETA (spec 3 §2 Results page, §3 Quota result, §9 Charts and filters, Delivery ETA).
// The members answer through the public respondent API within the quota cells (support/
// quotaFill.ts); how the simulated panel picks and paces them is the server tests' subject
// (panelTraffic/traffic.test.ts, quotaTargeting.test.ts, launchesOnTime.test.ts).

test.describe.configure({ timeout: 300_000 });

const SAMPLE = 30;
/** Completes: well short of the sample, so the survey is still live (ETA shown). */
const COMPLETES = 20;

type Draft = {
  draftQuestionnaire: {
    questionnaireId: string;
    entries: { entryItem?: { questionLk?: string; matrixTitleLk?: string } }[];
  };
};

/** The questionnaire: one question of each charted kind, through the questionnaire API. */
async function writeQuestionnaire(page: Page, surveyId: string) {
  const read = () =>
    gql<Draft>(
      page,
      'questionnaire',
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId entries {
        ... on QuestionEntry { entryItem { questionLk } }
        ... on MatrixEntry { entryItem { matrixTitleLk } } } } }`,
      { surveyId },
    );
  const id = (await read()).draftQuestionnaire.questionnaireId;
  const edit = (mutation: string, variables: Record<string, unknown>) =>
    gql(page, 'questionnaire', mutation, { id, ...variables });
  const itemAt = async (position: number) => {
    const item = (await read()).draftQuestionnaire.entries[position]?.entryItem;
    if (!item) throw new Error(`no entry at ${position}`);
    return item;
  };
  const choice = async (
    position: number,
    type: 'Basic' | 'Ranked' | 'Scale',
    text: string,
    options: string[],
    multiple = false,
  ) => {
    await edit(
      `mutation ($id: ID!, $type: QuestionTypeCode!, $position: Int!, $setting: SettingInput) {
        addQuestion(questionnaireId: $id, questionTypeCode: $type, position: $position, setting: $setting) { version } }`,
      {
        type,
        position,
        setting: multiple
          ? { questionSettingCode: 'BasicChoice', settingValue: 'multiple_choice' }
          : null,
      },
    );
    const { questionLk } = await itemAt(position);
    await edit(
      `mutation ($id: ID!, $q: ID!, $text: String!, $options: [String!]!) {
        pasteInTitle(questionnaireId: $id, questionLk: $q, text: $text, responseOptions: $options) { version } }`,
      { q: questionLk, text, options },
    );
  };
  await choice(0, 'Basic', 'Which drink do you prefer?', ['Coffee', 'Tea', 'Juice']);
  await choice(
    1,
    'Basic',
    'Which snacks do you buy?',
    ['Crisps', 'Fruit', 'Nuts', 'Biscuits'],
    true,
  );
  await edit(
    'mutation ($id: ID!) { addMatrixQuestion(questionnaireId: $id, position: 2, title: "How do you rate our shops?") { version } }',
    {},
  );
  const { matrixTitleLk } = await itemAt(2);
  await edit(
    `mutation ($id: ID!, $m: ID!) { pasteInMatrixRows(questionnaireId: $id, matrixTitleLk: $m,
      rows: ["Prices", "Staff"], position: 0) { version } }`,
    { m: matrixTitleLk },
  );
  await edit(
    `mutation ($id: ID!, $m: ID!) { pasteInMatrixResponses(questionnaireId: $id, matrixTitleLk: $m,
      responseOptions: ["Good", "Fair", "Poor"], position: 0) { version } }`,
    { m: matrixTitleLk },
  );
  await choice(3, 'Scale', 'How likely are you to come back?', []);
  await choice(4, 'Ranked', 'Rank these brands', ['Acme', 'Bolt', 'Crest']);
}

/** A results card by its label (A1, Q3…). */
const card = (page: Page, label: string) =>
  page.getByRole('article', { name: new RegExp(`^${label} `) });

/** The body cells of a card's Table view as text rows; the card is back on its Chart after. */
async function tableRows(article: Locator): Promise<string[][]> {
  await article.getByRole('button', { name: 'Table' }).click();
  const rows = article.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')),
  );
  await article.getByRole('button', { name: 'Chart' }).click();
  await expect(
    article.getByRole('img', { name: /The Table view lists the figures\.$/ }),
  ).toBeVisible();
  return all.slice(1); // the header row
}

/** The leading count of a cell ('6' or '6 (66.7%)'). */
const count = (cell: string | undefined) => Number(/^\d+/.exec(cell ?? '')?.[0] ?? NaN);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

test('a survey filled within its quota cells: charts that add up, the quota card, the ETA and an audience filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await createProjectViaApi(page, 'Results from the panel');
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
  await writeQuestionnaire(page, surveyId);
  await buyViaApi(page, surveyId);

  // Members who fit the preset's quota cells, as the quota-targeting panel sends them (issue 36
  // §2: the respondent API instead of the panel's ticks), random valid answers elsewhere.
  await completesWithinQuotas(page, surveyId, COMPLETES);
  const completes = COMPLETES;

  await page.goto(`/survey/${surveyId}/results`);
  await expect(page.getByTestId('results-count')).toHaveText(`${completes} completes`, {
    timeout: 15_000,
  });

  // Audience questions first (A1 age, A2 gender, A3 region): every complete answered each, once.
  for (const label of ['A1', 'A2', 'A3']) {
    const article = card(page, label);
    await article.scrollIntoViewIfNeeded();
    await expect(article.getByTestId('answered')).toHaveText(`n = ${completes}`);
    await expect(
      article.getByRole('img', { name: new RegExp(`^${label} bar chart`) }),
    ).toBeVisible();
    expect(sum((await tableRows(article)).map((row) => count(row[1])))).toBe(completes);
  }
  // Questionnaire charts: single choice adds up to n, multi choice to at least n, each matrix row
  // and the slider's bins to n, and each rank position to n.
  const single = card(page, 'Q1');
  await single.scrollIntoViewIfNeeded();
  await expect(single.getByTestId('answered')).toHaveText(`n = ${completes}`);
  await expect(single.getByRole('img', { name: /^Q1 bar chart/ })).toBeVisible();
  expect(sum((await tableRows(single)).map((row) => count(row[1])))).toBe(completes);

  const multi = card(page, 'Q2');
  await multi.scrollIntoViewIfNeeded();
  await expect(multi.getByTestId('answered')).toHaveText(`n = ${completes} · multiple choice`);
  expect(sum((await tableRows(multi)).map((row) => count(row[1])))).toBeGreaterThanOrEqual(
    completes,
  );

  const matrix = card(page, 'Q3');
  await matrix.scrollIntoViewIfNeeded();
  await expect(matrix.getByRole('img', { name: /^Q3 stacked bar chart/ })).toBeVisible();
  const matrixRows = await tableRows(matrix);
  expect(matrixRows.map((row) => row[0])).toEqual(['Prices', 'Staff']);
  for (const row of matrixRows) expect(sum(row.slice(1).map(count))).toBe(completes);
  // The legend lists the columns in the stack's order, and the stacked chart's 0-100% axis lines
  // up with the bar charts' above it.
  await expect(matrix.locator('.recharts-legend-item-text')).toHaveText(['Good', 'Fair', 'Poor']);
  const axisEnd = async (article: Locator) => {
    // The axis's last tick (a bar's share label reads 100% only if every answer picked it).
    const tick = article
      .locator('svg text')
      .filter({ hasText: /^100%$/ })
      .first();
    await expect(tick).toBeVisible();
    return (await tick.boundingBox())?.x;
  };
  expect(await axisEnd(matrix)).toBe(await axisEnd(single));

  const slider = card(page, 'Q4');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('img', { name: /^Q4 histogram/ })).toBeVisible();
  await expect(slider.getByTestId('scale-mean')).toHaveText(/\d/);
  expect(sum((await tableRows(slider)).map((row) => count(row[1])))).toBe(completes);

  const ranked = card(page, 'Q5');
  await ranked.scrollIntoViewIfNeeded();
  await expect(ranked.getByRole('img', { name: /^Q5 ranked chart/ })).toBeVisible();
  const rankRows = await tableRows(ranked);
  expect(rankRows).toHaveLength(3);
  for (const rank of [1, 2, 3])
    expect(sum(rankRows.map((row) => count(row[rank])))).toBe(completes);

  // The ETA shows while live.
  const bar = page.getByRole('region', { name: 'Fieldwork' });
  await expect(bar.getByTestId('eta')).toHaveText(/^ETA < \d+(\.5)? (hours?|days?)$/);

  // Quotas: the toggle is enabled and on; off hides the card, on shows it again with every
  // option's collected / wanted as the quotas call says, each criterion adding up to the completes.
  const options = page.getByRole('region', { name: 'Results options' });
  const toggle = options.getByRole('switch', { name: 'Show quotas' });
  const quotaCard = page.getByRole('region', { name: 'Quotas', exact: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toggle).toBeEnabled();
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(quotaCard).toHaveCount(0);
  await toggle.check();
  await expect(quotaCard).toBeVisible();
  const quotas = await readQuotas(page, surveyId);
  expect(quotas.hasQuotas).toBe(true);
  expect(quotas.samplesCollected).toBe(completes);
  // Age, gender and region (the standard criteria's ids are their codes).
  expect(quotas.quotas.map((q) => q.questionId)).toEqual(['age', 'gender', 'region']);
  for (const quota of quotas.quotas) {
    const criterion = quotaCard.getByRole('region', { name: `${quota.text} quotas` });
    await expect(criterion.getByTestId('quota-option')).toHaveCount(quota.options.length);
    expect(sum(quota.options.map((o) => o.progress.samplesCollected))).toBe(completes);
    for (const option of quota.options) {
      const { samplesCollected, samplesWanted } = option.progress;
      expect(samplesWanted).toBe(Math.ceil((SAMPLE * option.quotaPercent) / 100));
      await expect(
        criterion.getByRole('progressbar', {
          name: `${option.text}: ${samplesCollected} / ${samplesWanted} (quota ${formatQuotaPercent(option.quotaPercent)}%)`,
        }),
      ).toBeVisible();
    }
  }
  await expectNoSeriousA11yViolations(page, 'results page of a panel-filled survey with quotas');
  await shots(page, 'results-panel', { fullPage: true });

  // A filter on an audience option (gender: Female) counts only those completes, as many as the
  // quota card collected for that option.
  const female = quotas.quotas
    .find((q) => q.questionId === 'gender')
    ?.options.find((o) => o.text === 'Female');
  if (!female) throw new Error('no Female quota');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Search questions or options').fill('Female');
  await filters.getByRole('checkbox', { name: 'Female', exact: true }).check();
  await expect(page.getByTestId('results-count')).toHaveText(
    `${female.progress.samplesCollected} of ${completes} completes match the filters`,
    { timeout: 10_000 },
  );
  await expect(card(page, 'A2').getByTestId('answered')).toHaveText(
    `n = ${female.progress.samplesCollected} of ${completes}`,
  );
  await expect(single.getByTestId('answered')).toHaveText(
    `n = ${female.progress.samplesCollected} of ${completes}`,
  );
});
