import type { Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The dashboard's own analytics events (issue 34 §3): walked through in Chromium, each fires once
 * for its action and is stored by the server (PostgreSQL, the local default) as the signed-in
 * user's. Server events are covered over the API (analyticsFlows.api.test.ts). Each test starts
 * from a researcher signed in through a stored login (the sign-up pages are not its subject).
 */
async function dashboardEvents(email: string): Promise<{ name: string; properties: unknown }[]> {
  const { rows } = await sql(
    `SELECT e.name, e.properties FROM analytics_events e JOIN users u ON u.id = e.user_id
      WHERE lower(u.email) = lower($1) AND e.source = 'dashboard' ORDER BY e.id`,
    [email],
  );
  return rows as { name: string; properties: unknown }[];
}

const names = async (email: string) => (await dashboardEvents(email)).map((e) => e.name);

async function closeDialog(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toHaveCount(0);
}

test('the projects page and the terms send their events once each', async ({
  page,
  researcher,
}) => {
  test.setTimeout(90_000);
  const { email } = researcher;
  for (let i = 1; i <= 11; i++) await researcher.survey({ name: `Wave ${i}`, questions: [] });
  await page.goto('/projects');

  await page.getByRole('button', { name: 'Create new project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create new project' })).toBeVisible();
  await closeDialog(page, 'Create new project');
  await page.getByRole('button', { name: 'Invite team' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite team members' })).toBeVisible();
  await closeDialog(page, 'Invite team members');
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Draft' })
    .click();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Last updated: oldest first' }).click();
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('Wave 1');
  // The search runs once the typing stopped (1 s): the sort control then says so.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best match first');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The server writes its queue at least every 10 s.
  await expect
    .poll(() => names(email), { timeout: 25_000 })
    .toEqual([
      'Opened Create Project Dialog',
      'Opened Invite Dialog',
      'Filtered Projects',
      'Sorted Projects',
      'Loaded More Projects',
      'Searched Projects',
      'Viewed Terms',
    ]);
  const events = await dashboardEvents(email);
  expect(events[2]?.properties).toEqual({ state: 'draft' });
  expect(events[3]?.properties).toEqual({ order: 'oldest' });
});

test('the results page sends its events once each', async ({ page, researcher }) => {
  test.setTimeout(120_000);
  const { email } = researcher;
  const survey = await researcher.survey({ name: 'Analytics results' });
  await survey.buy();
  const { surveyId } = survey;
  await page.goto(`/survey/${surveyId}/results`);
  // The body (which sends 'Viewed Results' when it mounts) is there before the user acts: the
  // header's Field health button can draw first on a cold page.
  await expect(page.getByTestId('results-count')).toBeVisible({ timeout: 30_000 });
  const options = page.getByRole('region', { name: 'Results options' });
  await page.getByRole('button', { name: /^Field health/ }).click();
  await page.getByRole('tab', { name: 'Crosstab' }).click();
  await options.getByRole('button', { name: 'Raw data' }).click();
  await expect(page.getByRole('dialog', { name: 'Export data' })).toBeVisible();
  await closeDialog(page, 'Export data');
  await options.getByRole('button', { name: /^Data quality/ }).click();
  await expect(page.getByRole('dialog', { name: 'Data quality' })).toBeVisible();

  await expect
    .poll(() => names(email), { timeout: 25_000 })
    .toEqual([
      'Viewed Results',
      'Opened Field Health',
      'Opened Results Tab',
      'Opened Export Dialog',
      'Opened Data Quality',
    ]);
  const events = await dashboardEvents(email);
  expect(events.map((e) => e.properties)).toEqual([
    { surveyId },
    { surveyId },
    { surveyId, tab: 'crosstabs' },
    { surveyId },
    { surveyId },
  ]);
});

test('the audience and confirm pages send their events once each', async ({ page, researcher }) => {
  test.setTimeout(90_000);
  const { email } = researcher;
  const { surveyId } = await researcher.survey({ name: 'Analytics draft' });
  await page.goto(`/survey/${surveyId}/audience`);
  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`/survey/${surveyId}/confirm`);
  await expect(page.getByRole('button', { name: /^Confirm/ }).first()).toBeVisible();

  await expect
    .poll(() => names(email), { timeout: 25_000 })
    .toEqual(['Opened Targeting Dialog', 'Viewed Confirm Page']);
  expect((await dashboardEvents(email)).map((e) => e.properties)).toEqual([
    { surveyId },
    { surveyId },
  ]);
});
