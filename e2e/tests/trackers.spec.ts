// Trackers (issue 39 §4): a tracker made from a bought survey's results, its second wave
// launched on its date, without the first wave's respondents, and the results of
// both waves side by side with significance letters.
import { answerAs, completes, pick, type AnswerPattern } from '@survey/testkit/completes';
import { readFileSync } from 'node:fs';
import { sql } from '../support/database.ts';
import { checkScreen } from '../support/screenCheck.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PANEL_LINK_SECRET } from '../support/paths.ts';

const DAY = 86_400_000;
const brand =
  (acme: number): AnswerPattern =>
  (page, i) =>
    pick(page, i < acme ? 'Acme' : 'Bolt');

test.use({
  surveySpec: {
    samplesNeeded: 100,
    questions: [{ type: 'Basic', text: 'Which brand?', options: ['Acme', 'Bolt'] }],
  },
});

test('a weekly tracker: made from the results, wave 2 launched on its date without wave 1 respondents, both waves compared', async ({
  page,
  world,
  liveSurvey,
}) => {
  test.slow();
  expect(await liveSurvey.completes(40, brand(30), 'w1')).toEqual(
    Array.from({ length: 40 }, () => 'complete'),
  );
  // Wave 1 began 6 days ago (UTC), so wave 2 is due at the next midnight.
  const now = await world.clock.now();
  const midnight = Math.floor(now.getTime() / DAY) * DAY + DAY;
  const start = new Date(midnight - 7 * DAY).toISOString().slice(0, 10);

  await page.goto(`/survey/${liveSurvey.surveyId}/results`);
  await page.getByRole('button', { name: 'Make a tracker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a tracker' });
  await dialog.getByLabel('Repeat every').fill('1');
  await dialog.getByLabel('Unit').click();
  await page.getByRole('option', { name: 'Weeks' }).click();
  await dialog.getByLabel('Start date').fill(start);
  await dialog.getByLabel('Time zone').fill('UTC');
  await dialog.getByLabel('Buy each wave automatically within a budget').check();
  await dialog.getByLabel('Budget (£)').fill('100000');
  await checkScreen(page, 'make a tracker dialog', 'tracker-dialog');
  await dialog.getByRole('button', { name: 'Make tracker' }).click();

  await expect(page).toHaveURL(/\/trackers\/[0-9a-f-]{36}$/);
  const waves = page.getByRole('table', { name: 'Waves' });
  await expect(waves.getByTestId('wave-1')).toContainText('Launched');
  await expect(waves.getByTestId('wave-2')).toContainText('Planned');
  await expect(page.getByText('Every week from')).toBeVisible();

  // Wave 2's date comes: the tracker is aged a day in the database (its start, and wave 2's
  // launch if the once-a-minute round made it already) rather than the shared e2e server's clock
  // moved (the other specs' access tokens and webhook signatures read that clock); the trackers'
  // round then makes and buys it.
  const trackerId = /\/trackers\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  await sql(
    `UPDATE trackers SET start_date = to_char(start_date::date - 1, 'YYYY-MM-DD') WHERE id = $1`,
    [trackerId],
  );
  await sql(
    `UPDATE tracker_waves SET launch_at = launch_at - interval '1 day' WHERE tracker_id = $1 AND wave > 1`,
    [trackerId],
  );
  await world.jobs.runNow('tracker-waves');
  await page.reload();
  await expect(waves.getByTestId('wave-2')).toContainText('Launched');
  const wave2 = await waves
    .getByTestId('wave-2')
    .getByRole('link', { name: 'Wave 2' })
    .getAttribute('href');
  const wave2Survey = /\/survey\/([0-9a-f-]{36})\/results/.exec(wave2 ?? '')?.[1] ?? '';

  // A wave 1 respondent is turned away; new ones answer.
  const target = { baseUrl: world.baseUrl, panelLinkSecret: E2E_PANEL_LINK_SECRET };
  await expect(answerAs(target, wave2Survey, 'w1-1', () => null)).rejects.toThrow(
    /403.*RESPONDENT_EXCLUDED/,
  );
  expect(await completes(target, wave2Survey, 40, brand(10), 'w2')).toEqual(
    Array.from({ length: 40 }, () => 'complete'),
  );

  await page.reload();
  const results = page.getByRole('region', { name: 'Results across waves' });
  const table = results.getByRole('table', { name: /by wave$/ });
  await expect(table.getByRole('columnheader', { name: /Wave 1 \(A\)/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Wave 2 \(B\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Acme/ })).toContainText('75%B');
  await expect(table.getByRole('row', { name: /Bolt/ })).toContainText('75%A');
  await expect(results.getByRole('img', { name: /Trend of Which brand\?/ })).toBeVisible();
  await checkScreen(page, 'tracker with two waves', 'tracker-waves', { fullPage: true });

  // Every wave in one file with a wave column.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all waves (CSV)' }).click();
  const file = await (await download).path();
  const records = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(records[0]?.split(',')[0]).toBe('wave');
  expect(records.slice(1).map((r) => r.split(',')[0])).toEqual([
    ...Array.from({ length: 40 }, () => '1'),
    ...Array.from({ length: 40 }, () => '2'),
  ]);

  // The Wave filter: wave 2 alone.
  await results.getByLabel('Wave 1').uncheck();
  await expect(table.getByRole('columnheader', { name: /Wave 1/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Bolt/ })).toContainText('75%');
});
