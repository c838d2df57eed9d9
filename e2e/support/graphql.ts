import { expect, type Page } from '@playwright/test';
import { draftSurvey } from '@survey/testkit/survey';
import { callerOf } from './world.ts';

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
  return (await draftSurvey(await callerOf(page), { name, questions: [] })).surveyId;
}
