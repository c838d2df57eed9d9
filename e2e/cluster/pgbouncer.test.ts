// The cluster tier through Debian's PgBouncer (1.18) in transaction mode (issue 27 §2): the nodes'
// DATABASE_URL is PgBouncer with named statements off; migrations and pg-boss go direct.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { coreJourney } from './journey.ts';
import { startTestCluster, type TestCluster } from './testCluster.ts';

describe('two nodes behind HAProxy, through PgBouncer in transaction mode', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ panelRate: 600, pgbouncer: true });
  });
  afterAll(() => cluster?.stop());

  it('serves the core journey', async () => {
    onTestFailed(() => console.error(cluster.logText().split('\n').slice(-80).join('\n')));
    expect(new URL(cluster.nodesDatabaseUrl).port).not.toBe(new URL(cluster.databaseUrl).port);
    await coreJourney(cluster);
  });
});
