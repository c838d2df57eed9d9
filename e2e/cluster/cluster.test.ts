// The cluster tier (issue 27 §1): 2 nodes from the production build behind HAProxy on one
// PostgreSQL, driven over real HTTP through the balancer.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { balancerLines, secretFlowsThroughBalancer, slowRequests } from './balancerLog.ts';
import { surveyDatabase, type SurveyDatabase } from './boughtSurvey.ts';
import { coreJourney } from './journey.ts';
import { killNodeWhilePanelAnswers, requestsRightAfterKill } from './panelNodeLoss.ts';
import { answersMore, startRespondents } from './respondents.ts';
import { revokedOnEveryNode } from './revocation.ts';
import { startTestCluster, type TestCluster } from './testCluster.ts';

describe('two nodes behind HAProxy', () => {
  let cluster: TestCluster;
  let surveys: SurveyDatabase;
  beforeAll(async () => {
    cluster = await startTestCluster({ panelRate: 600 });
    surveys = surveyDatabase(cluster.databaseUrl);
  });
  afterAll(async () => {
    await surveys?.close();
    await cluster?.stop();
  });
  const showLogOnFailure = () => onTestFailed(() => console.error(cluster.logTail(80)));

  it('serves the core journey with requests spread over both nodes', async () => {
    showLogOnFailure();
    await coreJourney(cluster);
  });

  it("keeps the links' secrets out of the balancer's log (R14)", async () => {
    showLogOnFailure();
    const secrets = await secretFlowsThroughBalancer(cluster);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = balancerLines(cluster.logText());
    // The balancer logged these requests, with their paths redacted (so the check below reads
    // the lines where the secrets would be).
    expect(lines.some((l) => l.includes('GET "/create-password/[redacted]"'))).toBe(true);
    expect(lines.some((l) => l.includes('/signup/invite-details/[redacted]"'))).toBe(true);
    expect(lines.some((l) => l.includes('GET "/respondent/"'))).toBe(true);
    expect(lines.some((l) => l.includes('/raw-data-exports/'))).toBe(true);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    }
  });

  it('refuses a revoked share link and a revoked API key at once on both nodes (R15)', async () => {
    showLogOnFailure();
    await revokedOnEveryNode(cluster);
  });

  it('answers every request sent right after a node is killed (HAProxy retries it elsewhere)', async () => {
    showLogOnFailure();
    const failures = await requestsRightAfterKill(cluster, { count: 300, concurrency: 12 });
    expect(failures).toEqual([]);
  });

  it('completes a 60-complete survey with gender quotas, field health on, when a node is killed while the panel answers on it', async () => {
    showLogOnFailure();
    const outcome = await killNodeWhilePanelAnswers(cluster, 60, 180_000);
    expect(outcome).toMatchObject({
      collected: 60,
      orderStatus: 'Completed',
      fieldHealthAction: null,
    });
  });

  it('restarts node by node (SIGTERM, start) while respondents answer: none sees an error', async () => {
    showLogOnFailure();
    const surveyId = await surveys.buySurvey(5000);
    const explain = () => surveys.describe(surveyId);
    const load = startRespondents(cluster.url, surveyId, {
      concurrency: 4,
      pauseMs: 30,
      retry: false,
      prefix: 'rolling',
    });
    try {
      await answersMore(load, 20, explain);
      for (const node of cluster.nodes) {
        await node.stop();
        await answersMore(load, 10, explain);
        await node.start();
        await cluster.waitInBalancer(node);
        await answersMore(load, 10, explain);
      }
    } finally {
      await load.stop();
    }
    expect(load.errors).toEqual([]);
    expect(
      load.refused,
      [
        `throttled ${load.throttled}`,
        await surveys.describeSessions(load.refusedSessions),
        'slowest requests (>= 2 s):',
        ...slowRequests(cluster.logText(), 2000),
      ].join('\n'),
    ).toEqual([]);
    const state = await surveys.verify(surveyId, load.acknowledged);
    expect(state).toMatchObject({ lost: 0, duplicates: 0, badCells: 0 });
  });

  it('loses no acknowledged answer, duplicates no session and overfills no quota when a node is killed', async () => {
    showLogOnFailure();
    const samples = 60;
    const surveyId = await surveys.buySurvey(samples);
    const explain = () => surveys.describe(surveyId);
    const load = startRespondents(cluster.url, surveyId, {
      concurrency: 8,
      pauseMs: 10,
      retry: true,
      prefix: 'killed',
    });
    const [, second] = cluster.nodes;
    try {
      await answersMore(load, 40, explain);
      await second?.kill();
      await answersMore(load, 40, explain);
    } finally {
      await load.stop();
      // Started again only if it was killed: a failure before the kill keeps its own message.
      if (second && !second.running()) await second.start();
    }
    const state = await surveys.verify(surveyId, load.acknowledged);
    const twoSessions = [...load.sessionsSeen.values()].filter((s) => s.size > 1).length;
    expect(state.lost).toBe(0);
    expect(state.duplicates + twoSessions).toBe(0);
    expect(state.badCells).toBe(0);
    expect(state.completes).toBeLessThanOrEqual(samples);
    // Only a full sample may refuse respondents.
    expect(load.refused.filter((r) => !/^(start|answer) 409 /.test(r))).toEqual([]);
  });
});
