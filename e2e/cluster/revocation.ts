// R15 through the balancer (issue 39 §1, §2): a share link and an API key work on both nodes, and
// once revoked (through whichever node the balancer picks) both nodes refuse them at once: no
// node keeps a cached "still valid".
import { expect } from 'vitest';
import { publicCall } from '../../apps/server/src/modules/apiKeys/testing/apiKeyCalls.ts';
import {
  createTestKey,
  revokeTestKey,
} from '../../apps/server/src/modules/apiKeys/testing/apiKeyCalls.ts';
import { readyTestSurvey } from '../../apps/server/test/orderHelpers.ts';
import type { TestApp } from '../../apps/server/test/testApp.ts';
import type { Cluster } from '@survey/testkit/cluster/cluster';
import { call, signUpThrough } from './journey.ts';

const SHARING = '/v1/sharing/api/v1.0';
const SHARED = '/v1/shared/api/v1.0';
const DAY_MS = 24 * 60 * 60_000;

/** What each node answered to `request`, asked until every node answered at least `atLeast` times. */
async function answersOfEveryNode(
  cluster: Cluster,
  request: () => Promise<{ status: number; node: string }>,
  atLeast = 3,
): Promise<Map<string, number[]>> {
  const byNode = new Map<string, number[]>();
  const names = cluster.nodes.map((n) => n.name);
  for (let i = 0; i < 60; i += 1) {
    const { status, node } = await request();
    byNode.set(node, [...(byNode.get(node) ?? []), status]);
    if (names.every((name) => (byNode.get(name)?.length ?? 0) >= atLeast)) return byNode;
  }
  throw new Error(`the balancer did not reach every node: ${JSON.stringify([...byNode])}`);
}

const statusesOf = (byNode: Map<string, number[]>) => new Set([...byNode.values()].flat());

export async function revokedOnEveryNode(cluster: Cluster): Promise<void> {
  const t = { url: cluster.url } as TestApp;
  const user = await signUpThrough(t, { url: cluster.nodes[0]?.url ?? '' } as TestApp);
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded: 20 });

  const created = await call<{ token: string; link: { id: string } }>(
    `${cluster.url}${SHARING}/links`,
    {
      token: user.accessToken,
      body: { surveyId, expiresAt: new Date(Date.now() + DAY_MS).toISOString() },
    },
  );
  expect(created.status).toBe(201);
  const { token, link } = created.body;
  const key = await createTestKey(cluster.url, user.accessToken);
  const openLink = () => call(`${cluster.url}${SHARED}/${token}`);
  const useKey = async () => {
    const r = await publicCall(cluster.url, key.secret, 'GET', '/projects');
    return { status: r.status, node: r.headers.get('x-served-by') ?? 'none' };
  };

  // Both work on both nodes (each node has read them, so a node that cached them would now).
  expect(statusesOf(await answersOfEveryNode(cluster, openLink))).toEqual(new Set([200]));
  expect(statusesOf(await answersOfEveryNode(cluster, useKey))).toEqual(new Set([200]));

  const revoked = await call(`${cluster.url}${SHARING}/links/${link.id}/revoke`, {
    token: user.accessToken,
    body: {},
  });
  expect(revoked.status).toBe(200);
  expect(await revokeTestKey(cluster.url, user.accessToken, key.id)).toBe(200);

  // At once: the very next requests, on every node.
  expect(statusesOf(await answersOfEveryNode(cluster, openLink))).toEqual(new Set([404]));
  expect(statusesOf(await answersOfEveryNode(cluster, useKey))).toEqual(new Set([401]));
}
