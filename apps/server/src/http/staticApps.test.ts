import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.ts';

/** Writes what `vite build` writes: an index.html that loads one hashed script. */
function buildApp(dir: string, title: string, opts: { prefix?: string; hash?: string } = {}) {
  const { prefix = '/', hash = 'abc123' } = opts;
  rmSync(dir, { recursive: true, force: true }); // Vite empties its outDir first
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'assets', `main-${hash}.js`),
    `console.log(${JSON.stringify(title)})`,
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><script type="module" src="${prefix}assets/main-${hash}.js"></script>`,
  );
}

/** Loads a page the way a browser does: its index.html, then every script it refers to. */
async function loadPage(base: string, route: string) {
  const page = await fetch(`${base}${route}`);
  const html = await page.text();
  const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const loaded = await Promise.all(
    scripts.map(async (src) => {
      const res = await fetch(`${base}${src}`);
      return { src, status: res.status, body: await res.text() };
    }),
  );
  return { status: page.status, html, scripts: loaded };
}

describe('serving the built web apps', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-apps-'));
    buildApp(path.join(root, 'web'), 'Dashboard');
    buildApp(path.join(root, 'respondent'), 'Respondent', { prefix: '/respondent/' });
    t = await startTestApp({
      WEB_DIST: path.join(root, 'web'),
      RESPONDENT_DIST: path.join(root, 'respondent'),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (p: string, init?: RequestInit) => fetch(`${t.url}${p}`, init);

  it('answers client-side routes of the dashboard with its index.html, never cached', async () => {
    for (const p of ['/', '/projects', '/survey/abc/audience', '/reset-password?rid=x']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<title>Dashboard</title>');
      expect(res.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('answers routes whose last segment has a dot (an e-mail) with the app', async () => {
    for (const p of [
      '/forgot-password-successful/x@y.com',
      '/forgot-password-successful/x%40y.com',
      '/success-message/a.b@c.d/123',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<title>Dashboard</title>');
    }
  });

  it('serves hashed assets with a long immutable cache, and revalidates by ETag', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Dashboard');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const etag = res.headers.get('etag') ?? '';
    const again = await get('/assets/main-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the respondent runner under /respondent/ with its own fallback', async () => {
    const page = await loadPage(t.url, '/respondent/info?surveyId=s1&preview=true');
    expect(page.html).toContain('<title>Respondent</title>');
    expect(page.scripts).toEqual([
      { src: '/respondent/assets/main-abc123.js', status: 200, body: 'console.log("Respondent")' },
    ]);
  });

  it('does not answer API paths or missing asset files with a page', async () => {
    for (const p of [
      '/v1/dashboard/api/v1.0/nope',
      '/v3/nothing',
      '/assets/missing.js',
      '/assets/missing-abc.js',
      '/favicon.ico',
      '/respondent/assets/nope.css',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toContain('application/json');
    }
  });

  it('does not answer other methods on page routes with a page', async () => {
    const res = await get('/projects', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('rebuilding the web app while the server runs', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-rebuild-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function serveThenRebuild(nodeEnv: 'production' | 'development') {
    const web = path.join(root, nodeEnv);
    buildApp(web, 'Build 1', { hash: 'aaa111' });
    const t = await startTestApp({ NODE_ENV: nodeEnv, WEB_DIST: web });
    try {
      expect((await loadPage(t.url, '/projects')).html).toContain('Build 1');
      buildApp(web, 'Build 2', { hash: 'bbb222' });
      return await loadPage(t.url, '/projects');
    } finally {
      await t.close();
    }
  }

  it('in production keeps serving the build it started with, index and assets alike', async () => {
    const page = await serveThenRebuild('production');
    expect(page.html).toContain('<title>Build 1</title>');
    expect(page.scripts).toEqual([
      { src: '/assets/main-aaa111.js', status: 200, body: 'console.log("Build 1")' },
    ]);
  });

  it('in development serves the new build at the next page load, index and assets alike', async () => {
    const page = await serveThenRebuild('development');
    expect(page.html).toContain('<title>Build 2</title>');
    expect(page.scripts).toEqual([
      { src: '/assets/main-bbb222.js', status: 200, body: 'console.log("Build 2")' },
    ]);
  });
});
