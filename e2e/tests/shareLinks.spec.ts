import { postJson } from '@survey/testkit/http';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { DRINK_QUESTION, drinkAndTextFill, THEMED_ANSWERS } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 39 §1: a researcher shares a live survey's results by a link; a viewer without an account
// opens it read-only, sees it grow as completes arrive, and loses it at once when it is revoked.

test.describe.configure({ timeout: 300_000 });

const fill = drinkAndTextFill(THEMED_ANSWERS);

test.use({
  surveySpec: {
    name: 'Shared drinks',
    samplesNeeded: 20,
    questions: [DEFAULT_QUESTION, DRINK_QUESTION],
  },
  fill,
});

test('a share link opens the live results without a login and stops at once when revoked', async ({
  baseURL,
  page,
  browser,
  researcher,
  filledSurvey,
}) => {
  const { surveyId } = filledSurvey;
  await page.goto(`/survey/${surveyId}/results`);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByTestId('results-count')).toHaveText('7 completes', { timeout: 20_000 });

  // The researcher makes a link (the default expiry, no password) and sees it listed.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share results' });
  await expect(dialog.getByText('No links yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  const row = dialog.getByTestId('share-link-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(researcher.email);
  await expect(row).toContainText('Results page');
  await expect(row).toContainText('Never');
  await checkScreen(page, 'share dialog with a new link', 'share-dialog');

  // A fresh browser without a login opens it: charts, filters, the crosstab; nothing that writes.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  try {
    const opened = await viewer.goto(url);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Shared drinks' })).toBeVisible();
    await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    const shared = viewer.getByRole('region', { name: 'Results', exact: true });
    await expect(shared.getByTestId('results-count')).toHaveText('7 completes', {
      timeout: 20_000,
    });
    await expect(shared.getByRole('article')).toHaveCount(2);
    await expect(viewer.getByTestId('shared-progress')).toHaveText('7 / 20 completes');
    await expect(viewer.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    for (const name of ['Share', 'Raw data', 'Duplicate', 'Export survey', 'Request data tables']) {
      await expect(viewer.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(viewer.getByRole('button', { name: /^Data quality/ })).toHaveCount(0);
    await checkScreen(viewer, 'shared results page', 'shared-results');
    // The chart data the results page offers, built in the viewer's browser from the link's summary.
    const [chartData] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Chart data' }).click(),
    ]);
    expect(chartData.suggestedFilename()).toMatch(/^Shared drinks.*\.xlsx$/);

    await viewer.getByRole('tab', { name: 'Crosstab' }).click();
    await viewer.getByRole('combobox', { name: 'Row question' }).click();
    await viewer.getByRole('option', { name: /^Q2 Which drink/ }).click();
    await expect(viewer.getByRole('table', { name: /^Crosstab: Q2 / })).toBeVisible();
    const [table] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download .xlsx' }).click(),
    ]);
    expect(table.suggestedFilename()).toBe('Shared drinks - crosstab.xlsx');
    await expect(viewer.getByRole('button', { name: 'Save table' })).toHaveCount(0);
    await viewer.getByRole('tab', { name: 'Charts' }).click();

    // Completes arrive: the viewer's page follows them as the results page does (every 10 s).
    const more = await filledSurvey.completes(2, fill.pattern);
    expect(more.filter((o) => o !== 'complete')).toEqual([]);
    await expect(shared.getByTestId('results-count')).toHaveText('9 completes', {
      timeout: 30_000,
    });
    await expect(viewer.getByTestId('shared-progress')).toHaveText('9 / 20 completes');

    // The researcher revokes it (after a confirmation); the viewer's next load is refused.
    await row.getByRole('button', { name: /^Revoke/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Revoked');
    await viewer.reload();
    await expect(
      viewer.getByRole('heading', { name: 'This link has expired or was revoked' }),
    ).toBeVisible();
    await checkScreen(viewer, 'revoked share link', 'shared-gone');

    // A password-protected link (made through the API) asks for its password before anything.
    const { body: locked } = await postJson<{ token: string }>(
      `${baseURL ?? ''}/v1/sharing/api/v1.0/links`,
      {
        surveyId,
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        password: 'tea and biscuits',
      },
      { authorization: `Bearer ${researcher.accessToken}` },
    );
    await viewer.goto(`/shared/${locked.token}`);
    await expect(viewer.getByRole('heading', { name: 'This link is protected' })).toBeVisible();
    await expect(viewer.getByRole('region', { name: 'Results', exact: true })).toHaveCount(0);
    await checkScreen(viewer, 'protected share link', 'shared-password');
    const password = viewer.getByLabel('Password');
    await password.fill('coffee please');
    await password.press('Enter');
    await expect(viewer.getByRole('alert')).toHaveText('The password is not right.');
    await password.fill('tea and biscuits');
    await viewer.getByRole('button', { name: 'View results' }).click();
    await expect(shared.getByTestId('results-count')).toHaveText('9 completes', {
      timeout: 20_000,
    });

    // A saved table's link opens that table alone, as saved, with its downloads.
    const auth = { authorization: `Bearer ${researcher.accessToken}` };
    const api = (path: string) => `${baseURL ?? ''}${path}`;
    const { body: summary } = await postJson<{ results: { id: string; label: string }[] }>(
      api('/v2/survey-results/api/v1.0/summary'),
      { surveyId, responseFilters: [] },
      auth,
    );
    const drink = summary.results.find((entry) => entry.label === 'Q2');
    const { body: saved } = await postJson<{ id: string }>(
      api('/v2/survey-results/api/v1.0/crosstabs'),
      {
        surveyId,
        name: 'Drinks overall',
        definition: { row: { questionId: drink?.id, matrixTitleId: null }, banner: [] },
      },
      auth,
    );
    const { body: tableLink } = await postJson<{ token: string }>(
      api('/v1/sharing/api/v1.0/links'),
      {
        surveyId,
        crosstabId: saved.id,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      auth,
    );
    await viewer.goto(`/shared/${tableLink.token}`);
    await expect(viewer.getByRole('heading', { level: 2, name: 'Drinks overall' })).toBeVisible();
    await expect(viewer.getByRole('table', { name: /^Crosstab: Q2 / })).toBeVisible();
    await expect(viewer.getByRole('tab', { name: 'Charts' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Download .pptx' })).toBeEnabled();
    await checkScreen(viewer, 'shared saved table', 'shared-table');
  } finally {
    await viewerContext.close();
  }
});
