import type { ApiKeySummary } from '@survey/domain/apiKeys/scopes';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { createTestKey, publicCall, revokeTestKey } from './testing/apiKeyCalls.ts';

const KEYS = '/v1/dashboard/api/v1.0/api-keys';

/** API keys as the dashboard manages them, on two nodes of one database (issue 39 §2). */
describe('API keys', () => {
  let a: TestApp;
  let b: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  const lines: string[] = [];

  const listKeys = async (user: SignedUpUser, t: TestApp = a) => {
    const res = await fetch(`${t.url}${KEYS}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    return (await res.json()) as ApiKeySummary[];
  };
  const createRaw = (user: SignedUpUser, body: unknown) =>
    fetch(`${a.url}${KEYS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    // Every line the app logs, at the most verbose level, for R14.
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    a = await startTestApp({ PUBLIC_API_RATE_PER_MINUTE: '3' }, { log });
    b = await startOtherProcess(a);
    ann = await signUpUser(a);
    bob = await signUpUser(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows the secret once, stores only its hash, and lists the key without it', async () => {
    const created = await createTestKey(a.url, ann.accessToken, ['results:read'], 'BI tool');
    expect(created.secret).toMatch(/^svk_[\w-]{32}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const stored = await a.deps.database.pool.query<Record<string, unknown>>(
      'SELECT * FROM api_keys WHERE id = $1',
      [created.id],
    );
    expect(JSON.stringify(stored.rows)).not.toContain(created.secret);
    expect(JSON.stringify(stored.rows)).not.toContain(created.secret.slice(created.prefix.length));

    const listed = await listKeys(ann);
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'BI tool',
        scopes: ['results:read'],
        prefix: created.prefix,
        createdBy: ann.email,
        createdAt: created.createdAt,
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    // Another account sees none of them.
    expect(await listKeys(bob)).toEqual([]);
  });

  it('refuses a bad name or scope and changes nothing', async () => {
    const before = await listKeys(bob);
    for (const body of [
      { name: '', scopes: ['results:read'] },
      { name: 'x'.repeat(81), scopes: ['results:read'] },
      { name: 'ok', scopes: [] },
      { name: 'ok', scopes: ['admin'] },
      { name: 'ok' },
    ]) {
      const res = await createRaw(bob, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await listKeys(bob)).toEqual(before);
  });

  it('stamps the last use, and another account cannot revoke a key (404)', async () => {
    const key = await createTestKey(a.url, bob.accessToken, ['projects:read'], 'Last used');
    const before = a.deps.clock().getTime();
    expect((await publicCall(a.url, key.secret, 'GET', '/projects')).status).toBe(200);
    const listed = (await listKeys(bob)).find((k) => k.id === key.id);
    const usedAt = new Date(listed?.lastUsedAt ?? 0).getTime();
    expect(usedAt).toBeGreaterThanOrEqual(before);
    expect(usedAt).toBeLessThanOrEqual(a.deps.clock().getTime());
    expect(await revokeTestKey(a.url, ann.accessToken, key.id)).toBe(404);
    expect((await publicCall(a.url, key.secret, 'GET', '/projects')).status).toBe(200);
  });

  it('refuses a revoked key at once on every node', async () => {
    const key = await createTestKey(a.url, ann.accessToken, ['projects:read'], 'Revoked');
    // Used on both nodes first, so nothing is only read at the first use.
    expect((await publicCall(a.url, key.secret, 'GET', '/projects')).status).toBe(200);
    expect((await publicCall(b.url, key.secret, 'GET', '/projects')).status).toBe(200);
    expect(await revokeTestKey(a.url, ann.accessToken, key.id)).toBe(200);
    for (const node of [b, a]) {
      const res = await publicCall(node.url, key.secret, 'GET', '/projects');
      expect(res.status).toBe(401);
      expect(res.body.reason).toBe('INVALID_API_KEY');
    }
    const listed = (await listKeys(ann, b)).find((k) => k.id === key.id);
    expect(listed?.revokedAt).not.toBeNull();
  });

  it('limits each key per minute across nodes, with the RateLimit headers and Retry-After', async () => {
    a.advance(60_000 - (a.deps.clock().getTime() % 60_000) + 1_000); // 1 s into a minute
    const key = await createTestKey(a.url, ann.accessToken, ['projects:read'], 'Limited');
    const other = await createTestKey(a.url, ann.accessToken, ['projects:read'], 'Other');
    const seen = [];
    for (const node of [a, b, a]) {
      const res = await publicCall(node.url, key.secret, 'GET', '/projects');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"per-key";q=3;w=60');
      seen.push(res.headers.get('ratelimit'));
    }
    // Remaining 2, 1, 0; reset: the seconds left of the minute (59 but for a slow machine).
    const parsed = seen.map((h) =>
      /^"per-key";r=(\d+);t=(\d+)$/
        .exec(h ?? '')
        ?.slice(1)
        .map(Number),
    );
    expect(parsed.map((p) => p?.[0])).toEqual([2, 1, 0]);
    for (const p of parsed) expect(p?.[1]).toBeGreaterThan(30);
    const refused = await publicCall(b.url, key.secret, 'GET', '/projects');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMITED');
    const retry = refused.headers.get('retry-after');
    expect(Number(retry)).toBeGreaterThan(30);
    expect(refused.headers.get('ratelimit')).toBe(`"per-key";r=0;t=${retry}`);
    // Per key: another key of the same account is not held up.
    expect((await publicCall(b.url, other.secret, 'GET', '/projects')).status).toBe(200);
    // The next window.
    a.advance(59_000);
    expect((await publicCall(b.url, key.secret, 'GET', '/projects')).status).toBe(200);
  });

  it('never writes a key to the log (R14)', async () => {
    const key = await createTestKey(a.url, ann.accessToken, ['projects:read'], 'Logged?');
    await publicCall(a.url, key.secret, 'GET', '/projects');
    await publicCall(a.url, key.secret, 'GET', '/surveys/not-a-uuid/progress');
    await publicCall(a.url, key.secret, 'POST', '/projects', { name: 'x' });
    await revokeTestKey(a.url, ann.accessToken, key.id);
    await publicCall(a.url, key.secret, 'GET', '/projects');
    // A key sent where a URL is logged (a client's mistake) is redacted too.
    await fetch(`${a.url}/api/public/v1/projects?key=${key.secret}`);
    await fetch(`${a.url}/api/public/v1/${key.secret}`);
    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join('\n');
    expect(logged).toContain('/api/public/v1/projects');
    expect(logged).not.toContain(key.secret);
    expect(logged).not.toContain(key.secret.slice(4));
  });
});
