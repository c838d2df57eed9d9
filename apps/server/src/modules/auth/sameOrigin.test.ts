import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  linkTokenFor,
  signUpUser,
  uniqueEmail,
  type CallOptions,
} from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from './sameOrigin.ts';

const APP = 'https://dash.example.com';

describe('isSameOriginRequest', () => {
  const allowed = [APP];
  const check = (origin?: string, secFetchSite?: string) =>
    isSameOriginRequest({ origin, secFetchSite }, allowed);

  it('accepts the app origin, a same-origin fetch, and non-browser clients', () => {
    expect(check(APP)).toBe(true);
    expect(check('HTTPS://DASH.EXAMPLE.COM')).toBe(true);
    expect(check(APP, 'same-origin')).toBe(true);
    expect(check(undefined, 'same-origin')).toBe(true);
    expect(check(undefined, undefined)).toBe(true);
  });

  it('refuses other origins, sibling sites and whatever the browser did not mark same-origin', () => {
    expect(check('https://evil.example')).toBe(false);
    expect(check('https://other.dash.example.com')).toBe(false);
    expect(check('http://dash.example.com')).toBe(false);
    expect(check('https://dash.example.com:8443')).toBe(false);
    expect(check('null')).toBe(false);
    expect(check(undefined, 'cross-site')).toBe(false);
    expect(check(undefined, 'same-site')).toBe(false);
    expect(check(undefined, 'none')).toBe(false);
    // Every header the browser set must agree.
    expect(check(APP, 'cross-site')).toBe(false);
    expect(check('https://evil.example', 'same-origin')).toBe(false);
  });
});

interface TokenCall {
  path: string;
  opts: CallOptions;
}

describe('endpoints that answer a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_URL: APP });
  });
  afterAll(() => t.close());

  /** A call to each endpoint that succeeds when sent from the dashboard itself. */
  const endpoints: Record<string, () => Promise<TokenCall>> = {
    login: async () => {
      const user = await signUpUser(t);
      return {
        path: 'login',
        opts: { body: { emailAddress: user.email, password: user.password } },
      };
    },
    refresh_token: async () => {
      const user = await signUpUser(t);
      return { path: 'refresh_token', opts: { cookie: user.cookie } };
    },
    'signup/access': async () => {
      const email = uniqueEmail('new');
      await api(t, 'request/access', {
        body: { firstName: 'A', lastName: 'B', emailAddress: email, accountName: 'Org' },
      });
      const requestId = await linkTokenFor(t, email, 'signup');
      return { path: 'signup/access', opts: { body: { requestId, password: 'a fine password' } } };
    },
    'signup/invite': async () => {
      const inviter = await signUpUser(t);
      const invitee = uniqueEmail('invitee');
      const created = await api(t, 'invite/create', {
        token: inviter.accessToken,
        body: {
          accountId: inviter.accountId,
          creatorEmailAddress: inviter.email,
          inviteeEmailAddresses: [invitee],
        },
      });
      expect(created.status).toBe(200);
      const inviteId = await linkTokenFor(t, invitee, 'invite');
      return {
        path: 'signup/invite',
        opts: { body: { inviteId, firstName: 'C', lastName: 'D', password: 'a fine password' } },
      };
    },
    'reset-password': async () => {
      const user = await signUpUser(t);
      await api(t, 'request-reset-password', { body: { emailAddress: user.email } });
      const resetPasswordId = await linkTokenFor(t, user.email, 'reset');
      return {
        path: 'reset-password',
        opts: { body: { resetPasswordId, password: 'another fine password' } },
      };
    },
  };

  const send = (call: TokenCall, headers: Record<string, string>) =>
    api(t, call.path, { ...call.opts, headers: { ...call.opts.headers, ...headers } });

  for (const [name, prepare] of Object.entries(endpoints)) {
    it(`${name}: refuses a cross-site request (403, nothing used up), accepts a same-origin one, never cached`, async () => {
      const call = await prepare();
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://sub.dash.example.com', 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const refused = await send(call, headers);
        expect(refused.status, JSON.stringify(headers)).toBe(403);
        expect(refused.headers.get('cache-control')).toBe('no-store');
        expect(refused.headers.getSetCookie()).toEqual([]);
        expect(await refused.json()).toEqual({
          error: 'FORBIDDEN',
          message: CROSS_ORIGIN_MESSAGE,
          reason: 'CROSS_ORIGIN',
        });
      }
      // The refused requests used nothing up: the link or cookie still works from the dashboard.
      const accepted = await send(call, { origin: APP, 'sec-fetch-site': 'same-origin' });
      expect(accepted.status).toBe(200);
      expect(accepted.headers.get('cache-control')).toBe('no-store');
      expect(await accepted.json()).toHaveProperty('accessToken');
    });
  }

  it('accepts what a browser sends on a same-origin GET (no Origin) and non-browser clients', async () => {
    const browser = await endpoints.refresh_token!();
    const res = await send(browser, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    const script = await endpoints.login!();
    const plain = await send(script, {});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-store');
  });

  it('answers no-store on failures too', async () => {
    const res = await api(t, 'login', {
      body: { emailAddress: uniqueEmail('nobody'), password: 'whatever it is' },
      headers: { origin: APP },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the origin the browser addressed (the dashboard opened by another host name)', async () => {
    const call = await endpoints.login!();
    const res = await send(call, { origin: t.url, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
  });
});
