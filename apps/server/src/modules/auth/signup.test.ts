import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  claimsOf,
  linkTokenFor,
  outbox,
  refreshCookieOf,
  signUpUser,
  uniqueEmail,
} from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const request = (email: string, accountName = 'Acme Research') => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: email,
  accountName,
});

describe('request access and create password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'https://dash.example.com' });
  });
  afterAll(() => t.close());

  it('creates the account, e-mails a one-time link and returns a public request id', async () => {
    const email = uniqueEmail();
    const res = await api(t, 'request/access', { body: request(email) });
    expect(res.status).toBe(200);
    const { requestId } = (await res.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const [mail] = await outbox(t);
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain('https://dash.example.com/create-password/');
    const token = await linkTokenFor(t, email, 'signup');
    expect(token).not.toBe(requestId);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // The request id is not a secret: it cannot set a password.
    const wrong = await api(t, 'signup/access', {
      body: { requestId, password: 'a fine password' },
    });
    expect(wrong.status).toBe(404);

    const done = await api(t, 'signup/access', {
      body: { requestId: token, password: 'a fine password' },
    });
    expect(done.status).toBe(200);
    const body = (await done.json()) as { emailAddress: string; accessToken: string };
    expect(body.emailAddress).toBe(email);
    expect(claimsOf(body.accessToken).email).toBe(email);
    expect(refreshCookieOf(done)).toBeDefined();

    const accounts = await api(t, 'account', {
      body: { emailAddress: email },
      token: body.accessToken,
    });
    expect(await accounts.json()).toEqual([
      { accountId: claimsOf(body.accessToken).acc, name: 'Acme Research', markup: 0 },
    ]);
  });

  it('stores only a hash of the link secret', async () => {
    const email = uniqueEmail();
    await api(t, 'request/access', { body: request(email) });
    const token = await linkTokenFor(t, email, 'signup');
    const { rows } = await t.deps.database.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM signup_requests',
    );
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('lets each link work only once', async () => {
    const email = uniqueEmail();
    await api(t, 'request/access', { body: request(email) });
    const token = await linkTokenFor(t, email, 'signup');
    const first = await api(t, 'signup/access', {
      body: { requestId: token, password: 'first password 1' },
    });
    expect(first.status).toBe(200);
    const again = await api(t, 'signup/access', {
      body: { requestId: token, password: 'other password 2' },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'This link is invalid or has already been used.',
    });
    const login = await api(t, 'login', {
      body: { emailAddress: email, password: 'first password 1' },
    });
    expect(login.status).toBe(200);
  });

  it('re-sends a fresh link for a pending sign-up, never renaming the person or organisation', async () => {
    const email = uniqueEmail();
    const first = await api(t, 'request/access', { body: request(email, 'First name') });
    const { requestId: firstId } = (await first.json()) as { requestId: string };
    const old = await linkTokenFor(t, email, 'signup');
    // Anyone can ask again for this address: they must not get to rename the pending sign-up.
    const second = await api(t, 'request/access', {
      body: {
        firstName: 'Mallory',
        lastName: 'Intruder',
        emailAddress: email.toUpperCase(),
        accountName: 'Click https://evil.example',
      },
    });
    expect(second.status).toBe(200);
    // The same shape as a first request: nothing tells the caller the address was pending.
    const { requestId: secondId, ...rest } = (await second.json()) as { requestId: string };
    expect(rest).toEqual({});
    expect(secondId).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondId).not.toBe(firstId);
    const [mail] = await outbox(t);
    expect(mail?.to).toBe(email);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/Mallory|evil\.example/);
    expect(mail?.text).toContain('Grace');
    const fresh = await linkTokenFor(t, email, 'signup');
    expect(fresh).not.toBe(old);

    expect(
      (await api(t, 'signup/access', { body: { requestId: old, password: 'a fine password' } }))
        .status,
    ).toBe(404);
    const done = await api(t, 'signup/access', {
      body: { requestId: fresh, password: 'a fine password' },
    });
    expect(done.status).toBe(200);
    const { rows } = await t.deps.database.pool.query('SELECT 1 FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows).toHaveLength(1);
    const { accessToken } = (await done.json()) as { accessToken: string };
    const acc = claimsOf(accessToken).acc;
    const account = await api(t, `account/${acc}`, { token: accessToken });
    expect(await account.json()).toEqual({ name: 'First name' });
    const me = await api(t, `user?emailAddress=${encodeURIComponent(email)}`, {
      token: accessToken,
    });
    expect(await me.json()).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('refuses an e-mail that already has an account', async () => {
    const user = await signUpUser(t);
    const res = await api(t, 'request/access', { body: request(user.email) });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'CONFLICT',
      message: 'An account with this e-mail address already exists.',
    });
  });

  it('tells whether a create-password link can still be used, without using it', async () => {
    const email = uniqueEmail();
    await api(t, 'request/access', { body: request(email) });
    const token = await linkTokenFor(t, email, 'signup');
    const check = () => api(t, 'valid-signup-request', { body: { requestId: token } });
    const before = await check();
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ valid: true });
    expect((await check()).status).toBe(200);
    const used = await api(t, 'signup/access', {
      body: { requestId: token, password: 'first password 1' },
    });
    expect(used.status).toBe(200);
    expect((await check()).status).toBe(404);
    expect((await api(t, 'valid-signup-request', { body: { requestId: 'no-such' } })).status).toBe(
      404,
    );
    expect((await api(t, 'valid-signup-request', { body: { requestId: 12 } })).status).toBe(400);
  });

  it('expires the link after 7 days with 410', async () => {
    const email = uniqueEmail();
    await api(t, 'request/access', { body: request(email) });
    const token = await linkTokenFor(t, email, 'signup');
    t.advance(7 * 24 * 3600_000 + 1000);
    const res = await api(t, 'signup/access', {
      body: { requestId: token, password: 'a fine password' },
    });
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ error: 'GONE' });
    const check = await api(t, 'valid-signup-request', { body: { requestId: token } });
    expect(check.status).toBe(410);
  });

  it('applies the password policy and keeps the link usable after a refusal', async () => {
    const email = uniqueEmail();
    await api(t, 'request/access', { body: request(email) });
    const token = await linkTokenFor(t, email, 'signup');
    const short = await api(t, 'signup/access', { body: { requestId: token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: 'Use at least 8 characters.',
    });
    const common = await api(t, 'signup/access', {
      body: { requestId: token, password: 'Password123' },
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      message: 'This password is too common. Choose something harder to guess.',
    });
    const long = await api(t, 'signup/access', {
      body: { requestId: token, password: 'x'.repeat(129) },
    });
    expect(await long.json()).toMatchObject({ message: 'Use at most 128 characters.' });
    const ok = await api(t, 'signup/access', {
      body: { requestId: token, password: 'a fine password' },
    });
    expect(ok.status).toBe(200);
  });

  it('rejects malformed requests with 400 and creates nothing', async () => {
    const before = await t.deps.database.pool.query('SELECT count(*)::int AS n FROM users');
    for (const body of [
      {},
      { ...request(uniqueEmail()), emailAddress: 'not-an-email' },
      { ...request(uniqueEmail()), firstName: '' },
      { ...request(uniqueEmail()), accountName: 'x'.repeat(10_000) },
      { ...request(uniqueEmail()), lastName: 42 },
      { ...request(uniqueEmail()), firstName: 'bad\u0000name' },
    ]) {
      const res = await api(t, 'request/access', { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT' });
    }
    const after = await t.deps.database.pool.query('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
