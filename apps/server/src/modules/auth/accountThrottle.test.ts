import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  linkTokenFor,
  refreshCookieOf,
  signUpUser,
  type SignedUpUser,
} from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const CAP_SECONDS = 15 * 60;

function loginFrom(t: TestApp, ip: string, user: SignedUpUser, password: string) {
  return api(t, 'login', {
    body: { emailAddress: user.email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));

let nextIp = 0;
/** A fresh IPv4 address for each call, as a botnet would use. */
const freshIp = () => {
  nextIp += 1;
  return `198.51.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
};

describe('per-account login delay (behind a trusted proxy, so every guess has its own IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('slows an account down after 10 failures, whatever addresses the guesses come from', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(t, freshIp(), user, `guess ${i}`)).status).toBe(401);
    }
    const blocked = await loginFrom(t, freshIp(), user, 'guess 10');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(30);
    // The right password is refused during the delay too, or the delay would be useless.
    const right = await loginFrom(t, freshIp(), user, user.password);
    expect(right.status).toBe(429);
    expect(refreshCookieOf(right)).toBeUndefined();

    // Each further failure doubles the wait.
    t.advance(30_000);
    expect((await loginFrom(t, freshIp(), user, 'guess 11')).status).toBe(401);
    const longer = await loginFrom(t, freshIp(), user, 'guess 12');
    expect(longer.status).toBe(429);
    expect(retryAfter(longer)).toBeGreaterThan(30);
    expect(retryAfter(longer)).toBeLessThanOrEqual(60);

    // A success after the wait resets the account's count.
    t.advance(60_000);
    expect((await loginFrom(t, freshIp(), user, user.password)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(t, freshIp(), user, `new guess ${i}`)).status).toBe(401);
    }
    expect((await loginFrom(t, freshIp(), user, 'new guess 10')).status).toBe(429);
  });

  it('holds under a burst of parallel guesses from many addresses', async () => {
    const user = await signUpUser(t);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => loginFrom(t, freshIp(), user, `burst ${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    let evaluated = statuses.filter((s) => s === 401).length;
    for (;;) {
      const status = (await loginFrom(t, freshIp(), user, `more ${evaluated}`)).status;
      if (status === 429) break;
      expect(status).toBe(401);
      evaluated += 1;
    }
    expect(evaluated).toBe(10);
  });

  it('never keeps the owner out longer than 15 minutes after the guessing stops', async () => {
    const user = await signUpUser(t);
    let waits = 0;
    // A patient attacker: guesses, and when refused waits exactly as long as told, 30 times over.
    for (let guesses = 0; guesses < 30;) {
      const res = await loginFrom(t, freshIp(), user, `patient ${guesses}`);
      if (res.status === 401) {
        guesses += 1;
        continue;
      }
      expect(res.status).toBe(429);
      const seconds = retryAfter(res);
      expect(seconds).toBeLessThanOrEqual(CAP_SECONDS);
      // Hammering during the wait is refused and does not lengthen it.
      const again = await loginFrom(t, freshIp(), user, 'impatient');
      expect(retryAfter(again)).toBeLessThanOrEqual(seconds);
      waits = Math.max(waits, seconds);
      t.advance(seconds * 1000);
    }
    // The delay reached its cap (less the moment between the last failure and the refusal).
    expect(waits).toBeGreaterThan(CAP_SECONDS - 60);
    const during = await loginFrom(t, freshIp(), user, user.password);
    expect(during.status).toBe(429);
    t.advance(CAP_SECONDS * 1000);
    expect((await loginFrom(t, freshIp(), user, user.password)).status).toBe(200);
  });

  it('is lifted by a password reset, which proves the owner holds the mailbox', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 10; i++) await loginFrom(t, freshIp(), user, `guess ${i}`);
    expect((await loginFrom(t, freshIp(), user, user.password)).status).toBe(429);
    await api(t, 'request-reset-password', { body: { emailAddress: user.email } });
    const resetPasswordId = await linkTokenFor(t, user.email, 'reset');
    const reset = await api(t, 'reset-password', {
      body: { resetPasswordId, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(t, freshIp(), user, 'a brand new password')).status).toBe(200);
  });

  it('counts an IPv6 client per /64: new addresses in the same /64 do not reset its budget', async () => {
    const user = await signUpUser(t);
    for (let i = 1; i <= 10; i++) {
      expect((await loginFrom(t, `2001:db8:7:7::${i.toString(16)}`, user, `v6 ${i}`)).status).toBe(
        401,
      );
    }
    // The same /64 is locked out for 15 minutes (per e-mail + client) ...
    const sameNet = await loginFrom(t, '2001:db8:7:7:dead:beef:0:1', user, 'v6 again');
    expect(sameNet.status).toBe(429);
    expect(retryAfter(sameNet)).toBeGreaterThan(60);
    // ... while another /64 only meets the account's 30-second delay.
    const otherNet = await loginFrom(t, '2001:db8:7:8::1', user, 'v6 elsewhere');
    expect(otherNet.status).toBe(429);
    expect(retryAfter(otherNet)).toBeLessThanOrEqual(30);
  });
});

describe('client address without a trusted proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ignores a spoofed X-Forwarded-For: every guess counts against the real address', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(t, freshIp(), user, `spoofed ${i}`)).status).toBe(401);
    }
    // Had the spoofed addresses been believed, only the 30-second account delay would apply.
    const blocked = await loginFrom(t, freshIp(), user, 'spoofed again');
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(60);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(CAP_SECONDS);
  });
});
