import { pick, text } from '@survey/testkit/completes';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { actionsMenuItem } from '../support/actionsMenu.ts';
import { DRINK_QUESTION } from '../support/drinkSurvey.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 12 items 3 and 4: the results page with charts, a filter, the quota card, the ETA and the
// launch controls (spec 3 §2 Results page, §3, §5 Filter search, §8 empty states, §9 Charts and
// filters, Delivery ETA). The e2e server runs without simulated traffic (PANEL_RATE=0), so
// respondents answer through the public respondent API (the runner's own calls; runner.spec.ts
// covers the runner's pages).

test.describe.configure({ timeout: 240_000 });

test.describe('a live survey of 10 with a drink question', () => {
  test.use({
    surveySpec: {
      name: 'Results page journey',
      samplesNeeded: 10,
      questions: [DEFAULT_QUESTION, DRINK_QUESTION],
    },
  });

  test('charts of real answers, a filter changes the counts, quotas, ETA and the launch controls', async ({
    page,
    liveSurvey,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { surveyId } = liveSurvey;

    await page.goto(`/survey/${surveyId}/results`);
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByText('Your results will appear here.')).toBeVisible({
      timeout: 15_000,
    });
    const options = page.getByRole('region', { name: 'Results options' });
    await expect(options.getByRole('link', { name: 'Preview' })).toBeVisible();
    await expect(options.getByRole('button', { name: 'Export to PowerPoint' })).toBeDisabled();
    await expect(options.getByRole('button', { name: 'Request data tables' })).toBeDisabled();
    await expect(options.getByRole('button', { name: 'Follow up' })).toHaveCount(0);

    // Nine respondents answer: 6 coffee, 3 tea (90% of 10: the ETA table applies).
    const outcomes = await liveSurvey.completes(
      9,
      (p, n) => {
        const drink = n < 6 ? 'Coffee' : 'Tea';
        if (p.label === 'Q2') return pick(p, drink);
        return p.label === 'Q1' ? text(`${drink} every morning`) : null;
      },
      'results-e2e',
    );
    expect(outcomes).toEqual(Array(9).fill('complete'));

    await page.reload();
    const drinkCard = page.getByRole('article', { name: /Q2 Which drink do you prefer\?/ });
    await expect(drinkCard.getByTestId('answered')).toHaveText('n = 9', { timeout: 15_000 });
    await expect(drinkCard.getByRole('img', { name: /Q2 bar chart/ })).toBeVisible();
    await drinkCard.getByRole('button', { name: 'Table' }).click();
    const table = drinkCard.getByRole('table');
    await expect(table.getByRole('row', { name: /Coffee 6 66\.7%/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Tea 3 33\.3%/ })).toBeVisible();

    const textCard = page.getByRole('article', { name: /Q1 What do you think of it\?/ });
    await expect(textCard.getByText('9 answers')).toBeVisible();
    await textCard.getByLabel('Search Q1 answers').fill('tea');
    await expect(textCard.getByText('3 answers matching')).toBeVisible();

    // The ETA shows while live: 9 of 10 is 90% with 1 left, UK, incidence 100: 6 hours.
    await expect(page.getByRole('region', { name: 'Fieldwork' }).getByTestId('eta')).toHaveText(
      'ETA < 6 hours',
    );

    // Quotas: the default audience has none, so the toggle is off and says why.
    await expect(options.getByRole('switch', { name: 'Show quotas' })).toBeDisabled();
    await expect(options.getByText('No quotas have been added for this project.')).toBeVisible();

    // Filter by search id q2.1 (Coffee): after the debounce the counts change.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Search questions or options').fill('q2.1');
    await expect(filters.getByRole('checkbox', { name: 'Tea' })).toHaveCount(0);
    await filters.getByRole('checkbox', { name: 'Coffee' }).check();
    await expect(filters.getByRole('button', { name: 'Remove filter Q2: Coffee' })).toBeVisible();
    await expect(page.getByTestId('results-count')).toHaveText(
      '6 of 9 completes match the filters',
      {
        timeout: 10_000,
      },
    );
    await expect(drinkCard.getByTestId('answered')).toHaveText('n = 6 of 9');
    await expect(textCard.getByText('0 answers matching')).toBeVisible();

    // Removing the chip brings the counts back.
    await filters.getByRole('button', { name: 'Remove filter Q2: Coffee' }).press('Delete');
    await expect(page.getByTestId('results-count')).toHaveText('9 completes', { timeout: 10_000 });

    // Pause, unpause and end from the page.
    const bar = page.getByRole('region', { name: 'Fieldwork' });
    await (await actionsMenuItem(page, bar, 'Pause project')).click();
    await page
      .getByRole('dialog', { name: 'Pause project' })
      .getByRole('button', { name: 'Pause project' })
      .click();
    await expect(page.getByTestId('status-badge')).toHaveText('PAUSED');
    await expect(bar.getByTestId('eta')).toHaveCount(0);
    await (await actionsMenuItem(page, bar, 'Unpause project')).click();
    await page
      .getByRole('dialog', { name: 'Unpause project' })
      .getByRole('button', { name: 'Unpause project' })
      .click();
    await expect(page.getByTestId('status-badge')).toHaveText('LIVE');
    await (await actionsMenuItem(page, bar, 'End project')).click();
    await page
      .getByRole('dialog', { name: 'End project?' })
      .getByRole('button', { name: 'End project' })
      .click();
    await expect(page).toHaveURL('/projects');

    // Completed: Follow up shows, exports keep their reason, no launch controls.
    await page.goto(`/survey/${surveyId}/results`);
    await expect(options.getByRole('button', { name: 'Follow up' })).toBeVisible();
    // No launch controls left; the cost menu only (issue 25 §3).
    // The cost menu comes with the progress answer: wait for it before counting.
    await expect(bar.getByRole('button', { name: /^Cost: £/ })).toBeVisible({ timeout: 30_000 });
    await expect(bar.getByRole('button')).toHaveCount(1);
    await expect(drinkCard.getByTestId('answered')).toHaveText('n = 9', { timeout: 15_000 });
  });
});

