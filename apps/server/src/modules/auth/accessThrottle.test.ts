import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueEmail } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const PER_CLIENT_PER_HOUR = 30;

function requestAccessFrom(t: TestApp, ip: string, email = uniqueEmail('asker')) {
  return api(t, 'request/access', {
    body: { firstName: 'Ada', lastName: 'Lovelace', emailAddress: email, accountName: 'Acme' },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('request access per client (behind a trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('allows 30 requests an hour from one IPv6 /64, whatever the e-mails and addresses', async () => {
    for (let i = 1; i <= PER_CLIENT_PER_HOUR; i++) {
      const res = await requestAccessFrom(t, `2001:db8:aa:1::${i.toString(16)}`);
      expect(res.status).toBe(200);
    }
    const blocked = await requestAccessFrom(t, '2001:db8:aa:1:ffff::1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await requestAccessFrom(t, '2001:db8:aa:2::1')).status).toBe(200);
    t.advance(3_600_000);
    expect((await requestAccessFrom(t, '2001:db8:aa:1::1')).status).toBe(200);
  });

  it('counts an IPv4-mapped address as the IPv4 client it is', async () => {
    for (let i = 0; i < PER_CLIENT_PER_HOUR; i++) {
      const ip = i % 2 === 0 ? '203.0.113.77' : '::ffff:203.0.113.77';
      expect((await requestAccessFrom(t, ip)).status).toBe(200);
    }
    expect((await requestAccessFrom(t, '203.0.113.77')).status).toBe(429);
    expect((await requestAccessFrom(t, '::ffff:203.0.113.77')).status).toBe(429);
  });

  it('still limits one e-mail to 5 an hour from any number of clients', async () => {
    const email = uniqueEmail('victim');
    for (let i = 1; i <= 5; i++) {
      expect((await requestAccessFrom(t, `192.0.2.${i}`, email)).status).toBe(200);
    }
    expect((await requestAccessFrom(t, '192.0.2.99', email)).status).toBe(429);
  });
});

describe('request access per client, limit set by the operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1', SIGNUP_REQUESTS_PER_IP_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('takes SIGNUP_REQUESTS_PER_IP_HOUR requests an hour from one client', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await requestAccessFrom(t, '198.51.100.7')).status).toBe(200);
    }
    expect((await requestAccessFrom(t, '198.51.100.7')).status).toBe(429);
  });
});
