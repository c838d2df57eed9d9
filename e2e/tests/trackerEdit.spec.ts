// A tracker's schedule edited, paused and resumed (issue 39 §4 leftovers), and every wave
// downloaded as one SPSS file. The tracker is made through its REST route; only the tracker
// page's own controls are clicked.
import { makeTracker } from '@survey/testkit/trackers';
import { readFileSync } from 'node:fs';
import { sql } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A date as the tracker page shows it (trackerTexts.ts's formatLaunch, UTC tracker). */
const shown = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(ms));

test('edit the schedule, pause, resume past a wave date (skipped), download every wave as SPSS', async ({
  page,
  world,
  researcher,
  liveSurvey,
}) => {
  test.slow();
  expect(await liveSurvey.completes(3, undefined, 'w1')).toEqual([
    'complete',
    'complete',
    'complete',
  ]);
  const today = Math.floor((await world.clock.now()).getTime() / DAY) * DAY;
  const trackerId = await makeTracker(
    { baseUrl: world.baseUrl, accessToken: researcher.accessToken },
    liveSurvey.surveyId,
    { every: 1, unit: 'week', startDate: isoDay(today), purchase: 'budget', budget: 100_000 },
  );

  await page.goto(`/trackers/${trackerId}`);
  const waves = page.getByRole('table', { name: 'Waves' });
  await expect(waves.getByTestId('wave-2')).toContainText(shown(today + 7 * DAY));

  // Edit: a bad number of waves is refused in its field; every 2 weeks moves wave 2.
  await page.getByRole('button', { name: 'Edit schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit schedule' });
  await expect(dialog.getByLabel('Repeat every')).toHaveValue('1');
  await expect(dialog.getByLabel('Start date')).toHaveCount(0);
  await dialog.getByLabel('Number of waves').fill('1');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog.getByText('must be from 2 to 120')).toBeVisible();
  await dialog.getByLabel('Number of waves').fill('');
  await dialog.getByLabel('Repeat every').fill('2');
  await checkScreen(page, 'edit schedule dialog', 'tracker-edit-dialog');
  await dialog.getByLabel('Repeat every').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Every 2 weeks from')).toBeVisible();
  await expect(waves.getByTestId('wave-2')).toContainText(shown(today + 14 * DAY));

  // Pause, then wave 2's date passes: the tracker is aged 15 days in the database (as
  // trackers.spec.ts does: the shared e2e server's clock is read by the other specs' tokens).
  await page.getByRole('button', { name: 'Pause tracker' }).click();
  await expect(page.getByTestId('tracker-state')).toContainText('Paused since');
  await expect(page.getByRole('button', { name: 'Resume tracker' })).toBeVisible();
  await checkScreen(page, 'a paused tracker', 'tracker-paused');
  await sql(
    `UPDATE trackers SET start_date = to_char(start_date::date - 15, 'YYYY-MM-DD'),
       anchor_date = to_char(anchor_date::date - 15, 'YYYY-MM-DD') WHERE id = $1`,
    [trackerId],
  );
  await world.jobs.runNow('tracker-waves');
  await page.reload();
  // Nothing was made while paused; the next wave shown is the first date still ahead.
  await expect(waves.getByTestId('wave-3')).toContainText(shown(today + 13 * DAY));
  await expect(waves.getByTestId('wave-2')).toHaveCount(0);

  await page.getByRole('button', { name: 'Resume tracker' }).click();
  await expect(page.getByTestId('tracker-state')).toHaveCount(0);
  await expect(waves.getByTestId('wave-2')).toContainText('Skipped');
  await expect(waves.getByTestId('wave-2')).toContainText('while the tracker was paused');
  await expect(waves.getByTestId('wave-3')).toContainText('Planned');
  await expect(page.getByRole('button', { name: 'Pause tracker' })).toBeVisible();

  // Every launched wave in one SPSS file with a labelled wave variable.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all waves (SPSS)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tracker-waves.sav');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('$FL2');
  expect(bytes.includes(Buffer.from('Wave 1'))).toBe(true);
});
