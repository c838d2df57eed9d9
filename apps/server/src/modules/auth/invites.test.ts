import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  claimsOf,
  linkTokenFor,
  outbox,
  refreshCookieOf,
  signUpUser,
  uniqueEmail,
  type SignedUpUser,
} from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('team invites', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'https://dash.example.com' });
    owner = await signUpUser(t, {
      accountName: 'Owner & Co <Research>',
      firstName: 'Olive',
      lastName: 'Owner',
    });
  });
  afterAll(() => t.close());

  const invite = (by: SignedUpUser, emails: string[], accountId = by.accountId) =>
    api(t, 'invite/create', {
      token: by.accessToken,
      body: { accountId, creatorEmailAddress: by.email, inviteeEmailAddresses: emails },
    });
  const accept = (inviteId: string, password = 'team member password') =>
    api(t, 'signup/invite', { body: { inviteId, firstName: 'Tom', lastName: 'Team', password } });

  it('invites by e-mail, and the invitee joins the inviter’s account', async () => {
    const email = uniqueEmail('invitee');
    const res = await invite(owner, [email]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      invites: { inviteeEmailAddress: string; expiresAt: string }[];
      skipped: string[];
    };
    expect(body.skipped).toEqual([]);
    expect(body.invites).toHaveLength(1);
    expect(body.invites[0]?.inviteeEmailAddress).toBe(email);
    const days = (Date.parse(body.invites[0]?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7.01);

    const [mail] = await outbox(t);
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain('https://dash.example.com/signup?iid=');
    // User-provided values are escaped in the HTML body.
    expect(mail?.html).toContain('Owner &amp; Co &lt;Research&gt;');
    expect(mail?.html).not.toContain('<Research>');

    const inviteId = await linkTokenFor(t, email, 'invite');
    const details = await api(t, `signup/invite-details/${inviteId}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({
      accountName: 'Owner & Co <Research>',
      inviteeEmailAddress: email,
    });

    const joined = await accept(inviteId);
    expect(joined.status).toBe(200);
    const session = (await joined.json()) as { emailAddress: string; accessToken: string };
    expect(session.emailAddress).toBe(email);
    expect(claimsOf(session.accessToken).acc).toBe(owner.accountId);
    expect(refreshCookieOf(joined)).toBeDefined();

    // Both now see each other as members of the same account.
    const seen = await api(t, `user?emailAddress=${encodeURIComponent(email)}`, {
      token: owner.accessToken,
    });
    expect(await seen.json()).toEqual({ firstName: 'Tom', lastName: 'Team' });
  });

  it('works only once', async () => {
    const email = uniqueEmail('once');
    await invite(owner, [email]);
    const inviteId = await linkTokenFor(t, email, 'invite');
    expect((await accept(inviteId)).status).toBe(200);
    const again = await accept(inviteId, 'another good password');
    expect(again.status).toBe(404);
    expect((await api(t, `signup/invite-details/${inviteId}`)).status).toBe(404);
  });

  it('expires after 7 days with 410', async () => {
    const email = uniqueEmail('late');
    await invite(owner, [email]);
    const inviteId = await linkTokenFor(t, email, 'invite');
    const fresh = await api(t, 'login', {
      body: { emailAddress: owner.email, password: owner.password },
    });
    t.advance(7 * 86_400_000 + 1000);
    expect((await api(t, `signup/invite-details/${inviteId}`)).status).toBe(410);
    const late = await accept(inviteId);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: 'GONE' });
    // Refresh the owner's session for the following tests (the access token has expired).
    const renewed = await api(t, 'refresh_token', { cookie: refreshCookieOf(fresh) });
    owner = {
      ...owner,
      accessToken: ((await renewed.json()) as { accessToken: string }).accessToken,
    };
  });

  it('reports addresses that already have a user as skipped and does not invite them', async () => {
    const member = await signUpUser(t);
    const email = uniqueEmail('new');
    const res = await invite(owner, [member.email.toUpperCase(), email, email]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      invites: { inviteeEmailAddress: string }[];
      skipped: string[];
    };
    expect(body.invites.map((i) => i.inviteeEmailAddress)).toEqual([email]);
    expect(body.skipped).toEqual([member.email]);
    expect(
      (await outbox(t)).filter((m) => m.to === member.email && m.subject.includes('invited')),
    ).toEqual([]);
  });

  it('a newer invite to the same address replaces the older one', async () => {
    const email = uniqueEmail('twice');
    await invite(owner, [email]);
    const older = await linkTokenFor(t, email, 'invite');
    await invite(owner, [email]);
    const newer = await linkTokenFor(t, email, 'invite');
    expect((await api(t, `signup/invite-details/${older}`)).status).toBe(404);
    expect((await accept(newer)).status).toBe(200);
  });

  it('refuses to invite into another account, or in somebody else’s name', async () => {
    const stranger = await signUpUser(t);
    const into = await invite(stranger, [uniqueEmail()], owner.accountId);
    expect(into.status).toBe(404);
    const asOther = await api(t, 'invite/create', {
      token: stranger.accessToken,
      body: {
        accountId: stranger.accountId,
        creatorEmailAddress: owner.email,
        inviteeEmailAddresses: [uniqueEmail()],
      },
    });
    expect(asOther.status).toBe(404);
    const anonymous = await api(t, 'invite/create', {
      body: {
        accountId: owner.accountId,
        creatorEmailAddress: owner.email,
        inviteeEmailAddresses: [uniqueEmail()],
      },
    });
    expect(anonymous.status).toBe(401);
    const { rows } = await t.deps.database.pool.query(
      'SELECT 1 FROM invites WHERE inviter_user_id = $1',
      [stranger.userId],
    );
    expect(rows).toEqual([]);
  });

  it('validates the invite list: 1 to 50 valid addresses', async () => {
    expect((await invite(owner, [])).status).toBe(400);
    expect(
      (
        await invite(
          owner,
          Array.from({ length: 51 }, () => uniqueEmail()),
        )
      ).status,
    ).toBe(400);
    expect((await invite(owner, ['not an email'])).status).toBe(400);
    const fifty = await invite(
      owner,
      Array.from({ length: 50 }, () => uniqueEmail('bulk')),
    );
    expect(fifty.status).toBe(200);
    expect(((await fifty.json()) as { invites: unknown[] }).invites).toHaveLength(50);
  });

  it('answers 404 for unknown invite ids and 400 for a password the policy refuses', async () => {
    expect((await api(t, 'signup/invite-details/unknown-token')).status).toBe(404);
    expect((await accept('unknown-token')).status).toBe(404);
    const email = uniqueEmail('weak');
    await invite(owner, [email]);
    const inviteId = await linkTokenFor(t, email, 'invite');
    const weak = await accept(inviteId, 'password');
    expect(weak.status).toBe(400);
    expect((await accept(inviteId)).status).toBe(200);
    const missing = await api(t, 'signup/invite', {
      body: { inviteId, password: 'team member password' },
    });
    expect(missing.status).toBe(400);
  });
});
