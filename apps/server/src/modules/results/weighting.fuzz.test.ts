import type { WeightingSchemeResponse } from '@survey/domain/results/weightingContract';
import fc from 'fast-check';
import { pick } from '@survey/testkit/completes';
import { world } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigester, type DbDigest } from '../../../test/dbSnapshot.ts';
import { deepJson, hostileString } from '../../../test/hostileValues.ts';
import { restRequest, type RestCall } from '../../../test/restIsolationCases.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { RESULTS_API } from './results.routes.ts';

/**
 * R7 for the weighting routes (issue 38 §5): hostile survey ids and schemes (odd numbers, unknown
 * and hostile ids, deep JSON) sent to PUT, GET and DELETE `…/weighting`. No 5xx, nothing
 * reported, a refused call changes no row, and some calls get through.
 */
const PANEL_LINK_SECRET = 'weighting-fuzz-panel-link-secret-0123456789ab';
const RUNS = 40;

describe('weighting routes under hostile input', () => {
  let t: TestApp;
  let token: string;
  let digest: () => Promise<DbDigest>;
  let own: string;
  let foreign: string;
  let pet: { id: string; options: string[] };

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    const w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    const ada = await w.account();
    token = ada.accessToken;
    const survey = await ada.survey({
      samplesNeeded: 10,
      questions: [{ type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog'] }],
    });
    expect(await survey.buy()).toBe('Live');
    await survey.completes(4, (page, i) => pick(page, i % 2 ? 'Cat' : 'Dog'));
    own = survey.surveyId;
    foreign = (await (await w.account()).survey({ samplesNeeded: 10 })).surveyId;
    const read = await restRequest(t.url, token, {
      method: 'GET',
      path: `${RESULTS_API}/weighting?surveyId=${own}`,
    });
    const q = ((await read.json()) as WeightingSchemeResponse).questions[0];
    pet = { id: q?.questionId ?? '', options: q?.options.map((o) => o.id) ?? [] };
    digest = await databaseDigester(t);
  }, 240_000);
  afterAll(() => t?.close());

  const surveyIds = () =>
    fc.oneof(
      { arbitrary: fc.constant(own), weight: 4 },
      { arbitrary: fc.constant(foreign), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom('', 'not-a-uuid', 'x'.repeat(5000)), weight: 1 },
    );
  const percent = fc.oneof(
    fc.constant(50),
    fc.double(),
    fc.integer(),
    fc.constantFrom(-1, 0, 1e308, Number.MIN_VALUE),
  );
  const scheme = () =>
    fc.oneof(
      fc.record({
        targets: fc.array(
          fc.record({
            questionId: fc.oneof({ arbitrary: fc.constant(pet.id), weight: 4 }, hostileString),
            percents: fc.dictionary(
              fc.oneof({ arbitrary: fc.constantFrom(...pet.options), weight: 4 }, hostileString),
              percent,
              { maxKeys: 4 },
            ),
          }),
          { maxLength: 3 },
        ),
        cap: fc.oneof(fc.constant(5), fc.double()),
        floor: fc.oneof(fc.constant(0.2), fc.double()),
      }),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constant(deepJson(300)),
    );
  const calls = (): fc.Arbitrary<RestCall> =>
    fc.oneof(
      {
        arbitrary: fc
          .record({ surveyId: surveyIds(), scheme: scheme() })
          .map((body) => ({ method: 'PUT' as const, path: `${RESULTS_API}/weighting`, body })),
        weight: 6,
      },
      {
        arbitrary: surveyIds().map((id) => ({
          method: 'DELETE' as const,
          path: `${RESULTS_API}/weighting?surveyId=${encodeURIComponent(id)}`,
        })),
        weight: 1,
      },
      {
        arbitrary: surveyIds().map((id) => ({
          method: 'GET' as const,
          path: `${RESULTS_API}/weighting?surveyId=${encodeURIComponent(id)}`,
        })),
        weight: 1,
      },
    );

  it('answers no 5xx, and a refusal changes nothing', async () => {
    const valid: RestCall = {
      method: 'PUT',
      path: `${RESULTS_API}/weighting`,
      body: {
        surveyId: own,
        scheme: {
          targets: [
            { questionId: pet.id, percents: Object.fromEntries(pet.options.map((o) => [o, 50])) },
          ],
          cap: 5,
          floor: 0.2,
        },
      },
    };
    let accepted = 0;
    const reported = t.reported.length;
    await fc.assert(
      fc.asyncProperty(calls(), async (call) => {
        const before = await digest();
        const res = await restRequest(t.url, token, call);
        const body = await res.text();
        const what = `${call.method} ${call.path.slice(0, 120)} ${JSON.stringify(call.body)?.slice(0, 300)}: ${res.status} ${body.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        if (res.status >= 400) expect(await digest(), what).toEqual(before);
        else accepted++;
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[valid]] },
    );
    expect(t.reported.slice(reported)).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
  }, 240_000);
});
