import { isEmailAddress } from '@survey/domain/auth/email';

/**
 * The dashboard's one config module: build-time values from `import.meta.env`, checked once.
 * `import.meta.env` is read nowhere else.
 */
function httpUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

function emailAddress(value: string | undefined, fallback: string): string {
  return value && isEmailAddress(value) ? value.trim() : fallback;
}

const env = import.meta.env;

/** A URL without its trailing slashes, so that paths can be appended. */
function baseUrl(value: string): string {
  return value.replace(/\/+$/, '');
}

export const config = {
  /** Base path of the dashboard REST API (same origin). */
  dashboardApiBase: '/v1/dashboard/api/v1.0/',
  /** The provider's marketing site, opened from the sign-up confirmation. */
  marketingUrl: httpUrl(env.VITE_MARKETING_URL, 'https://www.example.com/'),
  /** Shown on the 404/503 pages and the terms page. */
  supportEmail: emailAddress(env.VITE_SUPPORT_EMAIL, 'support@example.com'),
  /** Error reporting is on only when a DSN is configured. */
  sentryDsn: env.VITE_SENTRY_DSN || undefined,
  /** Spec 1 §9: the session is checked on load and every 15 minutes. */
  sessionRefreshMs: 900_000,
  /** Spec 1 §4: a failed account/user load is retried after 3 seconds. */
  profileRetryMs: 3_000,
  /** Base path of the survey-results REST API (same origin). */
  resultsApiBase: '/v2/survey-results/api/v1.0/',
  /** The respondent app, where survey previews open; served at /respondent on this origin by default. */
  respondentUrl: baseUrl(
    httpUrl(env.VITE_RESPONDENT_URL, `${globalThis.location?.origin}/respondent`),
  ),
} as const;

/** GraphQL endpoint of a service: the questionnaire lives under /v3, the others under /v1. */
export function graphqlUri(service: string): string {
  return service === 'questionnaire' ? '/v3/questionnaire/graphql' : `/v1/${service}/graphql`;
}
