import type { FastifyInstance } from 'fastify';
import { ANALYTICS_EVENTS_PATH } from '@survey/domain/analytics/events';
import { parseInput } from '../../lib/validate.ts';
import type { Analytics } from '../../platform/ports.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { DASHBOARD_EVENT_MAX_BYTES, DashboardEventInput } from './analytics.schemas.ts';
import { recordDashboardEvent } from './analytics.service.ts';

/** The dashboard's analytics client posts here (apps/web/src/lib/analytics.ts). */
export function registerAnalyticsRoutes(app: FastifyInstance, analytics: Analytics): void {
  app.post(ANALYTICS_EVENTS_PATH, { bodyLimit: DASHBOARD_EVENT_MAX_BYTES }, async (req, reply) => {
    const viewer = await requireViewer(req);
    recordDashboardEvent(analytics, viewer, parseInput(DashboardEventInput, req.body));
    return reply.code(204).send();
  });
}
