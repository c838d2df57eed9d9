import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, signUpUser, uniqueEmail } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

async function eventsOf(t: TestApp, userId: string): Promise<string[]> {
  const { rows } = await t.deps.database.pool.query<{ name: string }>(
    'SELECT name FROM analytics_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.name);
}

describe('analytics events (stored locally)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STAFF_EMAIL_DOMAIN: 'staff.example' });
  });
  afterAll(() => t.close());

  it('records the auth events of a customer', async () => {
    const user = await signUpUser(t);
    const login = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    await api(t, 'invite/create', {
      token: user.accessToken,
      body: {
        accountId: user.accountId,
        creatorEmailAddress: user.email,
        inviteeEmailAddresses: [uniqueEmail()],
      },
    });
    await api(t, 'request-reset-password', { body: { emailAddress: user.email } });
    await api(t, 'logout', { method: 'POST', cookie: user.cookie });
    expect(await eventsOf(t, user.userId)).toEqual([
      'Requested Access',
      'Signed Up',
      'Logged In',
      'Invited Team Member',
      'Requested Password Reset',
      'Logged Out',
    ]);
    const { rows } = await t.deps.database.pool.query<{ account_id: string; properties: unknown }>(
      `SELECT account_id, properties FROM analytics_events WHERE user_id = $1 AND name = 'Invited Team Member'`,
      [user.userId],
    );
    expect(rows[0]).toEqual({ account_id: user.accountId, properties: { invitees: 1 } });
  });

  it('does not track internal staff (by e-mail domain)', async () => {
    const staff = await signUpUser(t, {
      email: uniqueEmail('ops').replace('example.com', 'Staff.Example'),
    });
    await api(t, 'login', { body: { emailAddress: staff.email, password: staff.password } });
    expect(await eventsOf(t, staff.userId)).toEqual([]);
    // A look-alike domain is not staff.
    const outsider = await signUpUser(t, {
      email: uniqueEmail('x').replace('example.com', 'notstaff.example'),
    });
    expect(await eventsOf(t, outsider.userId)).toContain('Signed Up');
  });
});

describe('analytics staff override', () => {
  it('tracks staff when ANALYTICS_TRACK_STAFF is set', async () => {
    const t = await startTestApp({
      STAFF_EMAIL_DOMAIN: 'staff.example',
      ANALYTICS_TRACK_STAFF: 'true',
    });
    try {
      const staff = await signUpUser(t, {
        email: uniqueEmail('ops').replace('example.com', 'staff.example'),
      });
      expect(await eventsOf(t, staff.userId)).toEqual(['Requested Access', 'Signed Up']);
    } finally {
      await t.close();
    }
  });
});

describe('analytics to ANALYTICS_URL', () => {
  let server: Server;
  let t: TestApp;
  const received: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await startTestApp({ ANALYTICS_URL: `http://127.0.0.1:${port}/events` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts events as JSON instead of storing them, without the e-mail address', async () => {
    const user = await signUpUser(t);
    await vi.waitFor(() =>
      expect(received.filter((e) => e.userId === user.userId)).toHaveLength(2),
    );
    expect(received.find((e) => e.event === 'Signed Up')).toMatchObject({
      event: 'Signed Up',
      userId: user.userId,
      accountId: user.accountId,
      properties: { method: 'request' },
    });
    expect(JSON.stringify(received)).not.toContain(user.email);
    expect(await eventsOf(t, user.userId)).toEqual([]);
  });
});
