import type { Page } from '@playwright/test';
import { gql } from '../support/graphql.ts';
import { answerAs, pick } from '../support/respondents.ts';
import { holdPlace } from '../support/seededStates.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';
import { genderQuotas } from '../support/genderAudience.ts';

// Issue 23 §4b: a survey must not stall at its last completes. The results header says when
// respondents in progress hold every remaining place (the ETA waits for them), and a soft-launched
// survey shows its soft launch completed, takes the full launch from the header and shows itself
// complete. That the simulated panel brings each launch to its count within 2 minutes, quotas
// held, with no field-health action, is proven tick by tick on the movable clock in
// apps/server/src/modules/panelTraffic/launchesOnTime.test.ts; here the completes come from panel
// members answering through the public respondent API.

const fieldworkBar = (page: Page) => page.getByRole('region', { name: 'Fieldwork' });

test('the header says when every remaining place is held by a respondent in progress', async ({
  page,
  baseURL,
}) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Held places', 1);
  await buyViaApi(page, surveyId);
  await page.goto(`/survey/${surveyId}/results`);
  const bar = fieldworkBar(page);
  await expect(bar.getByTestId('completes')).toHaveText('0 / 1 completes');
  await expect(bar.getByTestId('places-held')).toHaveCount(0);
  // Below 90%: the days left to the fieldwork's end date.
  await expect(bar.getByTestId('eta')).toHaveText(/^ETA < [\d.]+ days?$/);

  // A respondent opens the survey (qualifies, holds the one place) and stops answering.
  await holdPlace(baseURL ?? '', surveyId, 'held-1');
  await page.reload();
  await expect(bar.getByTestId('places-held')).toHaveText(
    '1 place held by a respondent in progress',
  );
  // Due within 15 minutes (3 x the 5-minute LOI), not in the days left to the end date.
  await expect(bar.getByTestId('eta')).toHaveText('ETA < 1 hour');
});

/** `n` men and `n` women complete the survey (the free-text page gets a random answer). */
async function completes(baseUrl: string, surveyId: string, from: number, n: number) {
  const members = Array.from({ length: 2 * n }, (_, i) => ({
    id: `member-${String(from + i)}`,
    gender: i % 2 === 0 ? 'Male' : 'Female',
  }));
  const outcomes = await Promise.all(
    members.map((m) =>
      answerAs(baseUrl, surveyId, m.id, (p) =>
        p.options.some((o) => o.label === m.gender) ? pick(p, m.gender) : null,
      ),
    ),
  );
  expect(outcomes).toEqual(members.map(() => 'complete'));
}

test('a 30-complete survey with gender quotas 50/50 shows its soft launch of 10 completed, takes the full launch from the header and shows itself complete', async ({
  page,
  baseURL,
}) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Soft launched', 30);
  await genderQuotas(page, surveyId, { male: 50, female: 50 });
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, softLaunch: { samplesNeeded: 10 }) { surveyId } }`,
    { surveyId },
  );
  await buyViaApi(page, surveyId);
  await completes(baseURL ?? '', surveyId, 0, 5);
  await page.goto(`/survey/${surveyId}/results`);
  const bar = fieldworkBar(page);
  await expect(bar.getByTestId('completes')).toHaveText('10 / 30 completes');
  await expect(bar.getByTestId('soft-launch-badge')).toHaveText('Soft launch completed');
  await expect(page.getByTestId('status-badge')).not.toHaveText(/PAUSED|HALTED/);

  await bar.getByRole('button', { name: 'Full launch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Full launch?' });
  await dialog.getByRole('button', { name: 'Full launch' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Full launch' })).toHaveCount(0);

  await completes(baseURL ?? '', surveyId, 10, 10);
  await page.reload();
  // A completed survey shows the collected count only (spec 3 §4).
  await expect(bar.getByTestId('completes')).toHaveText('30 completes');
  await expect(page.getByTestId('status-badge')).toHaveText('COMPLETE');
  await expect(bar.getByTestId('field-health-notice')).toHaveCount(0);
});
