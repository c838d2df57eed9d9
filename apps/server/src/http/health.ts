import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** Apps that are stopping (SIGTERM): ready no more, though they still serve. */
const draining = new WeakSet<FastifyInstance>();

/** From now on /readyz answers 503 (`draining`), so load balancers send this node nothing new. */
export function markDraining(app: FastifyInstance): void {
  draining.add(app);
}

/**
 * Liveness (the process answers) and readiness (the database answers and the server is not
 * stopping: the route a load balancer's health check reads, deploy/haproxy.cfg).
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  // A load balancer asks every second: its checks are not worth a log line each.
  const quiet = { logLevel: 'warn' } as const;
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_req, reply) => {
    if (draining.has(app)) return reply.status(503).send({ status: 'draining' });
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
