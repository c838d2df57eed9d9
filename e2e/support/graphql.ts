import { expect, type Page } from '@playwright/test';

/** Calls one of the product's GraphQL services as the logged-in user of `page`. */
export async function gql<T>(
  page: Page,
  service: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const path = service === 'questionnaire' ? '/v3/questionnaire/graphql' : `/v1/${service}/graphql`;
  const res = await page.request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export async function session(page: Page): Promise<{ accountId: string; email: string }> {
  return page.evaluate(() => ({
    accountId: localStorage.getItem('accountId') as string,
    email: localStorage.getItem('email') as string,
  }));
}

/** Creates a draft project with the create dialog's three calls, through the real API. */
export async function createProjectViaApi(page: Page, name: string): Promise<string> {
  const { accountId, email } = await session(page);
  const created = await gql<{ createProject: { surveys: { surveyId: string }[] } }>(
    page,
    'project',
    `mutation ($name: String!, $accountId: ID!, $creator: String!) {
      createProject(name: $name, accountId: $accountId, solutionId: "self-serve-survey", creator: $creator) {
        surveys { surveyId }
      }
    }`,
    { name, accountId, creator: email },
  );
  const surveyId = created.createProject.surveys[0]?.surveyId as string;
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) {
      addFieldwork(surveyId: $surveyId, panelSupplierCode: "SIMULATED", countryCode: "GB", samplesNeeded: 500, accountMarkup: 0) { surveyId }
    }`,
    { surveyId },
  );
  await gql(
    page,
    'questionnaire',
    'mutation ($surveyId: ID!) { addQuestionnaire(surveyId: $surveyId) { surveyId } }',
    {
      surveyId,
    },
  );
  return surveyId;
}
