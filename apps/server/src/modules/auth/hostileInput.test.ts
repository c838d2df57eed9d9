import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/** Every JSON route of the auth API, and whether it needs the bearer token. */
const ROUTES: { path: string; bearer: boolean }[] = [
  { path: 'login', bearer: false },
  { path: 'request/access', bearer: false },
  { path: 'signup/access', bearer: false },
  { path: 'account', bearer: true },
  { path: 'invite/create', bearer: true },
  { path: 'signup/invite', bearer: false },
  { path: 'request-reset-password', bearer: false },
  { path: 'valid-reset-password', bearer: false },
  { path: 'reset-password', bearer: false },
];

const HOSTILE: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { emailAddress: { $gt: '' }, password: ['a'] },
  { emailAddress: 'a'.repeat(100_000), password: 'b'.repeat(100_000) },
  { requestId: null, inviteId: 1, resetPasswordId: {}, password: true },
  {
    accountId: "'; DROP TABLE users; --",
    creatorEmailAddress: 'a@b.co',
    inviteeEmailAddresses: 'a@b.co',
  },
  { firstName: '\u0000', lastName: '\u202e', emailAddress: 'a\u0000@b.co', accountName: '\ud800' },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
];

describe('hostile input on every auth route', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let usersBefore = 0;
  beforeAll(async () => {
    t = await startTestApp();
    user = await signUpUser(t);
    const { rows } = await t.deps.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users',
    );
    usersBefore = rows[0]?.n ?? 0;
  });
  afterAll(() => t.close());

  it('answers 400 (or 401 before authentication), never 5xx, and changes nothing', async () => {
    for (const route of ROUTES) {
      for (const body of HOSTILE) {
        const res = await api(t, route.path, {
          body,
          token: route.bearer ? user.accessToken : undefined,
        });
        expect(res.status, `${route.path} ${JSON.stringify(body)?.slice(0, 60)}`).toBe(400);
        expect(await res.json()).toMatchObject({
          error: expect.stringMatching(/BAD_USER_INPUT|BAD_REQUEST/),
        });
      }
      if (route.bearer) expect((await api(t, route.path, { body: {} })).status).toBe(401);
    }
    const { rows } = await t.deps.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users',
    );
    expect(rows[0]?.n).toBe(usersBefore);
    expect(t.reported).toEqual([]);
  });

  it('refuses oversized bodies and non-JSON content types without a 5xx', async () => {
    const huge = await api(t, 'login', {
      body: { emailAddress: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    const form = await fetch(`${t.url}/v1/dashboard/api/v1.0/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'emailAddress=a@b.co&password=x',
    });
    expect(form.status).toBe(415);
  });

  it('never answers 5xx to random JSON (property test)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.jsonValue(), async (route, body) => {
        const res = await api(t, route.path, {
          body,
          token: route.bearer ? user.accessToken : undefined,
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(t.reported).toEqual([]);
  });

  it('handles hostile path and query parameters', async () => {
    const token = user.accessToken;
    for (const path of [
      'account/%00',
      `account/${'9'.repeat(5000)}`,
      'signup/invite-details/%E0%A4%A',
      `signup/invite-details/${'x'.repeat(5000)}`,
      'user?emailAddress=a@b.co&emailAddress=c@d.co',
      'user?emailAddress[$ne]=x',
    ]) {
      const res = await api(t, path, { token });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(t.reported).toEqual([]);
  });
});
