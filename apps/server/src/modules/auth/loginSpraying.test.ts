import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpUser, uniqueEmail, type SignedUpUser } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { SWEEP_AUTH_ATTEMPTS_QUEUE } from './sweepAttempts.job.ts';

const HOUR = 3_600_000;
const LIMIT = 5;

function loginFrom(t: TestApp, ip: string, emailAddress: string, password: string) {
  return api(t, 'login', {
    body: { emailAddress, password },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('failed logins per client over every account (behind a trusted proxy)', () => {
  let t: TestApp;
  let victim: SignedUpUser;
  let others: SignedUpUser[];
  beforeAll(async () => {
    t = await startTestApp(
      { TRUST_PROXY: '127.0.0.1', LOGIN_FAILURES_PER_IP_HOUR: String(LIMIT) },
      { jobs: true },
    );
    victim = await signUpUser(t);
    others = [await signUpUser(t), await signUpUser(t)];
  });
  afterAll(() => t.close());

  it('stops one address spraying a password over many accounts, even at the right one', async () => {
    const ip = '203.0.113.10';
    const targets = [...others.map((u) => u.email), ...[1, 2, 3, 4].map(() => uniqueEmail())];
    const statuses = [];
    for (const email of targets.slice(0, LIMIT)) {
      statuses.push((await loginFrom(t, ip, email, 'Summer2026!')).status);
    }
    expect(statuses).toEqual([401, 401, 404, 404, 404]);
    // Enumeration and the right password alike: refused before any password is checked.
    expect((await loginFrom(t, ip, targets[5] ?? '', 'Summer2026!')).status).toBe(429);
    const refused = await loginFrom(t, ip, victim.email, victim.password);
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    // Other addresses are not affected, and the address is free again after the hour.
    expect((await loginFrom(t, '203.0.113.11', victim.email, victim.password)).status).toBe(200);
    t.advance(HOUR + 1000);
    expect((await loginFrom(t, ip, victim.email, victim.password)).status).toBe(200);
  });

  it('counts only failures: successful logins neither use the budget nor wipe it', async () => {
    const ip = '203.0.113.20';
    const right = () => loginFrom(t, ip, victim.email, victim.password);
    const wrong = (i: number) => loginFrom(t, ip, others[i % 2]?.email ?? '', `guess-${i}`);
    for (let i = 0; i < LIMIT + 1; i++) expect((await right()).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await wrong(i)).status).toBe(401);
    expect((await right()).status).toBe(200);
    for (let i = 3; i < LIMIT; i++) expect((await wrong(i)).status).toBe(401);
    expect((await wrong(LIMIT)).status).toBe(429);
    t.advance(HOUR + 1000);
  });

  it('sweeps the attempts that no longer count, hourly, and keeps those that still do', async () => {
    expect(await t.deps.jobs?.boss.getSchedules()).toContainEqual(
      expect.objectContaining({ name: SWEEP_AUTH_ATTEMPTS_QUEUE, timezone: 'UTC' }),
    );
    const { pool } = t.deps.database;
    const rows = async () =>
      (
        await pool.query<{ kind: string; key: string; at: Date }>(
          'SELECT kind, key, at FROM auth_attempts ORDER BY at',
        )
      ).rows;
    const sprayer = '203.0.113.30';
    for (let i = 0; i < 3; i++) await loginFrom(t, sprayer, uniqueEmail(), 'Summer2026!');
    t.advance(2 * HOUR);
    const recent = uniqueEmail();
    expect((await loginFrom(t, '203.0.113.31', recent, 'x-password')).status).toBe(404);
    const before = await rows();
    expect(before.filter((r) => r.key === sprayer)).toHaveLength(3);

    const swept = async (done: (left: Awaited<ReturnType<typeof rows>>) => boolean) => {
      await t.deps.jobs?.boss.send(SWEEP_AUTH_ATTEMPTS_QUEUE, {});
      const deadline = Date.now() + 20_000;
      let left = await rows();
      while (!done(left) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        left = await rows();
      }
      return left;
    };
    // The sprayer's per-client and per-e-mail rows (1 h, 15 min) are gone; the per-account delay
    // (24 h) and the newest attempt still count.
    const left = await swept((l) => !l.some((r) => r.key === sprayer));
    expect(left.filter((r) => r.key === sprayer)).toEqual([]);
    expect(left.filter((r) => r.kind === 'login-account').length).toBeGreaterThanOrEqual(4);
    expect(left.filter((r) => r.key.startsWith(recent))).toHaveLength(2);
    t.advance(25 * HOUR);
    expect(await swept((l) => l.length === 0)).toEqual([]);
  });
});
