// The cluster tier through Debian's PgBouncer (1.18) in transaction mode (issue 27 §2): the nodes'
// DATABASE_URL is PgBouncer with named statements off; migrations and pg-boss go direct.
import { statSync } from 'node:fs';
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
    onTestFailed(() => console.error(cluster.logTail(80)));
    expect(new URL(cluster.nodesDatabaseUrl).port).not.toBe(new URL(cluster.databaseUrl).port);
    await coreJourney(cluster);
  });

  it("keeps PgBouncer's auth_file (the database password) readable by its owner only", () => {
    const file = cluster.pgbouncerAuthFile;
    expect(file).toBeTruthy();
    expect(statSync(file ?? '').mode & 0o777).toBe(0o600);
  });
});
