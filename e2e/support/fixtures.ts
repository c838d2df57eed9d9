// Playwright fixtures over the world layer (packages/testkit, issue 36 §1): a test starts from a
// seeded world with a stored login instead of building it through the UI. Each test gets its own
// researcher (its own account), so tests share no state and run on two workers.
import { test as base, type Page } from '@playwright/test';
import type { AccountOptions } from '@survey/testkit/account';
import type { AnswerPattern } from '@survey/testkit/completes';
import type { SurveySpec } from '@survey/testkit/survey';
import type { Researcher, World, WorldSurvey } from '@survey/testkit/world';
import { e2eWorld } from './world.ts';

import { expect } from '@playwright/test';

export { expect };

export interface WorldFixtures {
  /** The e2e server's world: accounts, `clock.advance`, `jobs.runNow`. */
  world: World;
  /** The new researcher's sign-up details (`test.use({ accountOptions })`), e.g. the organisation. */
  accountOptions: AccountOptions;
  /** A new researcher, signed up through the API; `page` starts signed in as them (storageState). */
  researcher: Researcher;
  /** What `draftSurvey` is made of (`test.use({ surveySpec })`); one free-text question by default. */
  surveySpec: SurveySpec;
  /** A draft survey of the researcher: questionnaire and GB audience, not bought. */
  draftSurvey: WorldSurvey;
  /** The draft survey, bought at its quote: live, no completes yet. */
  liveSurvey: WorldSurvey;
  /** How many members fill `filledSurvey` and how they answer (`test.use({ fill })`). */
  fill: { completes: number; pattern?: AnswerPattern };
  /** The live survey after `fill.completes` members answered through the respondent API. */
  filledSurvey: WorldSurvey;
}

export const test = base.extend<WorldFixtures>({
  world: async ({ baseURL }, use) => {
    await use(e2eWorld(baseURL));
  },
  accountOptions: [{}, { option: true }],
  researcher: async ({ world, accountOptions }, use) => {
    await use(await world.account(accountOptions));
  },
  // Every page of a test that asks for a researcher starts signed in as them.
  storageState: async ({ researcher }, use) => {
    await use(researcher.storageState());
  },
  surveySpec: [{}, { option: true }],
  draftSurvey: async ({ researcher, surveySpec }, use) => {
    await use(await researcher.survey(surveySpec));
  },
  liveSurvey: async ({ draftSurvey }, use) => {
    await draftSurvey.buy();
    await use(draftSurvey);
  },
  fill: [{ completes: 5 }, { option: true }],
  filledSurvey: async ({ liveSurvey, fill }, use) => {
    const outcomes = await liveSurvey.completes(fill.completes, fill.pattern);
    // A member screened out or turned away would leave the test a different world than it asked for.
    expect(
      outcomes.filter((o) => o !== 'complete'),
      'members who did not complete',
    ).toEqual([]);
    await use(liveSurvey);
  },
});

/**
 * Opens the projects page, signed in through the stored login, and waits for the account to load:
 * the page-based helpers (support/graphql.ts, surveys.ts) read the researcher's token from it.
 */
export async function signedIn(page: Page): Promise<void> {
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/projects$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accountId'))).toBeTruthy();
}
