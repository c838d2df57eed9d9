import fc from 'fast-check';
import type { CreatedShareLink } from '@survey/domain/sharing/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/authHelpers.ts';
import { readyTestSurvey } from '../../../test/orderHelpers.ts';
import { launchTestSurvey, recordTestCompletes } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const SHARED = '/v1/shared/api/v1.0';
const ROUTES = ['summary', 'texts', 'themes', 'crosstab', 'progress', 'unlock'];

/** R7 for the viewer's routes: any body, any token, never a 5xx and nothing reported. */
describe('shared routes under hostile input', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ SHARE_CALLS_PER_CLIENT_MINUTE: '100000' });
    const ann = await signUpUser(t);
    const { surveyId } = await readyTestSurvey(t, ann);
    await launchTestSurvey(t, surveyId);
    await recordTestCompletes(t, surveyId, 20);
    const res = await fetch(`${t.url}/v1/sharing/api/v1.0/links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
      body: JSON.stringify({
        surveyId,
        expiresAt: new Date(t.deps.clock().getTime() + 86_400_000).toISOString(),
      }),
    });
    token = ((await res.json()) as CreatedShareLink).token;
  });
  afterAll(() => t.close());

  const body = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        surveyId: fc.oneof(fc.uuid(), fc.string()),
        questionId: fc.string({ maxLength: 300 }),
        responseFilters: fc.array(
          fc.record({
            questionId: fc.string(),
            matrixTitleId: fc.option(fc.string()),
            responseOptionIds: fc.array(fc.string(), { maxLength: 5 }),
          }),
          { maxLength: 3 },
        ),
        row: fc.record({ questionId: fc.string(), matrixTitleId: fc.option(fc.string()) }),
        banner: fc.array(fc.jsonValue(), { maxLength: 7 }),
        weighted: fc.jsonValue(),
        search: fc.string({ maxLength: 300 }),
        offset: fc.integer(),
        limit: fc.integer(),
        password: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
  );

  it('answers every body with a typed 2xx/4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        fc.option(fc.string({ maxLength: 60 })),
        async (route, sent, otherToken) => {
          const res = await fetch(
            `${t.url}${SHARED}/${encodeURIComponent(otherToken ?? token)}/${route}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(sent),
            },
          );
          expect(res.status, `${route} ${JSON.stringify(sent)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(t.reported).toEqual([]);
  }, 120_000);
});
