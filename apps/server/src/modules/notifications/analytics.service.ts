import { checkEvent } from '@survey/domain/analytics/events';
import type { Analytics } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { analyticsEventInvalid } from './analytics.errors.ts';
import type { DashboardEventInput } from './analytics.schemas.ts';

/**
 * Records a dashboard event for the viewer: who comes from the session only; the name and the
 * properties must be a dashboard event of the catalogue (else ANALYTICS_EVENT_INVALID).
 */
export function recordDashboardEvent(
  analytics: Analytics,
  viewer: Viewer,
  input: DashboardEventInput,
): void {
  const checked = checkEvent('dashboard', input.event, input.properties ?? {});
  if (!checked.ok) throw analyticsEventInvalid(checked.problems);
  const { userId, accountId, email } = viewer;
  analytics.trackChecked(checked.name, { userId, accountId, email }, checked.properties);
}
