import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Paths owned by the API: never answered with a SPA's index.html. */
const API_PREFIXES = ['/v1/', '/v2/', '/v3/', '/healthz', '/readyz', '/dev/'];

export interface StaticAppsOptions {
  webDist: string;
  respondentDist: string;
  /**
   * Serve the builds from where they are built (development: a rebuild shows at the next page
   * load) instead of from a copy taken at start (one consistent build for the life of the process).
   */
  live: boolean;
}

interface Spa {
  prefix: string;
  root: string;
}

/**
 * Serves the built dashboard at `/` and the respondent runner at `/respondent/` with
 * @fastify/static. Any GET of a path that is not an asset path (see isAssetPath) is a client
 * route and gets the app's index.html, never cached; hashed assets under `assets/` are cached
 * for a year.
 */
export async function serveStaticApps(
  app: FastifyInstance,
  opts: StaticAppsOptions,
): Promise<void> {
  const built = [
    { prefix: '/respondent/', root: opts.respondentDist },
    { prefix: '/', root: opts.webDist },
  ].filter((a) => existsSync(path.join(a.root, 'index.html')));
  const apps = opts.live ? built : snapshot(app, built);
  // One scope for the static routes and the not-found handler (every unknown path, the API's
  // too): both use reply.sendFile and the hook below, which the API's routes never see.
  await app.register(async (scope) => {
    scope.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const spa = clientRouteOf(apps, request.method, url);
      // A share link's page (issue 39 §1) is for its viewers, never for search engines.
      if (spa && url.startsWith('/shared/')) void reply.header('x-robots-tag', 'noindex, nofollow');
      if (spa) return reply.sendFile('index.html', spa.root);
      return reply
        .status(404)
        .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${url}` });
    });
    // @fastify/static refuses a non-canonical path ("/assets//a.js") with 403; like every other
    // path that names no file, it is a 404 here.
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      error.code === 'FST_STATIC_FORBIDDEN_PATH'
        ? reply.callNotFound()
        : app.errorHandler(error, request, reply),
    );
    // fetch() adds Cache-Control: no-cache to a request that carries If-None-Match (the Fetch
    // standard), which @fastify/send reads as "send the body anyway"; a 304 is the validation
    // that no-cache asks for.
    scope.addHook('onRequest', async (request) => {
      if (request.headers['if-none-match']) delete request.headers['cache-control'];
    });
    for (const [i, spa] of apps.entries()) {
      await scope.register(fastifyStatic, {
        root: spa.root,
        prefix: spa.prefix,
        decorateReply: i === 0,
        index: false,
        // A directory ("/", "/assets/") is not a file: the not-found handler decides.
        allowedPath: (pathName) => !pathName.endsWith('/'),
        setHeaders: (reply: FastifyReply, file: string) => {
          const immutable = file.startsWith(path.join(spa.root, 'assets') + path.sep);
          void reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // RFC 9239's type; the mime table under @fastify/send still says application/javascript.
          if (/\.m?js$/.test(file))
            void reply.header('content-type', 'text/javascript; charset=utf-8');
          // The icon's type as it was served before @fastify/static, which every browser reads
          // (its mime table says image/vnd.microsoft.icon).
          if (file.endsWith('.ico')) void reply.header('content-type', 'image/x-icon');
        },
      });
    }
  });
}

/**
 * Copies each build into a private temporary directory, removed when the app closes: the server
 * then serves exactly the build it started with, whatever happens to the directory later (a
 * rebuild replaces the hashed assets that the index.html already in browsers refers to). Builds
 * are a few MB. @fastify/static reads files at each request, hence the copy. The copy keeps the
 * build's mtimes, so the weak ETags (size and mtime) stay the same across restarts.
 */
function snapshot(app: FastifyInstance, built: Spa[]): Spa[] {
  if (built.length === 0) return built;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-static-'));
  app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  return built.map((spa, i) => {
    const root = path.join(dir, String(i));
    cpSync(spa.root, root, { recursive: true, preserveTimestamps: true });
    return { prefix: spa.prefix, root };
  });
}

/** The app whose index.html answers a request: a GET or HEAD of one of its client routes. */
function clientRouteOf(apps: Spa[], method: string, url: string): Spa | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (API_PREFIXES.some((p) => url.startsWith(p))) return undefined;
  const spa = apps.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
  if (!spa) return undefined;
  const rel = decodePath(url.slice(spa.prefix.length));
  return rel !== undefined && !isAssetPath(spa, rel) ? spa : undefined;
}

/** The request path as a file path, or undefined when it cannot name a file. */
function decodePath(raw: string): string | undefined {
  try {
    const rel = decodeURIComponent(raw);
    return rel.split('/').some((s) => s === '..' || s === '.') || rel.includes('\0')
      ? undefined
      : rel;
  } catch {
    return undefined;
  }
}

/**
 * Asset paths are files at the build's top level (`favicon.ico`) and anything under one of its
 * directories (`assets/...`); every other path is a client route, even with a dot in it
 * (`forgot-password-successful/x@y.com`), and gets index.html.
 */
function isAssetPath(spa: Spa, rel: string): boolean {
  const segments = rel.split('/');
  const first = segments[0] ?? '';
  if (segments.length === 1) return first.includes('.');
  const dir = path.join(spa.root, first);
  return existsSync(dir) && statSync(dir).isDirectory();
}
