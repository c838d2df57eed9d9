import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { loopbackOnly } from '../../platform/loopback.ts';
import { KnobsInput } from './panelTraffic.schemas.ts';
import type { PanelTraffic } from './traffic.service.ts';

/**
 * The simulated panel's knobs, for demos and browser tests: from this machine only (like the dev
 * outbox), never in production. Stored in the database: the tick reads them on whichever node runs it.
 */
export function registerKnobsRoute(app: FastifyInstance, traffic: PanelTraffic): void {
  app.post('/dev/panel-traffic/knobs', { onRequest: loopbackOnly }, async (req, reply) => {
    const { surveyId, knobs } = parseInput(KnobsInput, req.body);
    await traffic.setKnobs(surveyId, knobs);
    return reply.code(204).send();
  });
}
