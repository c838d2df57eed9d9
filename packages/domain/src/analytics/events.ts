/**
 * Typed access to the catalogue: the properties an event takes, and the check of an event posted
 * from outside (name and properties) against the catalogue.
 */
import {
  ANALYTICS_EVENTS,
  isAnalyticsEventName,
  type AnalyticsEventName,
  type EventSource,
  type ServerEventName,
} from './catalogue.ts';
import { propertyProblems, type PropertiesOf } from './properties.ts';

export type EventProperties<N extends AnalyticsEventName> = PropertiesOf<
  (typeof ANALYTICS_EVENTS)[N]['properties']
>;

export type EventCheck<N extends AnalyticsEventName = AnalyticsEventName> =
  { ok: true; name: N; properties: Record<string, unknown> } | { ok: false; problems: string[] };

/**
 * Checks an event sent from `source` against the catalogue: a known name, fired from that side,
 * with exactly its properties, each of its kind.
 */
export function checkEvent(source: EventSource, name: unknown, properties: unknown): EventCheck {
  if (typeof name !== 'string' || !isAnalyticsEventName(name)) {
    return { ok: false, problems: ['event: not in the catalogue'] };
  }
  const spec = ANALYTICS_EVENTS[name];
  if (spec.where !== source) return { ok: false, problems: [`event: fired by the ${spec.where}`] };
  const problems = propertyProblems(spec.properties, properties ?? {});
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, name, properties: (properties ?? {}) as Record<string, unknown> };
}

/** POST: a dashboard event `{ event, properties }` of the signed-in user; answers 204. */
export const ANALYTICS_EVENTS_PATH = '/v1/dashboard/api/v1.0/analytics/events';

/** The server events whose only property is the survey. */
export type SurveyEventName = {
  [N in ServerEventName]: keyof EventProperties<N> extends 'surveyId'
    ? 'surveyId' extends keyof EventProperties<N>
      ? N
      : never
    : never;
}[ServerEventName];
