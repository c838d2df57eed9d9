import { type Page } from '@playwright/test';
import type { QualityResponse } from '../../packages/domain/src/results/analysisContract.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { sql } from '../support/database.ts';
import { gql } from '../support/graphql.ts';
import { completesWithinQuotas } from '../support/quotaFill.ts';
import { buyViaApi, readySurvey } from '../support/surveys.ts';
import { shots } from '../support/screenshots.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 26 §3: completes from panel members (through the respondent API), three of them made speeders; the researcher
// excludes the speeders from the results page's Data quality dialog, the counts change, a reload
// keeps it, and including them again restores the counts.

test.describe.configure({ timeout: 300_000 });

const SAMPLE = 30;
/** Enough completes for a median (10), short of the sample so the survey stays live. */
const COMPLETES = 14;
const SPEEDERS = 3;

async function readQuality(page: Page, surveyId: string): Promise<QualityResponse> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.get(
    `/v2/survey-results/api/v1.0/quality?surveyId=${encodeURIComponent(surveyId)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as QualityResponse;
}

test('exclude flagged speeders: the counts change everywhere, a reload keeps it, include again restores', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Data quality', SAMPLE);
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) { presetAudience(surveyId: $surveyId, name: "Nationally representative") { number } }`,
    { surveyId },
  );
  await buyViaApi(page, surveyId);
  await completesWithinQuotas(page, surveyId, COMPLETES);
  const completes = COMPLETES;

  // Interview lengths of a fast survey (issue 35 §4: it read 'Took 0 s; a third of the median
  // (1 s) is 0 s'): the first three 0.12 s and the rest 1.4 s, so exactly those three are
  // speeders (under a third of 1.4 s).
  await sql(
    `UPDATE complete_quality_flags SET length_ms = CASE WHEN session_id IN (
       SELECT session_id FROM complete_quality_flags WHERE survey_id = $1
       ORDER BY completed_at, session_id LIMIT $2) THEN 120 ELSE 1400 END
     WHERE survey_id = $1`,
    [surveyId, SPEEDERS],
  );
  const quality = await readQuality(page, surveyId);
  const speeders = quality.flagged.filter((f) => f.flags.some((x) => x.reason === 'SPEEDER'));
  expect(speeders).toHaveLength(SPEEDERS);
  const flagged = quality.flagged.length;

  await page.goto(`/survey/${surveyId}/results`);
  const count = page.getByTestId('results-count');
  await expect(count).toHaveText(`${completes} completes`, { timeout: 15_000 });
  const open = page.getByRole('button', { name: `Data quality (${flagged} flagged)` });
  await shots(page, 'data-quality-bar');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Data quality' });
  await expect(
    dialog.getByText('Median length: 1.4 s. Speeders took under a third of it.'),
  ).toBeVisible();
  const rows = dialog.getByTestId('flagged-complete');
  await expect(rows).toHaveCount(flagged);
  await expect(rows.filter({ hasText: 'Speeder' })).toHaveCount(SPEEDERS);
  await expect(rows.filter({ hasText: 'Speeder' }).first()).toContainText(
    'Took 0.1 s; a third of the median (1.4 s) is 0.5 s.',
  );
  await expect(rows.filter({ hasText: 'Speeder' }).first()).toContainText('0.1 s');
  await shots(page, 'data-quality-dialog');
  await expectNoSeriousA11yViolations(page, 'data quality dialog');

  await dialog.getByRole('button', { name: `Exclude all speeders (${SPEEDERS})` }).click();
  await expect(rows.filter({ hasText: 'Excluded' })).toHaveCount(SPEEDERS);
  await expect(dialog.getByText(`${SPEEDERS} completes excluded`, { exact: false })).toBeVisible();
  await shots(page, 'data-quality-excluded');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The results say what they leave out, and the button counts what is still flagged.
  await expect(count).toHaveText(`${completes - SPEEDERS} completes (${SPEEDERS} excluded)`);
  await expect(
    page.getByRole('button', { name: `Data quality (${flagged - SPEEDERS} flagged)` }),
  ).toBeVisible();
  await shots(page, 'data-quality-after-exclusion');
  const a1 = page.getByRole('article', { name: /^A1 / });
  await a1.scrollIntoViewIfNeeded();
  await expect(a1.getByTestId('answered')).toHaveText(`n = ${completes - SPEEDERS}`);

  // Remembered by the server: a reload shows the same counts and the same excluded rows.
  await page.reload();
  await expect(count).toHaveText(`${completes - SPEEDERS} completes (${SPEEDERS} excluded)`, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: `Data quality (${flagged - SPEEDERS} flagged)` }).click();
  await expect(rows.filter({ hasText: 'Excluded' })).toHaveCount(SPEEDERS);

  // Keyboard: select the excluded rows and include them again.
  for (const speeder of speeders) {
    const box = dialog.getByRole('checkbox', { name: `Select respondent ${speeder.respondentId}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Include again' }).click();
  await expect(rows.filter({ hasText: 'Excluded' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(count).toHaveText(`${completes} completes`);
  await expect(
    page.getByRole('button', { name: `Data quality (${flagged} flagged)` }),
  ).toBeVisible();
  await expect(a1.getByTestId('answered')).toHaveText(`n = ${completes}`);
});
