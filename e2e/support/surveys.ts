import { expect, type Page } from '@playwright/test';
import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import { createProjectViaApi, gql } from './graphql.ts';
import { E2E_PANEL_LINK_SECRET } from './paths.ts';

/**
 * A project with the default GB audience, the given sample (the dashboard's default when none)
 * and one free-text question.
 */
export async function readySurvey(page: Page, name: string, samplesNeeded?: number) {
  const surveyId = await createProjectViaApi(page, name);
  if (samplesNeeded !== undefined) {
    await gql(
      page,
      'fieldwork',
      `mutation ($surveyId: ID!, $samplesNeeded: Int!) {
        updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded) { surveyId }
      }`,
      { surveyId, samplesNeeded },
    );
  }
  const draft = await gql<{ draftQuestionnaire: { questionnaireId: string } }>(
    page,
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId },
  );
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) {
      addQuestion(questionnaireId: $id, questionTypeCode: FreeText, position: 0, text: "What do you think of it?") { version }
    }`,
    { id: draft.draftQuestionnaire.questionnaireId },
  );
  return surveyId;
}

/** Buys the survey at its current quote, as the Purchase dialog does. */
export async function buyViaApi(page: Page, surveyId: string): Promise<void> {
  const quote = await gql<{ getCostQuote: { cpi: { amount: number; baseAmount: number } } }>(
    page,
    'fieldwork',
    'query ($surveyId: ID!) { getCostQuote(surveyId: $surveyId, purchase: true) { cpi { amount baseAmount } } }',
    { surveyId },
  );
  await gql(
    page,
    'order',
    `mutation ($surveyId: ID!, $customerCPI: Float!, $baseCPI: Float!) {
      createSurveyOrder(surveyId: $surveyId, feasibility: 1, customerCPI: $customerCPI, baseCPI: $baseCPI) { status }
    }`,
    {
      surveyId,
      customerCPI: quote.getCostQuote.cpi.amount,
      baseCPI: quote.getCostQuote.cpi.baseAmount,
    },
  );
}

/** The runner link a panel supplier sends, signed with the e2e server's secret. */
export function signedPanelLink(surveyId: string, respondentId: string): string {
  const fields = { surveyId, respondentId, supplierCode: 'SIMULATED' };
  const signature = signPanelLink(new TextEncoder().encode(E2E_PANEL_LINK_SECRET), fields);
  return `/respondent/info?${new URLSearchParams({ ...fields, signature }).toString()}`;
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
