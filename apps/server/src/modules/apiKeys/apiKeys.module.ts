import type { FastifyInstance } from 'fastify';
import { registerApiKeyRoutes } from './apiKeys.routes.ts';
import { openApiDocument, referencePage } from './openApi.ts';
import { publicRoutes, registerPublicRoutes, type PublicApiDeps } from './publicApi.routes.ts';
import { PUBLIC_API } from './publicRoute.ts';

/**
 * API keys (managed in the dashboard) and the public REST API they open (issue 39 §2), with its
 * OpenAPI document and reference page, both generated once at start from the routes served.
 */
export function registerApiKeys(app: FastifyInstance, deps: PublicApiDeps): void {
  registerApiKeyRoutes(app, deps);
  const routes = publicRoutes(deps);
  registerPublicRoutes(app, deps, routes);
  const document = openApiDocument(routes);
  const page = referencePage(document);
  app.get(`${PUBLIC_API}/openapi.json`, async () => document);
  app.get(`${PUBLIC_API}/reference`, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
}
