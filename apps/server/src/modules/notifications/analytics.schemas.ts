import { z } from 'zod';

/**
 * POST …/analytics/events: the envelope only; the event's name and properties are checked
 * against the catalogue (`checkEvent`) by the service.
 */
export const DashboardEventInput = z.strictObject({
  event: z.string().min(1).max(80),
  properties: z.record(z.string().max(64), z.unknown()).optional(),
});
export type DashboardEventInput = z.infer<typeof DashboardEventInput>;

/** No catalogued event needs more: a bigger body is refused before it is parsed. */
export const DASHBOARD_EVENT_MAX_BYTES = 4096;