test.describe('a draft survey of 4', () => {
  test.use({ surveySpec: { name: 'Results full launch', samplesNeeded: 4 } });

  test('full launch from the results page after a soft launch', async ({ page, draftSurvey }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { surveyId } = draftSurvey;
    await page.goto(`/survey/${surveyId}/confirm`);
    const main = page.getByRole('region', { name: 'Confirm and launch' });
    const softLaunch = main.getByRole('region', { name: 'Soft launch' });
    await softLaunch.getByRole('switch', { name: 'Soft launch' }).check();
    await softLaunch.getByLabel('Soft launch completes').fill('2');
    const confirm = main.getByRole('button', { name: 'Confirm', exact: true }).last();
    await expect(confirm).toBeEnabled({ timeout: 15_000 });
    await confirm.click();
    await page
      .getByRole('dialog', { name: 'Purchase' })
      .getByRole('button', { name: 'Purchase' })
      .click();
    await page.getByRole('link', { name: 'To your project' }).click();

    const bar = page.getByRole('region', { name: 'Fieldwork' });
    // Below 90% the ETA is the fieldwork's remaining days (7 when unknown): it shows at once.
    await expect(bar.getByTestId('eta')).toHaveText(/^ETA < \d+(\.5)? days?$/);
    await bar.getByRole('button', { name: 'Full launch' }).click();
    await page
      .getByRole('dialog', { name: 'Full launch?' })
      .getByRole('button', { name: 'Full launch' })
      .click();
    await expect(bar.getByRole('button', { name: 'Full launch' })).toHaveCount(0);
    await expect(page.getByText('Your results will appear here.')).toBeVisible();
  });
});
