// A second e2e server, started by a test that needs settings the shared one must not have (the
// shared server runs with PANEL_RATE=0 so that no other test's survey gets simulated traffic).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

const REPO = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 120_000;

/** A port nobody listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the built apps' server as `support/server.ts` does for the shared one (its own embedded
 * PostgreSQL in a temporary directory), with `env` on top, and waits until it is ready.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'survey-e2e-own-'));
  // The embedded PostgreSQL may run as another user (root's runs as postgres): it must get in.
  chmodSync(dataDir, 0o755);
  let stderr = '';
  const child = spawn('npx', ['tsx', 'e2e/support/server.ts'], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_DB_URL_FILE: path.join(dataDir, 'database-url'),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SIGNUP_REQUESTS_PER_IP_HOUR: '1000',
      JWT_SECRET: 'e2e-own-secret-e2e-own-secret-e2e-own-secret',
      ...env,
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    // The server and its PostgreSQL are one process group (detached): end them together.
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the e2e server on ${url} did not start:\n${stderr}`);
}
