import type { CreatedShareLink } from '@survey/domain/sharing/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { readyTestSurvey } from '../../../test/orderHelpers.ts';
import { relogin } from '../../../test/projectHelpers.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';

const SHARING = '/v1/sharing/api/v1.0';
const SHARED = '/v1/shared/api/v1.0';
const DAY = 86_400_000;

/** Password-protected links and the shared routes' rate limits (issue 39 §1). */
describe('share links: password and limits', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;

  const createOk = async (body: Record<string, unknown> = {}) => {
    const res = await fetch(`${t.url}${SHARING}/links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
      body: JSON.stringify({
        surveyId,
        expiresAt: new Date(t.deps.clock().getTime() + 30 * DAY).toISOString(),
        ...body,
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedShareLink;
  };
  const shared = async (
    token: string,
    path: string,
    opts: { body?: unknown; key?: string; url?: string } = {},
  ) => {
    const res = await fetch(`${opts.url ?? t.url}${SHARED}/${token}${path}`, {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.key ? { 'x-share-key': opts.key } : {}),
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
    };
  };
  const unlock = (token: string, password: string) =>
    shared(token, '/unlock', { body: { password } });
  const summary = { body: { responseFilters: [] } };

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    ({ surveyId } = await readyTestSurvey(t, ann));
  });
  afterAll(() => t.close());

  it('a protected link asks for its password first; its key opens that link only, for an hour', async () => {
    const password = 'tea and biscuits';
    const { token, link } = await createOk({ password });
    expect(link.hasPassword).toBe(true);
    expect(await shared(token, '')).toMatchObject({ status: 200, body: { locked: true } });
    expect(await shared(token, '/summary', summary)).toMatchObject({
      status: 401,
      body: { reason: 'PASSWORD_REQUIRED' },
    });
    expect(await unlock(token, 'not the password')).toMatchObject({
      status: 401,
      body: { reason: 'WRONG_PASSWORD' },
    });
    const opened = await unlock(token, password);
    expect(opened.status).toBe(200);
    const key = String(opened.body.key);
    expect(await shared(token, '', { key })).toMatchObject({
      status: 200,
      body: { locked: false, surveyId },
    });
    expect((await shared(token, '/summary', { ...summary, key })).status).toBe(200);

    // The key of one link does not open another with the same password, nor a tampered key.
    const other = await createOk({ password });
    expect((await shared(other.token, '/summary', { ...summary, key })).status).toBe(401);
    const tampered = key.replace(/^\d+/, (ms) => String(Number(ms) + DAY));
    expect((await shared(token, '/summary', { ...summary, key: tampered })).status).toBe(401);
    // An unprotected link has nothing to unlock.
    const open = await createOk();
    expect((await unlock(open.token, password)).status).toBe(401);

    t.advance(60 * 60_000 + 1000);
    expect((await shared(token, '/summary', { ...summary, key })).status).toBe(401);
    expect(await shared(token, '', { key })).toMatchObject({ body: { locked: true } });
  });

  it('limits password guesses per link: past 10 wrong tries even the right one waits (429, Retry-After)', async () => {
    ann = await relogin(t, ann); // the clock moved past the access token's life
    const password = 'milk and two sugars';
    const { token } = await createOk({ password });
    for (let i = 0; i < 10; i++) expect((await unlock(token, `guess ${i}!!`)).status).toBe(401);
    const refused = await unlock(token, password);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    t.advance(15 * 60_000 + 1000);
    expect((await unlock(token, password)).status).toBe(200);
  });

  it('limits calls per link (another link still answers) and per client (over every link)', async () => {
    ann = await relogin(t, ann);
    const perLink = await startOtherProcess(t, {
      config: { SHARE_CALLS_PER_LINK_MINUTE: 5, SHARE_CALLS_PER_CLIENT_MINUTE: 1000 },
    });
    const perClient = await startOtherProcess(t, {
      config: { SHARE_CALLS_PER_LINK_MINUTE: 1000, SHARE_CALLS_PER_CLIENT_MINUTE: 5 },
    });
    try {
      const [first, second] = [await createOk(), await createOk()];
      for (let i = 0; i < 5; i++) {
        expect((await shared(first.token, '/crosstabs', { url: perLink.url })).status).toBe(200);
      }
      const limited = await shared(first.token, '/crosstabs', { url: perLink.url });
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect((await shared(second.token, '/crosstabs', { url: perLink.url })).status).toBe(200);

      const tokens = [first.token, second.token, first.token, second.token, first.token];
      for (const token of tokens) {
        expect((await shared(token, '/crosstabs', { url: perClient.url })).status).toBe(200);
      }
      // A sixth call from the same client, on either link or an unknown token: refused.
      expect((await shared(second.token, '/crosstabs', { url: perClient.url })).status).toBe(429);
      expect((await shared('B'.repeat(43), '', { url: perClient.url })).status).toBe(429);
    } finally {
      await perClient.close();
      await perLink.close();
    }
  });
});
