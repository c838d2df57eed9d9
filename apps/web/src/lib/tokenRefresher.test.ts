import { describe, expect, it } from 'vitest';
import { createTokenRefresher } from './tokenRefresher.ts';

/** A server that rotates refresh tokens and ends the login when a used one comes back. */
function fakeServer() {
  let current = 'r0';
  let revoked = false;
  let issued = 0;
  return {
    cookie: () => current,
    async refresh(presented: string): Promise<string> {
      await new Promise((r) => setTimeout(r, 5));
      if (revoked || presented !== current) {
        revoked = true;
        throw new Error('401');
      }
      current = `r${++issued}`;
      return `access-${issued}`;
    },
    get revoked() {
      return revoked;
    },
  };
}

/** Two tabs of one browser: shared storage and cookie jar, optionally a shared lock. */
function twoTabs(shareLock: boolean) {
  const server = fakeServer();
  let stored: string | null = null;
  let lockTail: Promise<unknown> = Promise.resolve();
  const lock = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = lockTail.then(fn, fn);
    lockTail = run.catch(() => undefined);
    return run;
  };
  const tab = () =>
    createTokenRefresher({
      withLock: shareLock ? lock : (fn) => fn(),
      readToken: () => stored,
      storeToken: (t) => void (stored = t),
      isUsable: (t) => t.startsWith('access-'),
      // The cookie is read when the request leaves, as a browser does.
      fetchToken: () => server.refresh(server.cookie()),
    });
  return { server, a: tab(), b: tab() };
}

describe('createTokenRefresher', () => {
  it('lets two tabs that refresh at once both keep the session', async () => {
    const { server, a, b } = twoTabs(true);
    const [ta, tb] = await Promise.all([a(), b()]);
    expect(ta).toBe('access-1');
    expect(tb).toBe('access-1');
    expect(server.revoked).toBe(false);
  });

  it('without the shared lock the same race ends the login (what the lock prevents)', async () => {
    const { server, a, b } = twoTabs(false);
    const results = await Promise.allSettled([a(), b()]);
    expect(results.some((r) => r.status === 'rejected')).toBe(true);
    expect(server.revoked).toBe(true);
  });

  it('shares one request between callers of the same tab', async () => {
    const { server, a } = twoTabs(true);
    const [x, y] = await Promise.all([a(), a()]);
    expect(x).toBe(y);
    expect(server.revoked).toBe(false);
  });

  it('refreshes again later, once the stored token is the stale one', async () => {
    const { a } = twoTabs(true);
    expect(await a()).toBe('access-1');
    expect(await a()).toBe('access-2');
  });
});
