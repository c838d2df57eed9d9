import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { parseInput } from '../../lib/validate.ts';
import { loopbackOnly } from '../../platform/loopback.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { setOwnSurveyKnobs } from './knobs.service.ts';
import { KnobsInput } from './panelTraffic.schemas.ts';

/**
 * The simulated panel's knobs, for demos and browser tests: from this machine only (like the dev
 * outbox), never in production, and only on the caller's own survey (the researcher's bearer
 * token, like every dashboard route). Stored in the database: the tick reads them on whichever
 * node runs it, so the route is mounted whether or not this node runs the traffic.
 */
export function registerKnobsRoute(app: FastifyInstance, ctx: { db: Executor }): void {
  app.post('/dev/panel-traffic/knobs', { onRequest: loopbackOnly }, async (req, reply) => {
    const viewer = await requireViewer(req);
    const { surveyId, knobs } = parseInput(KnobsInput, req.body);
    await setOwnSurveyKnobs(ctx, viewer, surveyId, knobs);
    return reply.code(204).send();
  });
}
