import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { markDraining } from './health.ts';

describe('health and transport basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness over real HTTP', async () => {
    const live = await fetch(`${t.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('sends security headers and a request id', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/[\w-]{8,}/);
  });

  it('reports readiness as unavailable when the database is gone', async () => {
    const other = await startTestApp();
    await other.deps.database.close();
    const res = await fetch(`${other.url}/readyz`);
    expect(res.status).toBe(503);
    await other.app.close();
  });

  it('reports a draining server as not ready while it still answers requests (graceful stop)', async () => {
    const other = await startTestApp();
    try {
      markDraining(other.app);
      const ready = await fetch(`${other.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${other.url}/v1/nothing-here`)).status).toBe(404);
      // The draining app is that one only: the shared one is still ready.
      expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const res = await fetch(`${t.url}/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
