import type { Page } from '@playwright/test';
import { createProjectViaApi, gql } from '../support/graphql.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 11 item 1: a researcher confirms a ready survey, sets a soft launch and the start date,
// buys it and sees it live (spec 3 §2 Confirm page, §4 Purchase, §5 Soft launch completes).

test.describe.configure({ timeout: 120_000 });

interface FieldworkState {
  fieldwork: {
    softLaunch: { samplesNeeded: number };
    duration: { startDate: string | null; endDate: string | null };
  };
}

const fieldworkOf = (page: Page, surveyId: string) =>
  gql<FieldworkState>(
    page,
    'fieldwork',
    `query ($surveyId: ID!) {
      fieldwork(surveyId: $surveyId) { softLaunch { samplesNeeded } duration { startDate endDate } }
    }`,
    { surveyId },
  ).then((d) => d.fieldwork);

/** A project with the default (valid, deliverable) GB audience and one free-text question. */
async function readySurvey(page: Page, name: string): Promise<string> {
  const surveyId = await createProjectViaApi(page, name);
  const draft = await gql<{ draftQuestionnaire: { questionnaireId: string } }>(
    page,
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId },
  );
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) {
      addQuestion(questionnaireId: $id, questionTypeCode: FreeText, position: 0, text: "What do you think of it?") { version }
    }`,
    { id: draft.draftQuestionnaire.questionnaireId },
  );
  return surveyId;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('soft launch, start date, purchase, live now, and never bought twice', async ({ page }) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Oat milk concept test');
  await page.goto(`/survey/${surveyId}/confirm`);

  await expect(page.getByRole('heading', { name: 'Oat milk concept test' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Survey steps' });
  await expect(steps.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const main = page.getByRole('region', { name: 'Confirm and launch' });
  const cost = main.getByRole('region', { name: 'Cost' });
  await expect(cost.getByText('Hosting', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(cost.getByText(/^£\d+\.\d\d x 500 completes$/)).toBeVisible();
  await expect(cost.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 15_000 });
  const overview = main.getByRole('region', { name: 'Project overview' });
  await expect(overview.getByText('United Kingdom')).toBeVisible();
  await expect(overview.getByText('1 card')).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Edit audience' })).toHaveAttribute(
    'href',
    `/survey/${surveyId}/audience`,
  );
  await expect(overview.getByRole('link', { name: 'Edit survey' })).toHaveAttribute(
    'href',
    `/survey/${surveyId}/questionnaire`,
  );
  // No start date saved yet: the page shows today and saves it, with the end it implies.
  const start = main.getByRole('textbox', { name: 'Start date' });
  await expect(start).toHaveValue(day(0));
  await expect
    .poll(async () => (await fieldworkOf(page, surveyId)).duration.startDate)
    .toMatch(new RegExp(`^${day(0)}`));

  // Soft launch on: 10% of 500 by default, saved.
  const softLaunch = main.getByRole('region', { name: 'Soft launch' });
  await softLaunch.getByRole('switch', { name: 'Soft launch' }).check();
  const completes = softLaunch.getByLabel('Soft launch completes');
  await expect(completes).toHaveValue('50');
  await expect
    .poll(async () => (await fieldworkOf(page, surveyId)).softLaunch.samplesNeeded)
    .toBe(50);

  // Out of range: the message and the icon, and nothing sent.
  const sent: number[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { samplesNeeded?: number };
    } | null;
    if (body?.operationName === 'UpdateSoftLaunch') sent.push(body.variables?.samplesNeeded ?? -1);
  });
  await completes.fill('501');
  await expect(softLaunch.getByText('Number of completes must be between 1 and 500')).toBeVisible();
  await completes.blur();

  await completes.fill('25');
  await expect(
    softLaunch.getByText('Number of completes must be between', { exact: false }),
  ).toHaveCount(0);
  await expect
    .poll(async () => (await fieldworkOf(page, surveyId)).softLaunch.samplesNeeded)
    .toBe(25);

  // A later start saves with its end; then back to today.
  await start.fill(day(3));
  await start.blur();
  await expect
    .poll(async () => (await fieldworkOf(page, surveyId)).duration.startDate)
    .toMatch(new RegExp(`^${day(3)}`));
  const moved = await fieldworkOf(page, surveyId);
  expect((moved.duration.endDate ?? '') > (moved.duration.startDate ?? '')).toBe(true);
  await start.fill(day(0));
  await start.blur();
  await expect
    .poll(async () => (await fieldworkOf(page, surveyId)).duration.startDate)
    .toMatch(new RegExp(`^${day(0)}`));

  // Footer Confirm opens the Purchase dialog.
  await main.getByRole('button', { name: 'Confirm', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Purchase' });
  await expect(dialog.getByText('First 25 completes')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Preview' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await dialog.getByRole('button', { name: 'Purchase' }).click();

  await expect(page.getByRole('heading', { name: 'Launch confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your survey is live now.')).toBeVisible();
  await page.getByRole('link', { name: 'To your project' }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/${surveyId}/results$`));

  // Back on confirm: bought, not for sale again.
  await page.goto(`/survey/${surveyId}/confirm`);
  await expect(page.getByRole('heading', { name: /^This survey was purchased on / })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your survey is live now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Purchase' })).toHaveCount(0);

  await page.goto('/projects');
  const item = page
    .getByRole('list', { name: 'Projects' })
    .getByRole('listitem', { name: 'Oat milk concept test', exact: true });
  await expect(item.getByTestId('status-badge')).toHaveText('LIVE');
});

