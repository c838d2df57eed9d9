import { expect, type Page } from '@playwright/test';
import { answerAs, signedPanelLink as signedLink, text } from '@survey/testkit/completes';
import { buy, draftSurvey } from '@survey/testkit/survey';
import { E2E_PANEL_LINK_SECRET } from './paths.ts';
import { callerOf, E2E_BASE_URL } from './world.ts';

/**
 * A project with the default GB audience, the given sample (the dashboard's default when none)
 * and one free-text question (testkit's draft survey, as the signed-in researcher of `page`).
 */
export async function readySurvey(page: Page, name: string, samplesNeeded?: number) {
  return (await draftSurvey(await callerOf(page), { name, samplesNeeded })).surveyId;
}

/** Buys the survey at its current quote, as the Purchase dialog does. */
export async function buyViaApi(page: Page, surveyId: string): Promise<void> {
  await buy(await callerOf(page), surveyId);
}

/** The runner link a panel supplier sends, signed with the e2e server's secret. */
export function signedPanelLink(surveyId: string, respondentId: string): string {
  return signedLink(
    { baseUrl: E2E_BASE_URL, panelLinkSecret: E2E_PANEL_LINK_SECRET },
    surveyId,
    respondentId,
  );
}

/**
 * One respondent answers the one-question survey through the public respondent API with the text
 * `answerThroughRunner` types ('Answer from <id>'): the same stored answer without a browser page.
 * Answers the outcome.
 */
export function answerThroughApi(surveyId: string, respondentId: string): Promise<string> {
  return answerAs(
    { baseUrl: E2E_BASE_URL, panelLinkSecret: E2E_PANEL_LINK_SECRET },
    surveyId,
    respondentId,
    (p) => (p.label === 'Q1' ? text(`Answer from ${respondentId}`) : null),
  );
}

/** One respondent answers the one-question survey through the runner to the thanks page. */
export async function answerThroughRunner(page: Page, surveyId: string, respondentId: string) {
  await page.goto(signedPanelLink(surveyId, respondentId));
  await page.getByRole('textbox').fill(`Answer from ${respondentId}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({
    timeout: 15_000,
  });
}
