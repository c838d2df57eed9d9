// The cluster as the cluster test tier starts it: the built server on 2 nodes behind HAProxy, on
// a throw-away embedded PostgreSQL, every child's output in one log file (printed on failure).
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClusterTools } from '../../scripts/clusterTools.mjs';
import { startCluster, type Cluster } from '@survey/testkit/cluster/cluster';

/** Signs the test respondents' panel links (every node must take them). */
export const CLUSTER_PANEL_SECRET = 'cluster-tier-panel-link-secret-0123456789';

export interface TestCluster extends Cluster {
  /** The cluster's log so far (every node, HAProxy, PgBouncer, PostgreSQL). */
  logText(): string;
  /**
   * The last `count` lines of the log but HAProxy's request lines (one a request: they would
   * push the nodes' errors out of what a failed test prints).
   */
  logTail(count: number): string;
}

/**
 * Starts the cluster the tests run against. The simulated panel runs at `panelRate` completes a
 * minute a survey (fast: a journey's survey fills in seconds).
 */
export async function startTestCluster(opts: {
  pgbouncer?: boolean;
  panelRate: number;
}): Promise<TestCluster> {
  const tools = ensureClusterTools({
    tools: opts.pgbouncer ? ['haproxy', 'pgbouncer'] : ['haproxy'],
    env: process.env,
    isRoot: process.getuid?.() === 0,
  });
  if ('error' in tools) throw new Error(tools.error);
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'survey-cluster-'));
  const logFile = path.join(dataRoot, 'cluster.log');
  const cluster = await startCluster({
    nodes: 2,
    port: 0,
    pgbouncer: opts.pgbouncer,
    dataRoot,
    haproxyPath: tools.paths.haproxy as string,
    pgbouncerPath: tools.paths.pgbouncer,
    sink: (line) => appendFileSync(logFile, `${line}\n`),
    // The product's defaults but for what the tests need (issue 34: field health had been off
    // here, and the tier never saw it halt a survey after a node loss). NODE_ENV=test: sign-up
    // reads the e-mailed link from a node's outbox (/dev/outbox). LOG_LEVEL=warn: only the size of
    // the log. The secrets: the tests sign panel links themselves. PANEL_RATE: a survey fills in
    // seconds.
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'cluster-tier-secret-cluster-tier-secret-01',
      PANEL_LINK_SECRET: CLUSTER_PANEL_SECRET,
      PANEL_RATE: String(opts.panelRate),
      // The tests sign up and answer from 127.0.0.1 (through HAProxy: its X-Forwarded-For).
      SIGNUP_REQUESTS_PER_IP_HOUR: '1000',
      LOGIN_FAILURES_PER_IP_HOUR: '1000',
    },
  });
  return {
    ...cluster,
    logText: () => readFileSync(logFile, 'utf8'),
    logTail: (count) =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => !/^\[haproxy\]\s+[\d.:]+ \[/.test(line))
        .slice(-count)
        .join('\n'),
    stop: async () => {
      await cluster.stop();
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}
