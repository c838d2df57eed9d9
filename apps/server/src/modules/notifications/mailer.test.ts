import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, outbox, signUpUser, uniqueEmail } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{
  port: number;
  received: Received[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const request = (emailAddress: string, accountName = 'Mail Test Ltd') => ({
  firstName: 'Mia',
  lastName: 'Mail',
  emailAddress,
  accountName,
});

/** Undoes quoted-printable soft line breaks and escapes, enough to find a link. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'Survey <no-reply@survey.test>',
      APP_URL: 'https://dash.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the sign-up link to a real SMTP server and records the delivery', async () => {
    const email = uniqueEmail('smtp');
    expect((await api(t, 'request/access', { body: request(email) })).status).toBe(200);
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message?.from).toBe('no-reply@survey.test');
    const raw = unfold(message?.raw ?? '');
    expect(raw).toMatch(/Subject: Create your password/);
    expect(raw).toMatch(/https:\/\/dash\.example\.com\/create-password\/[\w-]{43}/);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    const { rows } = await t.deps.database.pool.query<{
      sent_at: Date | null;
      error: string | null;
    }>('SELECT sent_at, error FROM outbox_emails WHERE "to" = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sent_at).toBeInstanceOf(Date);
    expect(rows[0]?.error).toBeNull();
  });

  it('does not expose the dev outbox when SMTP is configured', async () => {
    expect((await fetch(`${t.url}/dev/outbox.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/dev/outbox`)).status).toBe(404);
  });
});

describe('e-mail delivery failure', () => {
  it('keeps the user action and records the error when SMTP is unreachable', async () => {
    const t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const email = uniqueEmail('unreachable');
      expect((await api(t, 'request/access', { body: request(email) })).status).toBe(200);
      const { rows } = await t.deps.database.pool.query<{
        sent_at: Date | null;
        error: string | null;
      }>('SELECT sent_at, error FROM outbox_emails WHERE "to" = $1', [email]);
      expect(rows[0]?.sent_at).toBeNull();
      expect(rows[0]?.error).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});

describe('local outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the newest 50 messages as JSON with a stable shape', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await api(t, 'request/access', { body: request(first) });
    await api(t, 'request/access', { body: request(second) });
    const messages = await outbox(t);
    expect(messages.map((m) => m.to).slice(0, 2)).toEqual([second, first]);
    const [latest] = messages;
    expect(Object.keys(latest ?? {}).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);
    expect(latest?.text).toMatch(/http:\/\/localhost:\d+\/create-password\/[\w-]+/);
    expect(Number.isNaN(Date.parse(latest?.createdAt ?? ''))).toBe(false);

    for (let i = 0; i < 55; i++) {
      // Sign-up requests are limited per client address (30 an hour): spread them over hours.
      if (i % 25 === 0) t.advance(3_600_000);
      await api(t, 'request/access', { body: request(uniqueEmail('bulk')) });
    }
    expect(await outbox(t)).toHaveLength(50);
  });

  it('renders an HTML page with clickable links and escaped user values', async () => {
    const owner = await signUpUser(t, { accountName: '<script>alert(1)</script>' });
    const invitee = uniqueEmail('page');
    await api(t, 'invite/create', {
      token: owner.accessToken,
      body: {
        accountId: owner.accountId,
        creatorEmailAddress: owner.email,
        inviteeEmailAddresses: [invitee],
      },
    });
    const res = await fetch(`${t.url}/dev/outbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/<a href="http:\/\/localhost:\d+\/signup\?iid=[\w-]+">/);
    expect(html.indexOf(invitee)).toBeLessThan(html.indexOf(owner.email));
  });
});

describe('dev outbox in production', () => {
  it('is not served', async () => {
    const t = await startTestApp({ NODE_ENV: 'production' });
    try {
      expect((await fetch(`${t.url}/dev/outbox.json`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
