import type { Page } from '@playwright/test';
import { gql } from '../support/graphql.ts';
import { shots } from '../support/screenshots.ts';
import { readySurvey } from '../support/surveys.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Issue 35 §5: quotas switched on start at the population's shares (not 25% each for 'In another
// way' and 'Prefer not to say', which made the audience INFEASIBLE at once), an unticked option
// has no quota box, 'Your sample' lists the quotas, and the interlocked grid keeps 65+ and its
// Total in view at 1024 px.

test.describe.configure({ timeout: 180_000 });

const cost = (page: Page) => page.getByRole('region', { name: 'Cost' }).first();

test('quotas start at the population shares, unticked options have none, Your sample lists them, the grid fits 1024 px', async ({
  page,
}) => {
  await signedIn(page);
  const surveyId = await readySurvey(page, 'Audience quotas', 200);
  for (const [position, code] of ['gender', 'age'].entries()) {
    await gql(
      page,
      'fieldwork',
      `mutation ($surveyId: ID!, $code: String!, $position: Int!) { setStandardCriterion(surveyId: $surveyId, position: $position, audienceCriterionCode: $code) { number } }`,
      { surveyId, code, position },
    );
  }

  await page.goto(`/survey/${surveyId}/audience`);
  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit targeting and screening' });
  const gender = dialog.getByRole('region', { name: /Gender$/ });
  await gender.getByRole('switch', { name: 'Quotas' }).check();
  await expect(gender.getByRole('textbox', { name: 'Quota for In another way' })).toHaveValue(
    '0.5',
  );
  await expect(gender.getByRole('textbox', { name: 'Quota for Prefer not to say' })).toHaveValue(
    '0.5',
  );
  await expect(gender.getByRole('textbox', { name: 'Quota for Male' })).toHaveValue('48.2');
  await expect(gender.getByText('Total 100%')).toBeVisible();

  // Unticked: no quota box left beside the option, a word saying why.
  await gender.getByRole('checkbox', { name: 'Prefer not to say' }).uncheck();
  await expect(gender.getByRole('textbox', { name: 'Quota for Prefer not to say' })).toHaveCount(0);
  await expect(gender.getByTestId('no-quota')).toHaveText('No quota');
  await gender.getByRole('button', { name: 'Sum quotas to 100%' }).click();
  await expect(gender.getByText('Total 100%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save audience' }).click();
  await expect(dialog).toHaveCount(0);

  // The panel can deliver it: no INFEASIBLE AUDIENCE from the quotas just switched on.
  await expect(
    cost(page)
      .getByText(/£\d+\.\d\d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('INFEASIBLE AUDIENCE')).toHaveCount(0);
  const sample = page.getByRole('region', { name: 'Your sample' });
  await expect(sample.getByTestId('summary-quotas')).toHaveText(
    /^Quotas: Male \d+(\.\d)?%, Female \d+(\.\d)?%, In another way \d+(\.\d)?%$/,
  );
  await shots(page, 'audience-your-sample-quotas');

  // Interlock gender x age (six ages): at 1024 px the 65+ column and the Total stay in view.
  await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
  const age = dialog.getByRole('region', { name: /Age$/ });
  await age.getByRole('switch', { name: 'Quotas' }).check();
  await expect(age.getByText('Total 100%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Interlock quotas' }).click();
  const pick = page.getByRole('dialog', { name: 'Interlock quotas' });
  await pick.getByRole('checkbox', { name: 'A1 Gender' }).check();
  await pick.getByRole('checkbox', { name: 'A2 Age' }).check();
  await pick.getByRole('button', { name: 'Interlock', exact: true }).click();
  const grid = dialog.getByRole('region', { name: 'Interlocked quotas A1 Gender x A2 Age' });
  await expect(grid.getByRole('textbox', { name: /^Quota for / })).toHaveCount(18);
  // The six ages run down the grid (it turns when the last criterion has more options), so the
  // columns are the three genders and the Total.
  await expect(grid.getByRole('columnheader')).toHaveText([
    'A2 Age',
    'Male',
    'Female',
    'In another way',
    'Total',
  ]);
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 768 });
    await grid.scrollIntoViewIfNeeded();
    const card = await grid.boundingBox();
    const cells = [
      grid.getByRole('rowheader', { name: '65+', exact: true }),
      grid.getByRole('columnheader', { name: 'Total', exact: true }),
      grid.getByRole('textbox', { name: 'Quota for In another way, 65+' }),
    ];
    for (const cell of cells) {
      await cell.scrollIntoViewIfNeeded();
      const box = await cell.boundingBox();
      expect(box && card, `${String(cell)} at ${width} px`).toBeTruthy();
      // Inside the card without scrolling the grid sideways.
      const scrolled = await grid.evaluate((el) =>
        [...el.querySelectorAll('*')].some((e) => e.scrollLeft > 0),
      );
      expect(scrolled, `the grid scrolled sideways at ${width} px`).toBe(false);
      expect(box!.x + box!.width, `${String(cell)} at ${width} px`).toBeLessThanOrEqual(
        card!.x + card!.width,
      );
    }
  }
  await shots(page, 'audience-interlock-grid');
});
