import type { Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { demoStorageState } from '../support/demoLogin.ts';
import { expect, test } from '../support/fixtures.ts';

// A project's life on the projects list and its header. Every test starts signed in through a
// stored login: a new researcher's (the `researcher` fixture) or the seeded demo account's.

const item = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem', { name: title, exact: true });

test('a new researcher creates the first project and lands on its audience page', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByText('There are no projects in this workspace.')).toBeVisible();
  await page.getByRole('button', { name: 'Create the first project' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create new project' });
  await expect(dialog.getByLabel('Completes', { exact: true })).toHaveValue('2000');
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  const create = dialog.getByRole('button', { name: 'Create project' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Project title', { exact: true }).fill('Breakfast cereal concept test');
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/survey\/[0-9a-f-]{36}\/audience$/);
  await expect(page.getByRole('heading', { name: 'Breakfast cereal concept test' })).toBeVisible();
  await expect(page.getByLabel('Completes', { exact: true })).toHaveValue('2000');

  await page.getByRole('link', { name: 'Survey Dashboard home' }).click();
  await expect(item(page, 'Breakfast cereal concept test')).toBeVisible();
  await expect(item(page, 'Breakfast cereal concept test').getByTestId('status-badge')).toHaveText(
    'DRAFT',
  );
});

test('duplicate opens the copy; delete removes a project from the list', async ({
  page,
  researcher,
}) => {
  await researcher.survey({ name: 'Brand tracker wave 1', questions: [] });
  await researcher.survey({ name: 'Throwaway pilot', questions: [] });
  await page.goto('/projects');

  await item(page, 'Brand tracker wave 1')
    .getByRole('button', { name: 'Duplicate Brand tracker wave 1' })
    .click();
  const duplicateDialog = page.getByRole('dialog', { name: 'Duplicate survey' });
  // Issue 35 §5: the text says what the copy holds (it said 'You can then choose its audience').
  await expect(duplicateDialog).toContainText(
    'with a copy of this survey’s questions, audience, country, completes and soft launch',
  );
  await duplicateDialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/survey\/[0-9a-f-]{36}\/audience$/);
  await expect(page.getByRole('heading', { name: 'Copy of Brand tracker wave 1' })).toBeVisible();
  await expect(page.getByLabel('Completes', { exact: true })).toHaveValue('500');

  await page.goto('/projects');
  await expect(item(page, 'Copy of Brand tracker wave 1')).toBeVisible();
  await expect(item(page, 'Brand tracker wave 1')).toBeVisible();

  await item(page, 'Throwaway pilot')
    .getByRole('button', { name: 'Delete Throwaway pilot' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete project' });
  await expect(dialog).toContainText('audience');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(item(page, 'Throwaway pilot')).toHaveCount(0);
  await page.reload();
  await expect(item(page, 'Brand tracker wave 1')).toBeVisible();
  await expect(item(page, 'Throwaway pilot')).toHaveCount(0);
});

test.describe('the demo account', () => {
  test.use({
    storageState: async ({ baseURL }, use) => use(await demoStorageState(baseURL ?? '')),
  });

  test('pausing a live project and unpausing it again (demo account)', async ({ page }) => {
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/projects$/);
    const project = item(page, 'Fitness wearables awareness');
    await expect(project.getByTestId('status-badge')).toHaveText('LIVE');

    await project.getByRole('button', { name: 'Pause Fitness wearables awareness' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause project' });
    await expect(pause).toContainText('10 business days');
    await pause.getByRole('button', { name: 'Pause project' }).click();
    await expect(project.getByTestId('status-badge')).toHaveText('PAUSED');

    await page.reload();
    await expect(project.getByTestId('status-badge')).toHaveText('PAUSED');
    await project.getByRole('button', { name: 'Unpause Fitness wearables awareness' }).click();
    await page
      .getByRole('dialog', { name: 'Unpause project' })
      .getByRole('button', { name: 'Unpause project' })
      .click();
    await expect(project.getByTestId('status-badge')).toHaveText('LIVE');
    await page.reload();
    await expect(project.getByTestId('status-badge')).toHaveText('LIVE');
  });

  test('opening a project goes to audience for drafts and to results otherwise', async ({
    page,
  }) => {
    await page.goto('/projects');
    const open = async (title: string) => {
      await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
      await item(page, title).getByRole('link', { name: title }).click();
    };
    await open('Coffee habits in the morning');
    await expect(page).toHaveURL(/\/audience$/);
    await page.goto('/projects');
    await open('Streaming services churn');
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByLabel('Completes', { exact: true })).toBeDisabled();
    await page.goto('/projects');
    await open('Global brand equity study');
    await expect(page).toHaveURL(/\/results$/);
  });

  test('results headers: ended surveys show the collected count only (demo account)', async ({
    page,
  }) => {
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/projects$/, { timeout: 15_000 });
    const header = page.getByRole('region', { name: 'Fieldwork' });
    const open = async (title: string) => {
      await page.goto('/projects');
      await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
      await item(page, title).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/results$/);
    };
    // Spec 3 §4: Completed and Halted show only the collected count (2,000 of 2,000; 150 of 500).
    await open('Streaming services churn');
    await expect(header.getByTestId('completes')).toHaveText('2000 completes', { timeout: 30_000 });
    await expect(header.getByText('United States', { exact: true })).toBeVisible();
    await open('Banking app usability');
    await expect(header.getByTestId('completes')).toHaveText('150 completes', { timeout: 30_000 });
    // Spec 1 §2, spec 3 §2: the seeded multi-market project's header has no country part.
    await open('Global brand equity study');
    await expect(header.getByTestId('completes')).toHaveText('2250 / 5000 completes', {
      timeout: 30_000,
    });
    await expect(header.getByText('Fieldwork dates', { exact: true })).toBeVisible();
    await expect(header.getByText('Country', { exact: true })).toHaveCount(0);
    // Issue 37 §3: in place of the country, the header names the project's markets.
    await expect(header.getByText('Markets', { exact: true })).toBeVisible();
    await expect(header.getByText('United States', { exact: true })).toBeVisible();
  });
});

test('a multi-market project hides the country and cost parts of the results header', async ({
  page,
  researcher,
}) => {
  const survey = await researcher.survey({ name: 'Multi-market header', samplesNeeded: 4 });
  await survey.buy();
  const { surveyId } = survey;
  await page.goto(`/survey/${surveyId}/results`);
  const header = page.getByRole('region', { name: 'Fieldwork' });
  await expect(header.getByTestId('completes')).toHaveText('0 / 4 completes', { timeout: 30_000 });
  await expect(header.getByText('United Kingdom', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Cost: £/ })).toBeVisible({ timeout: 30_000 });
  // The API creates ad hoc projects only; multi-market ones come from elsewhere (the seed).
  await sql(
    `UPDATE projects SET project_type = 'MultiMarket'
      WHERE id = (SELECT project_id FROM surveys WHERE id = $1)`,
    [surveyId],
  );
  await page.reload();
  await expect(header.getByTestId('completes')).toHaveText('0 / 4 completes', { timeout: 30_000 });
  await expect(header.getByText('Fieldwork dates', { exact: true })).toBeVisible();
  await expect(header.getByText('Country', { exact: true })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /^Cost/ })).toHaveCount(0);
  // Issue 37 §3: in place of the country, the header names the project's markets.
  await expect(header.getByText('Markets', { exact: true })).toBeVisible();
  await expect(header.getByText('United Kingdom', { exact: true })).toBeVisible();
});

test('the survey header edits the title and saves completes on blur', async ({
  page,
  researcher,
}) => {
  const { surveyId } = await researcher.survey({ name: 'Header test project', questions: [] });
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Header test project' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit project title' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit project title' });
  const title = dialog.getByLabel('Project title', { exact: true });
  await title.fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await title.fill('Renamed header project');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Renamed header project' })).toBeVisible();

  const completes = page.getByLabel('Completes', { exact: true });
  await completes.fill('1500');
  await completes.blur();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByLabel('Completes', { exact: true })).toHaveValue('1500');
  await expect(page.getByRole('heading', { name: 'Renamed header project' })).toBeVisible();

  // An empty value is never saved.
  await page.getByLabel('Completes', { exact: true }).fill('');
  await page.getByLabel('Completes', { exact: true }).blur();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByLabel('Completes', { exact: true })).toHaveValue('1500');
});
