import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { parseConfig } from '../config.ts';
import { seedDemo } from './demo.ts';

function capturingLogger() {
  const lines: { level: number; msg: string; password?: string }[] = [];
  const log = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  return { log, lines };
}

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const seed = (env: Record<string, string>, log = capturingLogger().log) =>
    seedDemo({ config: parseConfig(env), database: t.deps.database, log, clock: t.deps.clock });

  it('does nothing when SEED_DEMO is off', async () => {
    expect(await seed({ SEED_DEMO: 'false', DATABASE_URL: 'postgres://x/y' })).toBeUndefined();
  });

  it('creates the demo user once with DEMO_PASSWORD; later runs change nothing', async () => {
    const env = {
      SEED_DEMO: 'true',
      DEMO_EMAIL: 'demo@example.com',
      DEMO_PASSWORD: 'demo password 123',
    };
    const first = await seed(env);
    expect(first?.created).toBe(true);
    const second = await seed({ ...env, DEMO_PASSWORD: 'a different password' });
    expect(second).toEqual({ ...first, created: false });

    const login = await api(t, 'login', {
      body: { emailAddress: 'demo@example.com', password: 'demo password 123' },
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const account = await api(t, `account/${first?.accountId}`, { token: accessToken });
    expect(await account.json()).toEqual({ name: 'Demo Research Ltd' });
    const { rows } = await t.deps.database.pool.query('SELECT 1 FROM accounts WHERE name = $1', [
      'Demo Research Ltd',
    ]);
    expect(rows).toHaveLength(1);
  });

  it('without DEMO_PASSWORD, generates one and logs it once as a warning', async () => {
    const { log, lines } = capturingLogger();
    const env = { SEED_DEMO: 'true', DEMO_EMAIL: 'generated@example.com' };
    await seed(env, log);
    const warning = lines.find((l) => l.level === 40);
    expect(warning?.password).toMatch(/^[\w-]{16}$/);
    expect(warning?.msg).toContain('generated@example.com');
    expect(warning?.msg).toContain('shown only once');
    const login = await api(t, 'login', {
      body: { emailAddress: 'generated@example.com', password: warning?.password },
    });
    expect(login.status).toBe(200);

    const again = capturingLogger();
    await seed(env, again.log);
    expect(again.lines.some((l) => l.level >= 40)).toBe(false);
  });
});
