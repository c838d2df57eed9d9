/**
 * An export in flight on a node that stops is finished by another node, and the researcher never
 * reads "failed" for a restart (issue 34 §2, QUALITY.md R13). The stopping node is the production
 * bundle in its own process, stopped with SIGTERM (a rolling restart: it hands its export back) or
 * SIGKILL (a dead node: its heartbeat stops, another node takes the export up). The export is held
 * mid-way by a lock on its rows, so that it is running when its node stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../db/embeddedPostgres.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { buildServerBundle, type ServerBundle } from '../../../test/serverBundle.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { exportClient, type ExportRequest } from './testing/exportClient.ts';
import { hostileSurvey } from './testing/exportFixture.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The bundle nodes take a dead node's export up after this (the default is 30 s). */
const RECLAIM_AFTER_MS = 2000;

interface Node {
  url: string;
  process: ChildProcess;
  stderr: () => string;
}

describe('an export in flight on a stopped node is finished by another node', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let bundle: ServerBundle;
  const nodes: Node[] = [];
  const others: TestApp[] = [];
  let lock: pg.Client | undefined;

  /** The production bundle as a node of this database, with its own job runner. */
  async function startNode(env: Record<string, string> = {}): Promise<Node> {
    const port = await freePort();
    let stderr = '';
    const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        NODE_ENV: 'production',
        DATABASE_URL: t.deps.config.DATABASE_URL ?? '',
        JWT_SECRET: t.deps.config.JWT_SECRET ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        PANEL_RATE: '0',
        RESULTS_WARM_ON_START: 'false',
        SHUTDOWN_DRAIN_MS: '0',
        EXPORT_RECLAIM_AFTER_MS: String(RECLAIM_AFTER_MS),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const node = { url: `http://127.0.0.1:${port}`, process: child, stderr: () => stderr };
    nodes.push(node);
    for (;;) {
      const ready = await fetch(`${node.url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return node;
      if (child.exitCode !== null) throw new Error(`a node exited while starting:\n${stderr}`);
      await sleep(100);
    }
  }

  async function stopNode(node: Node, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const exited = new Promise((resolve) => node.process.once('exit', resolve));
    node.process.kill(signal);
    await exited;
  }

  /** Holds every export at its first read of the survey's rows until `release`. */
  async function holdExports(): Promise<void> {
    lock = new pg.Client({ connectionString: t.deps.config.DATABASE_URL });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE respondent_export_rows IN ACCESS EXCLUSIVE MODE');
  }
  async function release(): Promise<void> {
    await lock?.query('COMMIT');
    await lock?.end();
    lock = undefined;
  }

  /** The job's status, and how many writers took it up (only asked for after the first). */
  const row = async (exportId: string, withAttempt: boolean) => {
    const { rows } = await t.deps.database.pool.query<{ status: string; attempt: number }>(
      `SELECT status, ${withAttempt ? 'attempt' : '1 AS attempt'} FROM export_jobs WHERE id = $1`,
      [exportId],
    );
    return rows[0];
  };
  /** Waits until the job is running as its `attempt`-th attempt (a node took it up). */
  async function runningAs(exportId: string, attempt: number, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const r = await row(exportId, attempt > 1);
      if (r?.status === 'running' && r.attempt === attempt) return;
      await sleep(100);
    }
    const last = JSON.stringify(await row(exportId, attempt > 1));
    throw new Error(`export ${exportId} never ran as attempt ${attempt}: ${last}`);
  }

  beforeAll(async () => {
    // The API node the researcher polls has no job runner: only the other nodes write files.
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET, PANEL_RATE: '0' });
    ann = await signUpUser(t);
    surveyId = await hostileSurvey(t, ann, 5);
    bundle = buildServerBundle();
  }, 240_000);
  afterAll(async () => {
    await release().catch(() => undefined);
    for (const node of nodes) {
      const running = node.process.exitCode === null && node.process.signalCode === null;
      if (running) await stopNode(node, 'SIGKILL');
    }
    for (const other of others) await other.close();
    bundle?.remove();
    await t?.close();
  });

  it('a node stopped gracefully (SIGTERM) hands its running export back at once; another node finishes it', async () => {
    const researcher = exportClient(() => t.url, ann.accessToken);
    await holdExports();
    const node = await startNode();
    const body: ExportRequest = {
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat: 'CSV_ENCODED',
    };
    const started = await exportClient(() => node.url, ann.accessToken).start(body);
    expect(started.status).toBe(202);
    const exportId = String(started.body.exportId);
    const seen: string[] = [];
    await runningAs(exportId, 1);
    // The other node starts once the first holds the export. It would take a dead node's export
    // up only after ten minutes: the hand-back is what gives the export to it.
    const other = await startOtherProcess(t, {
      jobs: true,
      config: { EXPORT_RECLAIM_AFTER_MS: 600_000 },
    });
    others.push(other);
    await stopNode(node, 'SIGTERM');
    expect(node.stderr()).not.toMatch(/raw-data export failed/);
    expect((await researcher.job(exportId)).status).not.toBe('failed');
    await runningAs(exportId, 2, 10_000);
    await release();
    const done = await researcher.finished(exportId, 30_000, seen);
    expect(seen).not.toContain('failed');
    expect(done.status).toBe('done');
    const file = await researcher.download(done);
    expect(file.status).toBe(200);
    expect(file.rows.length).toBeGreaterThan(1);
    // Only the nodes the next test starts may take its export.
    others.splice(others.indexOf(other), 1);
    await other.close();
  }, 120_000);

  it('three nodes killed (SIGKILL) in a row while writing it: each time another node takes it up within a minute, and it ends done', async () => {
    const researcher = exportClient(() => t.url, ann.accessToken);
    await holdExports();
    const body: ExportRequest = {
      survey_id: surveyId,
      dimension: 'LONG',
      fileformat: 'CSV_UNENCODED',
    };
    let exportId = '';
    const seen: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const node = await startNode();
      if (attempt === 1) {
        const started = await exportClient(() => node.url, ann.accessToken).start(body);
        expect(started.status).toBe(202);
        exportId = String(started.body.exportId);
      }
      // The first node starts it; each later one takes it up from the dead one before it.
      await runningAs(exportId, attempt, 60_000);
      const status = (await researcher.job(exportId)).status;
      if (seen.at(-1) !== status) seen.push(status);
      await stopNode(node, 'SIGKILL');
    }
    // No node is left but one in this process: it takes the export up from the third dead one.
    const other = await startOtherProcess(t, {
      jobs: true,
      config: { EXPORT_RECLAIM_AFTER_MS: RECLAIM_AFTER_MS },
    });
    others.push(other);
    await runningAs(exportId, 4, 60_000);
    await release();
    const done = await researcher.finished(exportId, 60_000, seen);
    expect(seen).not.toContain('failed');
    expect(done.status).toBe('done');
    expect((await researcher.download(done)).status).toBe(200);
  }, 240_000);
});
