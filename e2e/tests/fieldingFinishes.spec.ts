import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpThroughUi } from '../support/auth.ts';
import { gql } from '../support/graphql.ts';
import { startOwnServer, type OwnServer } from '../support/ownServer.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';

// Issue 34 §1: the most common audiences finish by themselves, with no field-health action. The
// simulated panel at PANEL_RATE=600 sends members who fit the quota cells still open (as a real
// sample provider does), and field health leaves the panel's over-sending past a batch's cap out
// of volume-full. Before, the GB preset 'Nationally representative' at 30 completes was halted
// for good near its end ("Volume full 75.5%") or in its soft launch of 3, and a gender-only
// survey of 200 was halted in its soft launch of 20 ("Volume full 65.5%"). One server for both
// (its own: the shared one has no simulated traffic and no field-health job); the job runs at
// the top of each minute.

const TWO_MINUTES = 120_000;
// Interviews bought at 10 minutes take 5 s at this rate (the panel's clock runs 120 times faster):
// long enough that the requests' own time on this shared machine stays well inside the length
// trigger's 25% (at 5 minutes, 2.5 s, a loaded run was paused at 199 / 200 for 6.3 minutes). The
// length read whatever the load is another item of issue 34 §1; this spec is about the counts.
const LOI = 10;
const fieldworkBar = (page: Page) => page.getByRole('region', { name: 'Fieldwork' });

test.describe.configure({ mode: 'serial', timeout: 7 * 60_000 });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer({ PANEL_RATE: '600', FIELD_HEALTH: 'on' });
});
test.afterAll(async () => {
  await server.stop();
});

async function researcher(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signUpThroughUi(page);
  return { context, page };
}

/** The survey's LOI and soft launch, as the audience page's fieldwork steps save them. */
const fieldwork = (page: Page, surveyId: string, softLaunch: number) =>
  gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!, $loi: Int!, $soft: Int!) {
      updateFieldwork(surveyId: $surveyId, lengthOfInterview: $loi, softLaunch: { samplesNeeded: $soft }) { surveyId }
    }`,
    { surveyId, loi: LOI, soft: softLaunch },
  );

async function genderQuotas5050(page: Page, surveyId: string) {
  const audience = (mutation: string, variables: Record<string, unknown> = {}) =>
    gql(page, 'fieldwork', mutation, { surveyId, ...variables });
  await audience(
    `mutation ($surveyId: ID!) { setStandardCriterion(surveyId: $surveyId, position: 0, audienceCriterionCode: "gender") { number } }`,
  );
  for (const option of ['another', 'prefer_not_to_say']) {
    await audience(
      `mutation ($surveyId: ID!, $option: String!) { removeStandardQualification(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option) { number } }`,
      { option },
    );
  }
  await audience(
    `mutation ($surveyId: ID!) { setStandardQuotas(surveyId: $surveyId, audienceCriterionCode: "gender") { number } }`,
  );
  for (const option of ['male', 'female']) {
    await audience(
      `mutation ($surveyId: ID!, $option: String!) { setStandardQuota(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option, percent: 50) { number } }`,
      { option },
    );
  }
}

/**
 * Soft launch, then full launch from the results header; each reaches its count within two
 * minutes, and field health never paused or stopped the survey: no notice in the header, no
 * action on the route, no e-mail.
 */
async function fieldsToTheEnd(page: Page, surveyId: string, soft: number, total: number) {
  await buyViaApi(page, surveyId);
  const softLaunched = Date.now();
  await page.goto(`/survey/${surveyId}/results`);
  const bar = fieldworkBar(page);
  await expect(bar.getByTestId('completes')).toHaveText(`${soft} / ${total} completes`, {
    timeout: TWO_MINUTES,
  });
  await expect(bar.getByTestId('soft-launch-badge')).toHaveText('Soft launch completed');
  expect(Date.now() - softLaunched).toBeLessThan(TWO_MINUTES);
  await expect(page.getByTestId('status-badge')).not.toHaveText(/PAUSED|HALTED/);

  await bar.getByRole('button', { name: 'Full launch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Full launch?' });
  await dialog.getByRole('button', { name: 'Full launch' }).click();
  await expect(dialog).toBeHidden();
  const fullyLaunched = Date.now();
  await expect(page.getByTestId('status-badge')).toHaveText('COMPLETE', { timeout: TWO_MINUTES });
  expect(Date.now() - fullyLaunched).toBeLessThan(TWO_MINUTES);
  await expect(bar.getByTestId('field-health-notice')).toHaveCount(0);

  const health = (await (
    await page.request.get(`/v2/survey-results/api/v1.0/field-health?surveyId=${surveyId}`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    })
  ).json()) as { action: unknown };
  expect(health.action).toBeNull();
  const mail = (await (await fetch(`${server.url}/dev/outbox.json`)).json()) as {
    subject: string;
    text: string;
  }[];
  expect(
    mail.filter((m) => m.text.includes(surveyId) && /^Survey (paused|stopped): /.test(m.subject)),
  ).toEqual([]);
}

async function accessToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
}

test("the GB preset 'Nationally representative' at 30 completes, soft launch of 3, then full launch, finishes by itself", async ({
  browser,
}) => {
  const { context, page } = await researcher(browser);
  try {
    const surveyId = await readySurvey(page, 'Nationally representative 30', 30);
    await gql(
      page,
      'fieldwork',
      `mutation ($surveyId: ID!) { presetAudience(surveyId: $surveyId, name: "Nationally representative") { number } }`,
      { surveyId },
    );
    await fieldwork(page, surveyId, 3);
    await fieldsToTheEnd(page, surveyId, 3, 30);
  } finally {
    await context.close();
  }
});

test('a gender-only survey of 200 with the default soft launch (20) finishes by itself', async ({
  browser,
}) => {
  const { context, page } = await researcher(browser);
  try {
    const surveyId = await readySurvey(page, 'Gender only 200', 200);
    await genderQuotas5050(page, surveyId);
    await fieldwork(page, surveyId, 20);
    await fieldsToTheEnd(page, surveyId, 20, 200);
  } finally {
    await context.close();
  }
});
