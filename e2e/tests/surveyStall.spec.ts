import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi } from '../support/auth.ts';
import { gql } from '../support/graphql.ts';
import { startOwnServer } from '../support/ownServer.ts';
import { readQuotas } from '../support/results.ts';
import { buyViaApi, readySurvey, signedPanelLink } from '../support/surveys.ts';

// Issue 23 §4b: a survey must not stall at its last completes. The results header says when
// respondents in progress hold every remaining place (the ETA waits for them), and with the
// simulated panel at PANEL_RATE=600 a 30-complete survey with gender quotas completes by itself
// within 2 minutes of each launch (dropouts give their places back in seconds, the panel
// over-invites for the last ones).

test.describe.configure({ timeout: 120_000 });

const fieldworkBar = (page: Page) => page.getByRole('region', { name: 'Fieldwork' });
const TWO_MINUTES = 120_000;

test('the header says when every remaining place is held by a respondent in progress', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page);
  const surveyId = await readySurvey(page, 'Held places', 1);
  await buyViaApi(page, surveyId);
  await page.goto(`/survey/${surveyId}/results`);
  const bar = fieldworkBar(page);
  // (first loads: generous timeouts, the browser tests share a busy machine)
  await expect(bar.getByTestId('completes')).toHaveText('0 / 1 completes', { timeout: 30_000 });
  await expect(bar.getByTestId('places-held')).toHaveCount(0);
  // Below 90%: the days left to the fieldwork's end date.
  await expect(bar.getByTestId('eta')).toHaveText(/^ETA < [\d.]+ days?$/);

  // A respondent opens the survey (qualifies, holds the one place) and stops answering.
  const runner = await context.newPage();
  await runner.goto(signedPanelLink(surveyId, 'held-1'));
  await expect(runner.getByRole('textbox')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(bar.getByTestId('places-held')).toHaveText(
    '1 place held by a respondent in progress',
    { timeout: 30_000 },
  );
  // Due within 15 minutes (3 x the 5-minute LOI), not in the days left to the end date.
  await expect(bar.getByTestId('eta')).toHaveText('ETA < 1 hour');
});

async function genderQuotas5050(page: Page, surveyId: string) {
  const audience = (mutation: string, variables: Record<string, unknown>) =>
    gql(page, 'fieldwork', mutation, { surveyId, ...variables });
  await audience(
    `mutation ($surveyId: ID!) { setStandardCriterion(surveyId: $surveyId, position: 0, audienceCriterionCode: "gender") { number } }`,
    {},
  );
  for (const option of ['another', 'prefer_not_to_say']) {
    await audience(
      `mutation ($surveyId: ID!, $option: String!) { removeStandardQualification(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option) { number } }`,
      { option },
    );
  }
  await audience(
    `mutation ($surveyId: ID!) { setStandardQuotas(surveyId: $surveyId, audienceCriterionCode: "gender") { number } }`,
    {},
  );
  for (const option of ['male', 'female']) {
    await audience(
      `mutation ($surveyId: ID!, $option: String!) { setStandardQuota(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option, percent: 50) { number } }`,
      { option },
    );
  }
}

test.describe('with the simulated panel at PANEL_RATE=600', () => {
  // Its own server (the shared one has no simulated traffic): ~20 s to start, then 2 x 2 minutes
  // at most.
  test.describe.configure({ timeout: 6 * 60_000 });

  test('a 30-complete GB survey with gender quotas 50/50 and a soft launch of 10 completes by itself within 2 minutes of each launch', async ({
    browser,
  }) => {
    const server = await startOwnServer({ PANEL_RATE: '600' });
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await signUpThroughUi(page);
      const surveyId = await readySurvey(page, 'Panel at 600', 30);
      await genderQuotas5050(page, surveyId);
      await gql(
        page,
        'fieldwork',
        `mutation ($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, softLaunch: { samplesNeeded: 10 }) { surveyId } }`,
        { surveyId },
      );
      await buyViaApi(page, surveyId);
      const softLaunched = Date.now();
      await page.goto(`/survey/${surveyId}/results`);
      const bar = fieldworkBar(page);
      await expect(bar.getByTestId('completes')).toHaveText('10 / 30 completes', {
        timeout: TWO_MINUTES,
      });
      await expect(bar.getByTestId('soft-launch-badge')).toHaveText('Soft launch completed');
      expect(Date.now() - softLaunched).toBeLessThan(TWO_MINUTES);

      await bar.getByRole('button', { name: 'Full launch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Full launch?' });
      await dialog.getByRole('button', { name: 'Full launch' }).click();
      await expect(dialog).toBeHidden();
      const fullyLaunched = Date.now();
      // A completed survey shows the collected count only (spec 3 §4).
      await expect(bar.getByTestId('completes')).toHaveText('30 completes', {
        timeout: TWO_MINUTES,
      });
      expect(Date.now() - fullyLaunched).toBeLessThan(TWO_MINUTES);
      await expect(page.getByTestId('status-badge')).toHaveText('COMPLETE');

      // The quotas held: 15 and 15, none overfilled.
      const quotas = await readQuotas(page, surveyId);
      const gender = quotas.quotas.find((q) => q.questionId === 'gender');
      expect(
        gender?.options
          .filter((o) => o.progress.samplesWanted > 0)
          .map((o) => [o.text, o.progress.samplesCollected, o.progress.samplesWanted]),
      ).toEqual([
        ['Male', 15, 15],
        ['Female', 15, 15],
      ]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
