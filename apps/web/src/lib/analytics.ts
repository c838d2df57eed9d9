import type { DashboardEventName } from '@survey/domain/analytics/catalogue';
import { ANALYTICS_EVENTS_PATH, type EventProperties } from '@survey/domain/analytics/events';
import { storedSession } from './storage.ts';
import { authedCallAt } from './dashboardApi.ts';

type PropertiesArg<N extends DashboardEventName> = keyof EventProperties<N> extends never
  ? [properties?: EventProperties<N>]
  : [EventProperties<N>];

export type TrackEvent = <N extends DashboardEventName>(
  name: N,
  ...properties: PropertiesArg<N>
) => void;

/**
 * The dashboard's analytics client: one POST per event to the server, which checks it against the
 * catalogue and sends it on with the server's own events (who is the session's user, never the
 * body's). Events go one at a time, each after the previous one was answered, so they are stored in
 * the order the user acted (two requests in flight may be stored the other way round). Returns at
 * once and never throws: a lost event must not break the user's action.
 */
export function analyticsClient(send: (body: object) => Promise<unknown>): TrackEvent {
  let previous: Promise<unknown> = Promise.resolve();
  return (name, ...properties) => {
    const body = { event: name, properties: properties[0] ?? {} };
    previous = previous
      // Sending may throw before any request (no session): the event is dropped.
      .then(() => send(body))
      .catch(() => undefined);
  };
}

/**
 * Sends a catalogued dashboard event (packages/domain/src/analytics/catalogue.ts). Without a
 * session (a public page opened signed out) there is nobody to count: nothing is sent.
 */
export const trackEvent: TrackEvent = analyticsClient(async (body) => {
  if (storedSession.accessToken()) await authedCallAt(ANALYTICS_EVENTS_PATH, { body });
});
