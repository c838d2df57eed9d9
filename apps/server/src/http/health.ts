import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
