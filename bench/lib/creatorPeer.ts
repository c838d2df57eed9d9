import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { SurveyJsJson } from './surveyJsJson.ts';
import { root } from './staleBuild.ts';

const PAGE_DIR = path.join(root, 'bench/peer');
const OUT_DIR = path.join(root, '.test-results/creator-peer');

export interface CreatorPeer {
  /** The page that opens the survey in SurveyJS Creator. */
  url: string;
  close(): Promise<void>;
}

/**
 * P5's peer: bench/peer/creatorPeer.ts bundled for production (minified, React in production
 * mode) and served from loopback as our server serves the dashboard: the page `no-cache`, the
 * bundle `immutable` (so a warm open takes it from the HTTP cache), no compression (ours has
 * none), and the survey's JSON as an API answer (`no-store`).
 */
export async function startCreatorPeer(survey: SurveyJsJson): Promise<CreatorPeer> {
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    entryPoints: [path.join(PAGE_DIR, 'creatorPeer.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: OUT_DIR,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.svg': 'dataurl' },
    logLevel: 'warning',
  });
  const files = new Map<string, { body: Buffer; type: string; cache: string }>([
    [
      '/',
      {
        body: readFileSync(path.join(PAGE_DIR, 'index.html')),
        type: 'text/html; charset=utf-8',
        cache: 'no-cache',
      },
    ],
    [
      '/creatorPeer.js',
      {
        body: readFileSync(path.join(OUT_DIR, 'creatorPeer.js')),
        type: 'text/javascript; charset=utf-8',
        cache: 'public, max-age=31536000, immutable',
      },
    ],
    [
      '/creatorPeer.css',
      {
        body: readFileSync(path.join(OUT_DIR, 'creatorPeer.css')),
        type: 'text/css; charset=utf-8',
        cache: 'public, max-age=31536000, immutable',
      },
    ],
    [
      '/survey.json',
      {
        body: Buffer.from(JSON.stringify(survey)),
        type: 'application/json',
        cache: 'no-store',
      },
    ],
  ]);
  const server: Server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://peer').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': file.type,
        'content-length': file.body.length,
        'cache-control': file.cache,
      })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
