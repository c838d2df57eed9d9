import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResultsReads } from '../results/resultsReads.service.ts';
import { registerSharedRoutes, type SharedLimits } from './shared.routes.ts';
import { sharedResults } from './sharedResults.service.ts';
import { registerSharingRoutes } from './sharing.routes.ts';

/** Share links (issue 39 §1): the researcher's routes and the viewer's read-only ones. */
export function registerSharing(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; reads: ResultsReads; limits: SharedLimits },
): void {
  const ctx = { db: deps.db, clock: deps.clock };
  registerSharingRoutes(app, ctx);
  registerSharedRoutes(app, ctx, sharedResults(ctx, deps.reads), deps.limits);
}
