import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.ts';

function builtApp(dir: string, title: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(
    path.join(dir, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify(title)})`,
  );
}

describe('serving the built web apps', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-apps-'));
    builtApp(path.join(root, 'web'), 'Dashboard');
    builtApp(path.join(root, 'respondent'), 'Respondent');
    t = await startTestApp({
      WEB_DIST: path.join(root, 'web'),
      RESPONDENT_DIST: path.join(root, 'respondent'),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${t.url}${p}`);

  it('answers client-side routes of the dashboard with its index.html, never cached', async () => {
    for (const p of ['/', '/projects', '/survey/abc/audience', '/reset-password?rid=x']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<title>Dashboard</title>');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Dashboard');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the respondent runner under /respondent/ with its own fallback', async () => {
    const page = await get('/respondent/info?surveyId=s1&preview=true');
    expect(await page.text()).toContain('<title>Respondent</title>');
    const asset = await get('/respondent/assets/main-abc123.js');
    expect(await asset.text()).toContain('Respondent');
  });

  it('does not answer API paths or missing files with a page', async () => {
    for (const p of ['/v1/dashboard/api/v1.0/nope', '/v3/nothing', '/assets/missing.js']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toContain('application/json');
    }
  });

  it('does not answer other methods on page routes with a page', async () => {
    const res = await fetch(`${t.url}/projects`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});
