import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Spec 1 §2 and §6: an invalid survey id or sub-page shows the 404 page; a survey the user has no
// access to (unknown, or another account's: the server does not tell them apart) sends the user
// to /projects, with a short note of why. The user starts from a stored login; the other account
// and its survey are made through the API.

test.describe.configure({ timeout: 90_000 });

const NOT_FOUND = "Oops, the page you're looking for does not exist";
const UNAVAILABLE = "That survey isn't available in your account.";

async function expectSentToProjects(page: Page) {
  await expect(page).toHaveURL(/\/projects$/, { timeout: 15_000 });
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
}

test('a malformed survey id and an unknown sub-page show the 404 page', async ({
  page,
  researcher,
}) => {
  await page.goto('/survey/not-a-survey-id/audience');
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/survey\/not-a-survey-id\/audience$/);
  await expect(page.getByText('The project could not be loaded.')).toHaveCount(0);

  const { surveyId } = await researcher.survey({ name: 'Sub-page check', questions: [] });
  await page.goto(`/survey/${surveyId}/settings`);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible({ timeout: 15_000 });
  await page.goto(`/survey/${surveyId}/audience/extra`);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible({ timeout: 15_000 });
});

test('a well-formed survey id the account does not have sends the user to /projects', async ({
  page,
}) => {
  await page.goto('/survey/6f1c2b1e-1111-4222-8333-444455556666/audience');
  await expectSentToProjects(page);
});

test('another account’s survey sends the user to /projects without showing it', async ({
  page,
  world,
}) => {
  const other = await world.account({ accountName: 'Other Research Co' });
  const foreign = await other.survey({ name: 'Confidential competitor study', questions: [] });

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/projects$/, { timeout: 15_000 });
  await page.goto(`/survey/${foreign.surveyId}/results`);
  await expectSentToProjects(page);
  await expect(page.getByText('Confidential competitor study')).toHaveCount(0);
});
