import type { Page } from '@playwright/test';
import { actionsMenuItem, closeActionsMenu } from '../support/actionsMenu.ts';
import { expect, test } from '../support/fixtures.ts';
import { signedPanelLink } from '../support/surveys.ts';

// Issue 11 item 7 and its E2E line: soft launch, full launch, pause, unpause and end from the
// results header (spec 3 §2 Headers and Dialogs, §4 Soft launch state, Survey state handling,
// Full launch; spec 1 §4 pause). The e2e server runs without simulated traffic (PANEL_RATE=0).
// The purchase with a soft launch stays in the UI (its subject); respondents answer through the
// public respondent API (the runner's pages are runner.spec.ts's; the page a paused survey shows
// a newcomer stays here). That the last complete ends the order is a server rule:
// respondent.api.test.ts ('takes a respondent ... to complete') and, for a soft launch then a full
// launch, panelTraffic/launchesOnTime.test.ts; here the browser checks how each state is shown.

test.describe.configure({ timeout: 180_000 });

const item = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem', { name: title, exact: true });

const fieldworkBar = (page: Page) => page.getByRole('region', { name: 'Fieldwork' });

test('soft launch of 2 of 4, full launch, and the survey completes on its own', async ({
  page,
  researcher,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const survey = await researcher.survey({ name: 'Launch journey soft launch', samplesNeeded: 4 });
  const { surveyId } = survey;

  // Buy it through the confirm page with a soft launch of 2 completes.
  await page.goto(`/survey/${surveyId}/confirm`);
  const main = page.getByRole('region', { name: 'Confirm and launch' });
  const softLaunch = main.getByRole('region', { name: 'Soft launch' });
  await softLaunch.getByRole('switch', { name: 'Soft launch' }).check();
  await softLaunch.getByLabel('Soft launch completes').fill('2');
  const confirm = main.getByRole('button', { name: 'Confirm', exact: true }).last();
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  await confirm.click();
  const purchase = page.getByRole('dialog', { name: 'Purchase' });
  await expect(purchase.getByText('First 2 completes')).toBeVisible();
  await purchase.getByRole('button', { name: 'Purchase' }).click();
  await page.getByRole('link', { name: 'To your project' }).click();
  await expect(page).toHaveURL(`/survey/${surveyId}/results`);

  const bar = fieldworkBar(page);
  await expect(bar.getByTestId('completes')).toHaveText('0 / 4 completes');
  await expect(bar.getByText('United Kingdom')).toBeVisible();
  await expect(bar.getByTestId('soft-launch-badge')).toHaveText('Soft launch in progress');
  await expect(await actionsMenuItem(page, bar, 'Pause project')).toBeEnabled();
  await closeActionsMenu(page);
  await expect(bar.getByRole('button', { name: 'Full launch' })).toBeVisible();
  await expect(page.getByText('Your results will appear here.')).toBeVisible();

  // Two respondents fill the soft launch.
  expect(await survey.completes(2, undefined, 'journey-soft')).toEqual(['complete', 'complete']);

  await page.reload();
  await expect(bar.getByTestId('completes')).toHaveText('2 / 4 completes');
  await expect(bar.getByTestId('soft-launch-badge')).toHaveText('Soft launch completed');
  await expect(await actionsMenuItem(page, bar, 'Pause project')).toBeDisabled();
  await closeActionsMenu(page);

  await page.goto('/projects');
  const listed = item(page, 'Launch journey soft launch');
  await expect(listed.getByTestId('progress-count')).toHaveText('2/4');

  // Full launch for the remaining 2.
  await page.goto(`/survey/${surveyId}/results`);
  await bar.getByRole('button', { name: 'Full launch' }).click();
  const fullLaunch = page.getByRole('dialog', { name: 'Full launch?' });
  await expect(fullLaunch).toContainText('the remaining 2 completes');
  await fullLaunch.getByRole('button', { name: 'Full launch' }).click();
  await expect(fullLaunch).toBeHidden();
  await expect(bar.getByTestId('soft-launch-badge')).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Full launch' })).toHaveCount(0);
  await expect(await actionsMenuItem(page, bar, 'Pause project')).toBeEnabled();
  await closeActionsMenu(page);

  expect(await survey.completes(2, undefined, 'journey-full')).toEqual(['complete', 'complete']);

  // The fourth complete ends the order: the survey is Complete on the list, with no controls left.
  await page.goto('/projects');
  await expect(listed.getByTestId('status-badge')).toHaveText('COMPLETE');
  await expect(listed.getByTestId('progress-count')).toHaveText('4/4');
  await page.goto(`/survey/${surveyId}/results`);
  // Spec 3 §4: an ended survey shows only what it collected.
  await expect(bar.getByTestId('completes')).toHaveText('4 completes');
  // No launch controls left; the cost menu only (issue 25 §3).
  // The cost menu comes with the progress answer: wait for it before counting.
  await expect(bar.getByRole('button', { name: /^Cost: £/ })).toBeVisible({ timeout: 30_000 });
  await expect(bar.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Preview' })).toBeVisible();
});

test('pause refuses respondents, unpause reopens, End project completes it', async ({
  page,
  context,
  researcher,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const survey = await researcher.survey({
    name: 'Launch journey pause and end',
    samplesNeeded: 4,
  });
  const { surveyId } = survey;
  await survey.buy();

  await page.goto(`/survey/${surveyId}/results`);
  const bar = fieldworkBar(page);
  await expect(bar.getByTestId('soft-launch-badge')).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Full launch' })).toHaveCount(0);
  await (await actionsMenuItem(page, bar, 'Pause project')).click();
  const pause = page.getByRole('dialog', { name: 'Pause project' });
  await expect(pause).toContainText('Pausing stops ongoing data collection.');
  await pause.getByRole('button', { name: 'Pause project' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('PAUSED');
  await expect(await actionsMenuItem(page, bar, 'Unpause project')).toBeEnabled();
  await closeActionsMenu(page);

  // A new respondent from the panel is turned away while paused.
  const runner = await context.newPage();
  await runner.goto(signedPanelLink(surveyId, 'paused-1'));
  await expect(
    runner.getByRole('heading', { level: 1, name: 'This survey is not open' }),
  ).toBeVisible();

  await (await actionsMenuItem(page, bar, 'Unpause project')).click();
  await page
    .getByRole('dialog', { name: 'Unpause project' })
    .getByRole('button', { name: 'Unpause project' })
    .click();
  await expect(page.getByTestId('status-badge')).toHaveText('LIVE');
  expect(await survey.answerAs('unpaused-1')).toBe('complete');

  await page.reload();
  await expect(bar.getByTestId('completes')).toHaveText('1 / 4 completes');
  await (await actionsMenuItem(page, bar, 'End project')).click();
  const end = page.getByRole('dialog', { name: 'End project?' });
  await expect(end).toContainText('This cannot be undone.');
  await end.getByRole('button', { name: 'End project' }).click();

  await expect(page).toHaveURL('/projects');
  await expect(item(page, 'Launch journey pause and end').getByTestId('status-badge')).toHaveText(
    'COMPLETE',
  );
  await page.goto(`/survey/${surveyId}/results`);
  await expect(fieldworkBar(page).getByTestId('completes')).toHaveText('1 complete');
  // The cost menu comes with the progress answer: wait for it before counting.
  await expect(fieldworkBar(page).getByRole('button', { name: /^Cost: £/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(fieldworkBar(page).getByRole('button')).toHaveCount(1);
});
