import type { Page } from '@playwright/test';
import { completesCost, orderCost } from '@survey/domain/pricing/orderCost';
import { formatCost } from '../../apps/web/src/lib/formatCost.ts';
import { actionsMenuItem } from '../support/actionsMenu.ts';
import { sql } from '../support/database.ts';
import { gql } from '../support/graphql.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';
import { answerThroughApi, buyViaApi, readySurvey } from '../support/surveys.ts';

// Issue 25 §3: the results header's cost menu (spec 1 §2). A live survey shows spend so far
// against the budget; Completed and Halted only the collected count and its actual cost (spec 3
// §4). The e2e server runs without simulated traffic, so the completes come through the
// respondent API.

test.describe.configure({ timeout: 180_000 });

const gbp = (amount: number) => formatCost(amount, 'GBP');
const fieldworkBar = (page: Page) => page.getByRole('region', { name: 'Fieldwork' });

/** Buys a 4-complete survey, has `completes` respondents finish it; returns it and its CPI. */
async function boughtWith(page: Page, name: string, completes: number) {
  const surveyId = await readySurvey(page, name, 4);
  await buyViaApi(page, surveyId);
  const { surveyOrder } = await gql<{ surveyOrder: { panelSupplierOrders: { cpi: number }[] } }>(
    page,
    'order',
    'query ($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { panelSupplierOrders { cpi } } }',
    { surveyId },
  );
  const cpi = surveyOrder.panelSupplierOrders[0]?.cpi ?? Number.NaN;
  for (let i = 1; i <= completes; i += 1) {
    expect(await answerThroughApi(surveyId, `${name}-${String(i)}`)).toBe('complete');
  }
  return { surveyId, cpi };
}

test('the cost menu on a live, a completed and a halted survey', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const live = await boughtWith(page, 'spend-live', 1);

  // Live: 1 of 4 completes charged at the order's CPI, against the order's total.
  await page.goto(`/survey/${live.surveyId}/results`);
  const bar = fieldworkBar(page);
  const spentOne = gbp(completesCost(live.cpi, 1));
  const budget = gbp(orderCost(live.cpi, 4));
  const button = bar.getByRole('button', { name: /^Cost: / });
  // The first results page of a fresh server warms its caches: allow it time on a busy machine.
  await expect(bar.getByTestId('completes')).toHaveText('1 / 4 completes', { timeout: 45_000 });
  await expect(button).toHaveText(`${spentOne} of ${budget}`, { timeout: 15_000 });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Cost' });
  await expect(menu.getByRole('definition')).toHaveText([spentOne, budget, '1 of 4 completes']);
  await expect(menu.getByRole('term')).toHaveText(['Spent so far', 'Budget', 'Collected']);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Completed (End project): the collected count and what those completes cost, no budget.
  await (await actionsMenuItem(page, bar, 'End project')).click();
  await page
    .getByRole('dialog', { name: 'End project?' })
    .getByRole('button', { name: 'End project' })
    .click();
  await expect(page).toHaveURL('/projects');
  await page.goto(`/survey/${live.surveyId}/results`);
  await expect(page.getByTestId('status-badge')).toHaveText('COMPLETE');
  await expect(button).toHaveText(spentOne, { timeout: 15_000 });
  await button.click();
  await expect(menu.getByRole('term')).toHaveText(['Collected', 'Actual cost']);
  await expect(menu.getByRole('definition')).toHaveText(['1 complete', spentOne]);
  await page.keyboard.press('Escape');

  // Halted (the system stops a survey; no researcher action does): 2 completes' actual cost.
  const halted = await boughtWith(page, 'spend-halted', 2);
  await sql("UPDATE survey_orders SET status = 'Halted' WHERE survey_id = $1", [halted.surveyId]);
  await sql("UPDATE surveys SET state = 'halted' WHERE id = $1", [halted.surveyId]);
  await page.goto(`/survey/${halted.surveyId}/results`);
  const spentTwo = gbp(completesCost(halted.cpi, 2));
  await expect(button).toHaveText(spentTwo, { timeout: 15_000 });
  await button.click();
  await expect(menu.getByRole('definition')).toHaveText(['2 completes', spentTwo]);
});
