import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Paths owned by the API: never answered with a SPA's index.html. */
const API_PREFIXES = ['/v1/', '/v2/', '/v3/', '/healthz', '/readyz', '/dev/'];

export interface StaticAppsOptions {
  webDist: string;
  respondentDist: string;
}

/**
 * Serves the built dashboard at `/` and the respondent runner at `/respondent/`, each with a
 * fallback to its index.html for client-side routes. Hashed assets are cached for a year.
 */
export async function serveStaticApps(
  app: FastifyInstance,
  opts: StaticAppsOptions,
): Promise<void> {
  const apps = [
    { prefix: '/respondent/', root: opts.respondentDist },
    { prefix: '/', root: opts.webDist },
  ].filter((a) => existsSync(path.join(a.root, 'index.html')));

  for (const [i, a] of apps.entries()) {
    await app.register(fastifyStatic, {
      root: a.root,
      prefix: a.prefix,
      decorateReply: i === 0,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const spa = apps.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (request.method === 'GET' && spa && !isApi && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', spa.root);
    }
    return reply
      .status(404)
      .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${url}` });
  });
}
