import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embeddedPostgres.ts';
import { buildServerBundle, type ServerBundle } from '../../test/serverBundle.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

let bundle: ServerBundle;
beforeAll(() => {
  bundle = buildServerBundle();
});
afterAll(() => bundle?.remove());

/** Runs the real server as `npm start` does (its production bundle) until it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), START);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

// Starting the server is seconds of module loading on a busy machine: a generous limit.
const START = 90_000;

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

describe('npm start on a machine that cannot run it', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'survey-startup-'));
    chmodSync(tmp, 0o755);
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it(
    'says in one line which directory blocks DATA_DIR and how to fix it',
    { timeout: START },
    async () => {
      const parent = mkdtempSync(path.join(tmp, 'private-'));
      const dataDir = path.join(parent, 'data');
      const asRoot = process.getuid?.() === 0;
      // As root, PostgreSQL runs as "postgres", which cannot enter a 0700 directory of root's;
      // any other user cannot create DATA_DIR inside a directory it may not write.
      chmodSync(parent, asRoot ? 0o700 : 0o500);
      const r = await runServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(r.code).toBe(1);
      expect(lines(r.stderr)).toEqual([
        asRoot
          ? `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${parent} (mode 0700) on the way to DATA_DIR: run \`chmod o+x ${parent}\` or set DATA_DIR to a directory it can reach`
          : `Cannot create ${dataDir} for DATA_DIR (EACCES): set DATA_DIR to a directory this user can write`,
      ]);
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(false);
    },
  );

  describe('with the port already taken', () => {
    let held: Server;
    let port: number;
    beforeAll(async () => {
      held = createServer();
      port = await new Promise<number>((resolve) =>
        held.listen(0, '127.0.0.1', () => {
          const a = held.address();
          resolve(typeof a === 'object' && a ? a.port : 0);
        }),
      );
    });
    afterAll(() => new Promise<void>((resolve) => held.close(() => resolve())));

    it('says so in one line before starting PostgreSQL', { timeout: START }, async () => {
      const dataDir = path.join(tmp, 'port-data');
      const r = await runServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
      expect(r.code).toBe(1);
      expect(lines(r.stderr)).toEqual([
        `Port ${port} is already in use: stop the other process or set PORT=<a free port>`,
      ]);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    });
  });
});
