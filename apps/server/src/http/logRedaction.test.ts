import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, linkTokenFor, signUpUser, uniqueEmail } from '../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { redactUrl } from '../lib/logger.ts';
import { exportLink } from '../modules/exports/exportLinks.ts';

describe('logged URLs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = () => lines.join('\n');
  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    t = await startTestApp({}, { log });
  });
  afterAll(() => t.close());

  it('never carry a sign-up link token (the e-mail, the page and the API call)', async () => {
    const user = await signUpUser(t);
    const token = await linkTokenFor(t, user.email, 'signup');
    await fetch(`${t.url}/create-password/${token}`);
    await api(t, 'valid-signup-request', { body: { requestId: token } });
    expect(logged()).toContain('/create-password/[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('never carry a password-reset token', async () => {
    const user = await signUpUser(t);
    expect(
      (await api(t, 'request-reset-password', { body: { emailAddress: user.email } })).status,
    ).toBe(200);
    const token = await linkTokenFor(t, user.email, 'reset');
    await fetch(`${t.url}/reset-password?rid=${token}`);
    expect(logged()).toContain('/reset-password?rid=[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('never carry an invite token', async () => {
    const inviter = await signUpUser(t);
    const invitee = uniqueEmail('invitee');
    const res = await api(t, 'invite/create', {
      token: inviter.accessToken,
      body: {
        accountId: inviter.accountId,
        creatorEmailAddress: inviter.email,
        inviteeEmailAddresses: [invitee],
      },
    });
    expect(res.status).toBe(200);
    const token = await linkTokenFor(t, invitee, 'invite');
    await fetch(`${t.url}/signup?iid=${token}`);
    await api(t, `signup/invite-details/${token}`);
    expect(logged()).not.toContain(token);
  });

  it('never carry the signature of a raw-data download link, nor an image name', async () => {
    const link = exportLink(randomBytes(32), randomUUID(), Date.now() + 60_000);
    const signature = new URL(link, t.url).searchParams.get('signature') ?? '';
    await fetch(`${t.url}${link}`);
    const image = randomBytes(16).toString('hex');
    await fetch(`${t.url}/v1/media/images/${image}=s64`);
    expect(logged()).toContain('/file?expires=[redacted]&signature=[redacted]');
    expect(logged()).not.toContain(signature);
    expect(logged()).not.toContain(image);
  });
});

describe('redactUrl', () => {
  it('keeps route words, record ids and query keys', () => {
    const id = randomUUID();
    expect(redactUrl(`/v1/dashboard/api/v1.0/request-reset-password`)).toBe(
      '/v1/dashboard/api/v1.0/request-reset-password',
    );
    expect(redactUrl(`/v1/dashboard/api/v1.0/raw-data-exports/${id}?a=1&b&c=`)).toBe(
      `/v1/dashboard/api/v1.0/raw-data-exports/${id}?a=[redacted]&b&c=[redacted]`,
    );
  });
});
