import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('user and account lookups', () => {
  let t: TestApp;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await signUpUser(t, {
      accountName: 'Alice Research',
      firstName: 'Alice',
      lastName: 'A',
    });
    bob = await signUpUser(t, { accountName: 'Bob Insights', firstName: 'Bob', lastName: 'B' });
  });
  afterAll(() => t.close());

  const userQuery = (email: string) => `user?emailAddress=${encodeURIComponent(email)}`;

  it('GET user answers the names of a user in the caller’s account', async () => {
    const res = await api(t, userQuery(alice.email.toUpperCase()), { token: alice.accessToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ firstName: 'Alice', lastName: 'A' });
  });

  it('GET user answers 404 for a user of another account, and 401 without a token', async () => {
    const res = await api(t, userQuery(bob.email), { token: alice.accessToken });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await api(t, userQuery(alice.email))).status).toBe(401);
    expect((await api(t, 'user', { token: alice.accessToken })).status).toBe(400);
    expect((await api(t, 'user?emailAddress=nope', { token: alice.accessToken })).status).toBe(400);
  });

  it('POST account lists the caller’s accounts with markup', async () => {
    const res = await api(t, 'account', {
      body: { emailAddress: alice.email },
      token: alice.accessToken,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { accountId: alice.accountId, name: 'Alice Research', markup: 0 },
    ]);

    await t.deps.database.pool.query('UPDATE accounts SET markup = 0.25 WHERE id = $1', [
      alice.accountId,
    ]);
    const marked = await api(t, 'account', {
      body: { emailAddress: alice.email },
      token: alice.accessToken,
    });
    expect(await marked.json()).toEqual([
      { accountId: alice.accountId, name: 'Alice Research', markup: 0.25 },
    ]);
  });

  it('POST account answers 404 for somebody else’s e-mail and 401 without a token', async () => {
    const res = await api(t, 'account', {
      body: { emailAddress: bob.email },
      token: alice.accessToken,
    });
    expect(res.status).toBe(404);
    expect((await api(t, 'account', { body: { emailAddress: alice.email } })).status).toBe(401);
    expect(
      (await api(t, 'account', { body: { emailAddress: 5 }, token: alice.accessToken })).status,
    ).toBe(400);
  });

  it('GET account/{id} answers the name, and another account’s id exactly like a missing one', async () => {
    const own = await api(t, `account/${alice.accountId}`, { token: alice.accessToken });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ name: 'Alice Research' });

    const foreign = await api(t, `account/${bob.accountId}`, { token: alice.accessToken });
    const missing = await api(t, 'account/00000000-0000-4000-8000-000000000000', {
      token: alice.accessToken,
    });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
  });

  it('GET account/{id} answers 400 for a non-uuid and 401 without a token', async () => {
    const bad = await api(t, 'account/not-a-uuid', { token: alice.accessToken });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'BAD_USER_INPUT' });
    expect(
      (await api(t, `account/${encodeURIComponent("1' OR '1'='1")}`, { token: alice.accessToken }))
        .status,
    ).toBe(400);
    expect((await api(t, `account/${alice.accountId}`)).status).toBe(401);
    expect(t.reported).toEqual([]);
  });
});
