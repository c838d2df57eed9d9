// Issue 34 §1: a node killed with kill -9 while the simulated panel's members answer on it, with
// field health on (the product's default). Members walk in the process that ran their tick and
// answer through the balancer: those of the dead node stop (the idle sweep gives their places
// back), the others' calls that met the dead node are retried by HAProxy or by the member.
import type { FieldHealthResponse } from '@survey/domain/fieldwork/health/fieldHealth';
import pg from 'pg';
import { expect } from 'vitest';
import { audienceOk } from '../../apps/server/test/audienceHelpers.ts';
import { GRAPHQL_PATHS } from '../../apps/server/test/graphqlHelpers.ts';
import { purchaseOk, readOrder, readyTestSurvey } from '../../apps/server/test/orderHelpers.ts';
import type { TestApp } from '../../apps/server/test/testApp.ts';
import type { Cluster } from '@survey/testkit/cluster/cluster';
import { call, signUpThrough } from './journey.ts';

const RESULTS_API = '/v2/survey-results/api/v1.0';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface NodeLossOutcome {
  collected: number;
  orderStatus: string | undefined;
  fieldHealthAction: FieldHealthResponse['action'];
  /** Simulated sessions in progress when the node was killed. */
  walkingAtKill: number;
}

/**
 * A GB survey of `samples` completes with gender quotas (men and women, 50% each; the other
 * answers do not qualify), bought through the balancer; once the panel's members are walking,
 * the last node is killed. Returns what the researcher then sees, once the survey completed or
 * `timeoutMs` passed. The node is started again before returning.
 */
export async function killNodeWhilePanelAnswers(
  cluster: Cluster,
  samples: number,
  timeoutMs: number,
): Promise<NodeLossOutcome> {
  const t = { url: cluster.url } as TestApp;
  const user = await signUpThrough(t, { url: cluster.nodes[0]?.url ?? '' } as TestApp);
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded: samples });
  const audience = (name: string, args: Record<string, unknown>) =>
    audienceOk(t, user.accessToken, name, { surveyId, ...args });
  await audience('setStandardCriterion', { position: 0, audienceCriterionCode: 'gender' });
  for (const option of ['another', 'prefer_not_to_say']) {
    await audience('removeStandardQualification', {
      audienceCriterionCode: 'gender',
      audienceCriterionOptionCode: option,
    });
  }
  await audience('setStandardQuotas', { audienceCriterionCode: 'gender' });
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const last = cluster.nodes[cluster.nodes.length - 1];
  try {
    await purchaseOk(t, user, surveyId);
    const sessions = async () => {
      const { rows } = await database.query<{ walking: number; completes: number }>(
        `SELECT count(*) FILTER (WHERE status = 'in_progress')::int AS walking,
                count(*) FILTER (WHERE status = 'complete')::int AS completes
           FROM respondent_sessions WHERE survey_id = $1 AND supplier_code = 'SIMULATED'`,
        [surveyId],
      );
      return rows[0] ?? { walking: 0, completes: 0 };
    };
    // Kill once members are answering and a few have completed: some places are held then.
    const killBy = Date.now() + 120_000;
    let now = await sessions();
    while (!(now.walking > 0 && now.completes >= 3) && Date.now() < killBy) {
      await sleep(50);
      now = await sessions();
    }
    expect(now.walking, 'no member was walking before the kill').toBeGreaterThan(0);
    await last?.kill();
    const deadline = Date.now() + timeoutMs;
    let collected = 0;
    while (collected < samples && Date.now() < deadline) {
      const r = await call<{ samplesCollected: number }[]>(
        `${cluster.url}${RESULTS_API}/progress`,
        {
          token: user.accessToken,
          body: { surveyIds: [surveyId] },
        },
      );
      collected = r.body[0]?.samplesCollected ?? 0;
      if (collected < samples) await sleep(1000);
    }
    const health = await call<FieldHealthResponse>(
      `${cluster.url}${RESULTS_API}/field-health?surveyId=${surveyId}`,
      { token: user.accessToken },
    );
    return {
      collected,
      orderStatus: (await readOrder(t, user, surveyId))?.status,
      fieldHealthAction: health.body.action,
      walkingAtKill: now.walking,
    };
  } finally {
    await database.end();
    if (last && !last.running()) {
      await last.start();
      await cluster.waitInBalancer(last);
    }
  }
}

/**
 * Requests sent through the balancer right after a node was killed, before its health checks
 * took it out: `count` of them, `concurrency` at a time, reads (GET) and non-idempotent POSTs
 * (a GraphQL query, a respondent start). Returns what any client met that was not an answer.
 */
export async function requestsRightAfterKill(
  cluster: Cluster,
  opts: { count: number; concurrency: number },
): Promise<string[]> {
  const last = cluster.nodes[cluster.nodes.length - 1];
  const failures: string[] = [];
  const kinds = [
    () => fetch(`${cluster.url}/readyz`),
    () =>
      fetch(`${cluster.url}${GRAPHQL_PATHS.questionnaire}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    () =>
      fetch(`${cluster.url}/v1/respondent/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          surveyId: '00000000-0000-4000-8000-000000000000',
          respondentId: 'after-kill',
          supplierCode: 'SIMULATED',
          signature: 'not-a-signature',
        }),
      }),
  ];
  // Both nodes hold keep-alive connections from the balancer before the kill.
  await Promise.all(Array.from({ length: 20 }, () => fetch(`${cluster.url}/readyz`)));
  try {
    await last?.kill();
    let next = 0;
    await Promise.all(
      Array.from({ length: opts.concurrency }, async () => {
        while (next < opts.count) {
          const k = next++;
          const kind = kinds[k % kinds.length];
          try {
            const res = await kind?.();
            if (res && res.status >= 500) failures.push(`#${k}: ${res.status} ${await res.text()}`);
            else await res?.body?.cancel();
          } catch (err) {
            failures.push(`#${k}: ${String((err as Error).cause ?? err)}`);
          }
        }
      }),
    );
  } finally {
    if (last && !last.running()) {
      await last.start();
      await cluster.waitInBalancer(last);
    }
  }
  return failures;
}
