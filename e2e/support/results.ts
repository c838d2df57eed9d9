import { expect, type Page } from '@playwright/test';
import type { QuotasResponse } from '../../packages/domain/src/results/contract.ts';

/** The results API's quotas of `surveyId`, as the logged-in user of `page` reads them. */
export async function readQuotas(page: Page, surveyId: string): Promise<QuotasResponse> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.get(
    `/v2/survey-results/api/v1.0/quotas?surveyId=${encodeURIComponent(surveyId)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as QuotasResponse;
}
