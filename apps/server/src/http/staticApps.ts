import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBuildLive, readBuildOnce, type BuiltApp, type BuiltFile } from './builtApp.ts';

/** Paths owned by the API: never answered with a SPA's index.html. */
const API_PREFIXES = ['/v1/', '/v2/', '/v3/', '/healthz', '/readyz', '/dev/'];

export interface StaticAppsOptions {
  webDist: string;
  respondentDist: string;
  /**
   * Read the builds from disk at every request (development: a rebuild shows at the next page
   * load) instead of once at start (one consistent build for the life of the process).
   */
  live: boolean;
}

/**
 * Serves the built dashboard at `/` and the respondent runner at `/respondent/`. Any GET of a
 * path that is not an asset path (see builtApp.ts) is a client route and gets the app's
 * index.html, never cached; hashed assets under `assets/` are cached for a year.
 */
export async function serveStaticApps(
  app: FastifyInstance,
  opts: StaticAppsOptions,
): Promise<void> {
  const read = opts.live ? readBuildLive : readBuildOnce;
  const apps = [
    { prefix: '/respondent/', build: read(opts.respondentDist) },
    { prefix: '/', build: read(opts.webDist) },
  ].filter((a): a is { prefix: string; build: BuiltApp } => a.build !== undefined);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    return reply
      .status(404)
      .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${url}` });
  });
  if (apps.length === 0) return;

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const spa = apps.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
    if (!spa || API_PREFIXES.some((p) => url.startsWith(p))) return reply.callNotFound();
    const rel = decodePath(url.slice(spa.prefix.length));
    if (rel === undefined) return reply.callNotFound();
    const file = rel === '' ? undefined : await spa.build.file(rel);
    if (file) {
      const immutable = rel.startsWith('assets/');
      return send(request, reply, file, immutable);
    }
    if (spa.build.isAssetPath(rel)) return reply.callNotFound();
    return send(request, reply, await spa.build.index(), false);
  });
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

function send(request: FastifyRequest, reply: FastifyReply, file: BuiltFile, immutable: boolean) {
  void reply
    .header('content-type', file.contentType)
    .header('etag', file.etag)
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  return reply.send(file.body);
}
