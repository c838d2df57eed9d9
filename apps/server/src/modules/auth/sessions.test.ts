import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  claimsOf,
  refreshCookieOf,
  signUpUser,
  type SignedUpUser,
} from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const DAY_MS = 24 * 3600_000;
const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

describe('refresh tokens and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const refresh = (cookie?: string) => api(t, 'refresh_token', { cookie });
  const whoAmI = (user: SignedUpUser, token: string) =>
    api(t, 'account', { body: { emailAddress: user.email }, token });

  it('rotates the refresh cookie and issues a working access token', async () => {
    const user = await signUpUser(t);
    const res = await refresh(user.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accessToken: string };
    expect(Object.keys(body)).toEqual(['accessToken']);
    const next = refreshCookieOf(res);
    expect(next).toBeDefined();
    expect(next).not.toBe(user.cookie);
    expect((await whoAmI(user, body.accessToken)).status).toBe(200);
    expect((await refresh(next)).status).toBe(200);
  });

  it('answers 401 without a cookie, with an unknown one, and after 30 days', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('refresh_token=not-a-real-token')).status).toBe(401);
    expect((await refresh(`refresh_token=${'x'.repeat(4000)}`)).status).toBe(401);
    const user = await signUpUser(t);
    t.advance(30 * 24 * 3600_000 + 1000);
    const expired = await refresh(user.cookie);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const user = await signUpUser(t);
    const first = await refresh(user.cookie);
    const newer = refreshCookieOf(first);
    // Someone replays the original (now used) token: it fails, and so does the newer one.
    expect((await refresh(user.cookie)).status).toBe(401);
    expect((await refresh(newer)).status).toBe(401);
    // Other logins of the same user are separate families and keep working.
    const other = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    expect((await refresh(refreshCookieOf(other))).status).toBe(200);
  });

  it('lets exactly one of two concurrent uses of a token win', async () => {
    const user = await signUpUser(t);
    const results = await Promise.all([refresh(user.cookie), refresh(user.cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    // The replay revoked the family, including the winner's new token.
    const winner = results.find((r) => r.status === 200);
    expect((await refresh(winner && refreshCookieOf(winner))).status).toBe(401);
  });

  it('logs out: 204, clears the cookie, and the refresh token stops working', async () => {
    const user = await signUpUser(t);
    const rotated = refreshCookieOf(await refresh(user.cookie));
    const res = await api(t, 'logout', {
      method: 'POST',
      cookie: rotated,
      token: user.accessToken,
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/refresh_token=;/);
    expect((await refresh(rotated)).status).toBe(401);
    // Logging out again, or without any credentials, is harmless.
    expect((await api(t, 'logout', { method: 'POST', cookie: rotated })).status).toBe(204);
    expect((await api(t, 'logout', { method: 'POST' })).status).toBe(204);
  });

  it('ends the access tokens of the login it logs out of, and only those', async () => {
    const user = await signUpUser(t);
    const other = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    const otherToken = ((await other.json()) as { accessToken: string }).accessToken;
    expect((await whoAmI(user, user.accessToken)).status).toBe(200);
    const out = { method: 'POST', cookie: user.cookie, token: user.accessToken };
    expect((await api(t, 'logout', out)).status).toBe(204);
    expect((await whoAmI(user, user.accessToken)).status).toBe(401);
    expect((await whoAmI(user, otherToken)).status).toBe(200);
    // A client that lost its cookie logs out with its access token alone.
    expect((await api(t, 'logout', { method: 'POST', token: otherToken })).status).toBe(204);
    expect((await whoAmI(user, otherToken)).status).toBe(401);
    expect((await refresh(refreshCookieOf(other))).status).toBe(401);
  });

  it('ends a login 30 days after it began, however often it was refreshed', async () => {
    const user = await signUpUser(t);
    let cookie = user.cookie;
    for (const days of [10, 10, 9.9]) {
      t.advance(days * DAY_MS);
      const res = await refresh(cookie);
      expect(res.status).toBe(200);
      cookie = refreshCookieOf(res) ?? '';
    }
    t.advance(0.1 * DAY_MS + 1000);
    const ended = await refresh(cookie);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    // A new login starts a new 30 days.
    const again = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    expect((await refresh(refreshCookieOf(again))).status).toBe(200);
  });
});

describe('access tokens', () => {
  let t: TestApp;
  let user: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await signUpUser(t);
  });
  afterAll(() => t.close());

  const accountWith = (token: string | undefined) => api(t, `account/${user.accountId}`, { token });

  const sign = (
    claims: Record<string, unknown>,
    opts: { key?: Uint8Array; alg?: string; aud?: string } = {},
  ) =>
    new SignJWT({
      acc: user.accountId,
      email: user.email,
      ver: 0,
      sid: claimsOf(user.accessToken).sid,
      ...claims,
    })
      .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
      .setSubject(user.userId)
      .setIssuer('survey-dashboard')
      .setAudience(opts.aud ?? 'survey-dashboard')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(opts.key ?? TEST_SECRET);

  it('accepts the issued token and a well-formed one signed with the server key', async () => {
    expect((await accountWith(user.accessToken)).status).toBe(200);
    expect((await accountWith(await sign({}))).status).toBe(200);
  });

  it('refuses missing and malformed bearer tokens', async () => {
    expect((await accountWith(undefined)).status).toBe(401);
    expect((await accountWith('garbage')).status).toBe(401);
    expect((await accountWith('a.b.c')).status).toBe(401);
    const res = await api(t, `account/${user.accountId}`, {
      headers: { authorization: 'Basic Zm9vOmJhcg==' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses alg "none"', async () => {
    const none = new UnsecuredJWT({ acc: user.accountId, email: user.email, ver: 0 })
      .setSubject(user.userId)
      .setIssuer('survey-dashboard')
      .setAudience('survey-dashboard')
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    expect((await accountWith(none)).status).toBe(401);
  });

  it('refuses a token signed with another key or another HMAC algorithm', async () => {
    const otherKey = new TextEncoder().encode('another-secret-another-secret-0123456');
    expect((await accountWith(await sign({}, { key: otherKey }))).status).toBe(401);
    expect((await accountWith(await sign({}, { alg: 'HS512' }))).status).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const other = await signUpUser(t);
    const [header, , signature] = user.accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: other.userId, acc: other.accountId, email: other.email, ver: 0 }),
    ).toString('base64url');
    expect(
      (await api(t, `account/${other.accountId}`, { token: `${header}.${forged}.${signature}` }))
        .status,
    ).toBe(401);
  });

  it('refuses a wrong audience or issuer, and claims that do not match the user', async () => {
    expect((await accountWith(await sign({}, { aud: 'someone-else' }))).status).toBe(401);
    expect((await accountWith(await sign({ ver: 7 }))).status).toBe(401);
    expect(
      (await accountWith(await sign({ acc: '00000000-0000-4000-8000-000000000000' }))).status,
    ).toBe(401);
    // No login (a token from before logouts ended access tokens): nothing could end it.
    expect((await accountWith(await sign({ sid: undefined }))).status).toBe(401);
    expect((await accountWith(await sign({ sid: 'not-a-uuid' }))).status).toBe(401);
  });

  it('expires after 15 minutes', async () => {
    const fresh = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    const { accessToken } = (await fresh.json()) as { accessToken: string };
    t.advance(14 * 60_000);
    expect((await accountWith(accessToken)).status).toBe(200);
    t.advance(2 * 60_000);
    const expired = await accountWith(accessToken);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('stops working once the user no longer exists', async () => {
    const gone = await signUpUser(t);
    await t.deps.database.pool.query('DELETE FROM users WHERE id = $1', [gone.userId]);
    expect((await api(t, `account/${gone.accountId}`, { token: gone.accessToken })).status).toBe(
      401,
    );
  });
});