test('a changed price is shown and asked again; a lost connection keeps the dialog for a retry', async ({
  page,
}) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Price moves');
  await page.goto(`/survey/${surveyId}/confirm`);
  const cost = page
    .getByRole('region', { name: 'Confirm and launch' })
    .getByRole('region', { name: 'Cost' });
  await expect(cost.getByText('£1.00 x 500 completes')).toBeVisible({ timeout: 15_000 });
  await cost.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase' });
  await expect(dialog.getByText('£500.00')).toBeVisible();

  // The price moves on the server while the dialog is open (a longer interview costs more).
  await gql(
    page,
    'fieldwork',
    'mutation ($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, lengthOfInterview: 20) { surveyId } }',
    { surveyId },
  );
  await dialog.getByRole('button', { name: 'Purchase' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The price has changed: each complete now costs £2.60.',
  );
  await expect(dialog.getByText('£1,300.00')).toBeVisible();
  await expect(dialog.getByText('£2.60', { exact: true })).toBeVisible();

  // The next attempt never reaches the server: the dialog stays, with a retry.
  await page.route('**/v1/order/graphql', (route) => route.abort(), { times: 1 });
  await dialog.getByRole('button', { name: 'Purchase' }).click();
  await expect(dialog.getByRole('alert')).toContainText('We could not reach the server');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Launch confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  const order = await gql<{ surveyOrder: { customerCPI: number } }>(
    page,
    'order',
    'query ($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { customerCPI } }',
    { surveyId },
  );
  expect(order.surveyOrder.customerCPI).toBe(2.6);
});

test('a survey without questions lists what is missing and cannot be bought', async ({ page }) => {
  await signedIn(page);
  const surveyId = await createProjectViaApi(page, 'Not ready yet');
  await page.goto(`/survey/${surveyId}/confirm`);
  const main = page.getByRole('region', { name: 'Confirm and launch' });
  await expect(main.getByText('The questionnaire has no questions.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(main.getByRole('link', { name: 'Edit survey' }).first()).toHaveAttribute(
    'href',
    `/survey/${surveyId}/questionnaire`,
  );
  for (const confirm of await main.getByRole('button', { name: 'Confirm', exact: true }).all()) {
    await expect(confirm).toBeDisabled();
  }

  // A survey this account does not have: back to /projects, told why (spec 3 §2).
  await page.goto('/survey/6f1c2b1e-1111-4222-8333-444455556666/confirm');
  await expect(page).toHaveURL(/\/projects$/, { timeout: 15_000 });
  await expect(page.getByText("That survey isn't available in your account.")).toBeVisible();
});
