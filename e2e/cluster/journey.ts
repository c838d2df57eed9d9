// The core journey through the balancer (issue 27 §1): sign up, create a project, edit the
// questionnaire from two clients whose requests land on different nodes, buy, field with the
// simulated panel, read results, export raw data on one node and download it through the other.
import { expect } from 'vitest';
import {
  api,
  claimsOf,
  DEFAULT_PASSWORD,
  linkTokenFor,
  refreshCookieOf,
  uniqueEmail,
  type SignedUpUser,
} from '../../apps/server/test/authHelpers.ts';
import { GRAPHQL_PATHS } from '../../apps/server/test/graphqlHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../apps/server/test/orderHelpers.ts';
import { relogin } from '../../apps/server/test/projectHelpers.ts';
import { DRAFT_FIELDS, operationDocument } from '../../apps/server/test/questionnaireHelpers.ts';
import type { TestApp } from '../../apps/server/test/testApp.ts';
import type { Cluster } from '@survey/testkit/cluster/cluster';

const RESULTS_API = '/v2/survey-results/api/v1.0';
const EXPORTS_API = '/v1/dashboard/api/v1.0/raw-data-exports';
const SAMPLES = 20;

/** A JSON call through the balancer: its body and the node that answered (X-Served-By). */
export async function call<T>(
  url: string,
  opts: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T; node: string }> {
  const res = await fetch(url, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(opts.body !== undefined && { 'content-type': 'application/json' }),
      ...(opts.token && { authorization: `Bearer ${opts.token}` }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as T,
    node: res.headers.get('x-served-by') ?? 'none',
  };
}

async function questionnaireCall(
  cluster: Cluster,
  user: SignedUpUser,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: Record<string, unknown>; node: string }> {
  const r = await call<{ data?: Record<string, unknown>; errors?: unknown[] }>(
    `${cluster.url}${GRAPHQL_PATHS.questionnaire}`,
    { token: user.accessToken, body: { query, variables } },
  );
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return { data: r.body.data ?? {}, node: r.node };
}

/** The draft as `user` reads it through a node other than `not` (round robin: a few tries). */
async function draftFromOtherNode(
  cluster: Cluster,
  user: SignedUpUser,
  surveyId: string,
  not: string,
): Promise<{ text: string; node: string }> {
  for (let i = 0; i < 20; i += 1) {
    const r = await questionnaireCall(
      cluster,
      user,
      `query D($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { ${DRAFT_FIELDS} } }`,
      { surveyId },
    );
    if (r.node !== not) return { text: JSON.stringify(r.data), node: r.node };
  }
  throw new Error(`every read of the draft was answered by ${not}`);
}

/**
 * Sign-up through the balancer. The e-mailed link is read from the outbox (in the database) on a
 * node directly: /dev/outbox answers only requests that no proxy forwarded.
 */
export async function signUpThrough(t: TestApp, node: TestApp): Promise<SignedUpUser> {
  const email = uniqueEmail('cluster');
  const accountName = `Org ${email}`;
  const requested = await api(t, 'request/access', {
    body: { firstName: 'Ada', lastName: 'Lovelace', emailAddress: email, accountName },
  });
  expect(requested.status).toBe(200);
  const requestId = await linkTokenFor(node, email, 'signup');
  const res = await api(t, 'signup/access', {
    body: { requestId, password: DEFAULT_PASSWORD },
  });
  expect(res.status).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const claims = claimsOf(accessToken);
  return {
    email,
    password: DEFAULT_PASSWORD,
    accessToken,
    cookie: refreshCookieOf(res) ?? '',
    userId: claims.sub,
    accountId: claims.acc,
    accountName,
  };
}

export async function coreJourney(cluster: Cluster): Promise<void> {
  // The server test helpers read only the base URL: here, the balancer's.
  const t = { url: cluster.url } as TestApp;
  const tabA = await signUpThrough(t, { url: cluster.nodes[0]?.url ?? '' } as TestApp);
  const tabB = await relogin(t, tabA);
  const draft = await readyTestSurvey(t, tabA, { samplesNeeded: SAMPLES });
  const { surveyId, questionnaireId } = draft;

  // Two tabs edit the same draft; each sees the other's edit through the other node.
  const addQuestion = (user: SignedUpUser, text: string) =>
    questionnaireCall(cluster, user, operationDocument('addQuestion'), {
      questionnaireId,
      questionTypeCode: 'FreeText',
      position: 0,
      text,
    });
  const editA = await addQuestion(tabA, 'Edited in tab A');
  const seenByB = await draftFromOtherNode(cluster, tabB, surveyId, editA.node);
  expect(seenByB.text).toContain('Edited in tab A');
  const editB = await addQuestion(tabB, 'Edited in tab B');
  const seenByA = await draftFromOtherNode(cluster, tabA, surveyId, editB.node);
  expect(seenByA.text).toContain('Edited in tab B');
  expect(seenByA.text).toContain('Edited in tab A');
  expect(new Set([editA.node, seenByB.node, editB.node, seenByA.node])).toEqual(
    new Set(cluster.nodes.map((n) => n.name)),
  );

  const order = await purchaseOk(t, tabA, surveyId);
  expect(order.status).toBe('Live');

  // The simulated panel fills the survey (its members answer on whichever node ticks).
  const deadline = Date.now() + 180_000;
  let collected = 0;
  while (collected < SAMPLES && Date.now() < deadline) {
    const r = await call<{ samplesCollected: number }[]>(`${cluster.url}${RESULTS_API}/progress`, {
      token: tabA.accessToken,
      body: { surveyIds: [surveyId] },
    });
    expect(r.status).toBe(200);
    collected = r.body[0]?.samplesCollected ?? 0;
    if (collected < SAMPLES) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (collected < SAMPLES) {
    // Field health runs in the tier: say what it read and did when the panel fell short.
    const health = await call(`${cluster.url}${RESULTS_API}/field-health?surveyId=${surveyId}`, {
      token: tabA.accessToken,
    });
    expect(collected, JSON.stringify(health.body)).toBe(SAMPLES);
  }

  // Results of one survey: every request to the same node (consistent hash of its id).
  const summaries = await Promise.all(
    Array.from({ length: 6 }, () =>
      call<Record<string, unknown>>(`${cluster.url}${RESULTS_API}/summary`, {
        token: tabA.accessToken,
        body: { surveyId },
      }),
    ),
  );
  for (const s of summaries) expect(s.status, JSON.stringify(s.body)).toBe(200);
  expect(new Set(summaries.map((s) => s.node)).size).toBe(1);
  expect(JSON.stringify(summaries[0]?.body)).toContain('Edited in tab A');

  // A raw-data export written on one node, downloaded through every node.
  const started = await call<{ exportId: string }>(`${cluster.url}${EXPORTS_API}`, {
    token: tabA.accessToken,
    body: { survey_id: surveyId, dimension: 'WIDE', fileformat: 'CSV_ENCODED', weighted: false },
  });
  expect([200, 202]).toContain(started.status);
  let job: { status: string; url: string | null; rowsWritten: number } | undefined;
  const exportDeadline = Date.now() + 120_000;
  while (Date.now() < exportDeadline) {
    const r = await call<typeof job>(`${cluster.url}${EXPORTS_API}/${started.body.exportId}`, {
      token: tabA.accessToken,
    });
    job = r.body;
    if (job?.status === 'done' || job?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(job).toMatchObject({ status: 'done', rowsWritten: SAMPLES });
  const downloads = await downloadsFromEveryNode(cluster, job?.url ?? '');
  for (const d of downloads) expect(d.status, `download through ${d.node}`).toBe(200);
  expect(new Set(downloads.map((d) => d.body))).toHaveProperty('size', 1);
}

/** The signed link fetched through the balancer until every node has answered it once. */
async function downloadsFromEveryNode(
  cluster: Cluster,
  link: string,
): Promise<{ status: number; node: string; body: string }[]> {
  const byNode = new Map<string, { status: number; node: string; body: string }>();
  for (let i = 0; i < 20 && byNode.size < cluster.nodes.length; i += 1) {
    const res = await fetch(`${cluster.url}${link}`);
    const node = res.headers.get('x-served-by') ?? 'none';
    byNode.set(node, { status: res.status, node, body: await res.text() });
  }
  expect([...byNode.keys()].sort()).toEqual(cluster.nodes.map((n) => n.name).sort());
  return [...byNode.values()];
}
