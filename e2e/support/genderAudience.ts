import type { Page } from '@playwright/test';
import { gql } from './graphql.ts';

// The gender audiences the results and fielding specs set through the API (fieldwork service).

const audience = (page: Page, surveyId: string, mutation: string, variables = {}) =>
  gql(page, 'fieldwork', mutation, { surveyId, ...variables });

/** Targets men and women: the two other gender options no longer qualify. */
export async function targetMenAndWomen(page: Page, surveyId: string): Promise<void> {
  await audience(
    page,
    surveyId,
    `mutation ($surveyId: ID!) { setStandardCriterion(surveyId: $surveyId, position: 0, audienceCriterionCode: "gender") { number } }`,
  );
  for (const option of ['another', 'prefer_not_to_say']) {
    await audience(
      page,
      surveyId,
      `mutation ($surveyId: ID!, $option: String!) { removeStandardQualification(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option) { number } }`,
      { option },
    );
  }
}

/** Men and women, with gender quotas of `male` and `female` percent. */
export async function genderQuotas(
  page: Page,
  surveyId: string,
  percents: { male: number; female: number },
): Promise<void> {
  await targetMenAndWomen(page, surveyId);
  await audience(
    page,
    surveyId,
    `mutation ($surveyId: ID!) { setStandardQuotas(surveyId: $surveyId, audienceCriterionCode: "gender") { number } }`,
  );
  for (const [option, percent] of Object.entries(percents)) {
    await audience(
      page,
      surveyId,
      `mutation ($surveyId: ID!, $option: String!, $percent: Float!) { setStandardQuota(surveyId: $surveyId, audienceCriterionCode: "gender", audienceCriterionOptionCode: $option, percent: $percent) { number } }`,
      { option, percent },
    );
  }
}
