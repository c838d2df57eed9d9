import { isIP } from 'node:net';
import { RAW_DATA_LINK_TTL_MS } from '@survey/domain/exports/rawDataContract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An empty variable (as copied from .env.example) means "not set". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.url().optional());

/** Every setting the server reads from its environment, parsed and validated once. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  /** Largest image upload in bytes, enforced while the bytes stream in (QUALITY.md R9). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /**
   * Image storage of one account in bytes: stored variants plus unfinished uploads (QUALITY.md
   * R9; mediaQuota.ts). 500 MB holds thousands of card images.
   */
  MEDIA_ACCOUNT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024 * 1024)
    .default(500 * 1024 * 1024),
  DATABASE_URL: optionalUrl,
  APP_URL: optionalUrl,
  RESPONDENT_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('Survey Dashboard <no-reply@localhost>'),
  JWT_SECRET: optional(z.string().min(32)),
  /** Signs panel links to live surveys (HMAC); unset: a key generated and kept in the database. */
  PANEL_LINK_SECRET: optional(z.string().min(32)),
  /** Signs raw-data download links (HMAC); unset: a key generated and kept in the database. */
  EXPORT_LINK_SECRET: optional(z.string().min(32)),
  /** How long a raw-data download link works after the file is written. */
  RAW_DATA_LINK_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(30 * 24 * 60 * 60 * 1000)
    .default(RAW_DATA_LINK_TTL_MS),
  /**
   * Bytes of raw-data files an account may keep stored at once (links still valid); a request
   * that would write past it is refused with EXPORT_STORAGE_FULL (modules/exports/README.md).
   */
  EXPORT_STORAGE_CAP_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 2 ** 30),
  /**
   * A running export whose writer has not beaten its heartbeat for this long (its node stopped
   * or died) is taken up again by another node.
   */
  EXPORT_RECLAIM_AFTER_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * `on`: a wide CSV export copies each complete's stored CSV record (exports README, "Wide CSV
   * records stored at completion"); `off`: it encodes every row from its cells, as before (the
   * bench's same-run comparison; a switch back should a stored record ever be in doubt).
   */
  EXPORT_WIDE_RECORDS: z.enum(['on', 'off']).default('on'),
  SEED_DEMO: optional(bool),
  DEMO_EMAIL: z.email().default('demo@example.com'),
  DEMO_PASSWORD: optional(z.string().min(8)),
  // A PostHog-compatible capture host and its project key; either unset: events go to PostgreSQL.
  ANALYTICS_HOST: optionalUrl,
  ANALYTICS_API_KEY: optional(z.string().min(1)),
  ANALYTICS_FLUSH_AT: z.coerce.number().int().min(1).max(1000).default(20),
  ANALYTICS_FLUSH_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  ANALYTICS_RETRY_COUNT: z.coerce.number().int().min(0).max(20).default(3),
  ANALYTICS_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  ANALYTICS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  STAFF_EMAIL_DOMAIN: z.string().default(''),
  ANALYTICS_TRACK_STAFF: bool.default(false),
  SENTRY_DSN: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .preprocess(blankToUndefined, z.string().trim().optional())
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  SIGNUP_REQUESTS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Failed logins one client may make an hour, over every e-mail together (spraying). */
  LOGIN_FAILURES_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  /** A login ends this many days after it began, however often its refresh token is used. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Members of each country's simulated panel; unset: 200000 for GB and US, 50000 elsewhere. */
  PANEL_POPULATION_SIZE: optional(z.coerce.number().int().min(100).max(5_000_000)),
  /** Completes a minute the simulated panel sends to each live survey (0: no simulated traffic). */
  PANEL_RATE: z.coerce.number().min(0).max(10_000).default(40),
  /**
   * Where the simulated panel's members reach the respondent API: the public address, a
   * balancer's in front of several nodes (they then answer as real respondents do, on any node);
   * unset: this node's own listening address.
   */
  PANEL_PUBLIC_URL: optionalUrl,
  /**
   * Share of the simulated panel's members sent whatever the quota cells still open (the rest fit
   * an open cell, as a real provider's invitations do): modules/panelTraffic/README.md.
   */
  PANEL_OFF_TARGET_SHARE: z.coerce.number().min(0).max(1).default(0.05),
  /** The field-health job (pauses or halts live surveys on the panel terms' rates): on or off. */
  FIELD_HEALTH: z.enum(['on', 'off']).default('on'),
  /**
   * A respondent in progress without an answer for this many times the survey's length of
   * interview has abandoned it: the session ends as dropped and its quota places come back.
   */
  IDLE_SESSION_LOI_FACTOR: z.coerce.number().min(1).max(100).default(3),
  /** The shortest abandonment timeout of a real respondent, whatever the survey's length. */
  IDLE_SESSION_MIN_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(24 * 60 * 60 * 1000)
    .default(5 * 60_000),
  /** Public API calls per key and minute, across every node (modules/apiKeys/README.md). */
  PUBLIC_API_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Memory the results indexes of all surveys may hold together (least recently read evicted). */
  RESULTS_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /** Build the results indexes of live and paused surveys when the server starts. */
  RESULTS_WARM_ON_START: bool.default(true),
  /** Slack-compatible incoming webhook for team notifications; unset: dev outbox page only. */
  CHAT_WEBHOOK_URL: optionalUrl,
  /**
   * Whether webhooks may be posted to loopback, private and link-local addresses (SSRF,
   * modules/webhooks/README.md). Unset: allowed outside production (the local test receivers),
   * refused in production.
   */
  WEBHOOK_ALLOW_PRIVATE: optional(bool),
  /** How long one webhook request may take before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * How long a node holds a webhook delivery it is sending: past it (the node died mid-request),
   * another node sends it again. Longer than WEBHOOK_TIMEOUT_MS.
   */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(60_000),
  /** At most one `survey.completes_recorded` delivery per survey per this many milliseconds. */
  WEBHOOK_COMPLETES_BATCH_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * A direct connection to PostgreSQL (not through PgBouncer) for what needs a session of its own:
   * migrations, the job runner (pg-boss) and LISTEN. Unset: DATABASE_URL (deploy/README.md).
   */
  DATABASE_DIRECT_URL: optionalUrl,
  /**
   * Named prepared statements on hot queries (db/namedStatement.ts): off behind PgBouncer in
   * transaction mode before 1.21, where a name prepared on one server connection is unknown on
   * the next.
   */
  DB_NAMED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /**
   * On SIGTERM, how long /readyz answers 503 while the server still serves, so that a load
   * balancer's health check takes the node out before it stops listening (0: close at once).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM, how long requests in flight may take to finish before their connections close. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /**
   * How many server processes share the respondent API behind the balancer: each holds 1/N of the
   * per-client and per-session limits, so the cluster allows what one process would.
   */
  RESPONDENT_LIMIT_NODES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Sessions in progress each node keeps as it last wrote them, so that their next answer skips
   * the read (respondent README, "The answer path"); 0 reads every answer's session.
   */
  RESPONDENT_SESSION_CACHE: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  /**
   * The most optimistic answer writes one statement carries (group commit: those that arrive while
   * a write is in flight go out together; respondent README); 1 sends each on its own.
   */
  RESPONDENT_ANSWER_BATCH: z.coerce.number().int().min(1).max(1_000).default(64),
  /**
   * Share links' read calls (issue 39 §1) each node allows per link and per client (IP, IPv6
   * /64) a minute, a minute's worth at once; a results page with its cards makes ~20 calls a
   * load and ~5 every 10 s while live.
   */
  SHARE_CALLS_PER_LINK_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  SHARE_CALLS_PER_CLIENT_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /**
   * Port of the Prometheus `/metrics` listener, on HOST beside the public port (0: any free port);
   * unset: no metrics listener.
   */
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /**
   * When set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. Required in production
   * when HOST is not a loopback address (the listener then faces the network).
   */
  METRICS_TOKEN: optional(z.string().min(16)),
  /**
   * How often the gauges that run SQL over whole tables (queue depths, quota places) are sampled
   * while a metrics listener is up; a scrape shows the last sample and runs no SQL.
   */
  METRICS_SAMPLE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** OTLP/HTTP base URL of a trace collector (spans to <url>/v1/traces); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The `service.name` of the exported spans. */
  OTEL_SERVICE_NAME: z.string().min(1).default('survey-dashboard'),
  /**
   * Where media, uploads in progress and raw-data exports are kept, reachable from every process:
   * `postgres` (default: chunked tables in the application database) or `s3` (a bucket, S3_*;
   * credentials from the AWS SDK's default chain: AWS_ACCESS_KEY_ID, a profile, a role).
   */
  FILE_STORAGE: z.enum(['postgres', 's3']).default('postgres'),
  /** The bucket of FILE_STORAGE=s3 (required then). */
  S3_BUCKET: optional(z.string().trim().min(3).max(63)),
  /** The bucket's region. */
  S3_REGION: z.preprocess(blankToUndefined, z.string().trim().min(1).default('us-east-1')),
  /** An S3-compatible store's URL (MinIO, Ceph, R2…); unset: AWS. */
  S3_ENDPOINT: optionalUrl,
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * A prefix of every key (`staging/`), so that one bucket serves several deployments; a
   * trailing `/` is added.
   */
  S3_PREFIX: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/, {
          message: 'expected path segments of letters, digits, ".", "_" or "-", like "staging/"',
        })
        .optional(),
    )
    .transform((v) => (v === undefined ? '' : v.endsWith('/') ? v : `${v}/`)),
  /**
   * `when_supported` (the SDK's default: a CRC32 checksum on every upload) or `when_required`,
   * for S3-compatible stores that reject checksum headers or aws-chunked bodies.
   */
  S3_CHECKSUMS: z.enum(['when_supported', 'when_required']).default('when_supported'),
  WEB_DIST: optional(z.string()),
  RESPONDENT_DIST: optional(z.string()),
});

type Env = z.infer<typeof ConfigSchema>;

export interface Config extends Omit<
  Env,
  'SEED_DEMO' | 'APP_URL' | 'RESPONDENT_URL' | 'TRUST_PROXY' | 'WEBHOOK_ALLOW_PRIVATE'
> {
  /** Resolved: unset is true outside production. */
  WEBHOOK_ALLOW_PRIVATE: boolean;
  APP_URL: string;
  RESPONDENT_URL: string;
  SEED_DEMO: boolean;
  /** True when the server launches its own PostgreSQL (no DATABASE_URL). */
  embeddedDatabase: boolean;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client IP. */
  trustProxy: TrustProxy;
}

/** false: no proxy; n: the n nearest hops; a list: the proxies at these addresses or CIDRs. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for reserved ranges, which Fastify accepts in a trustProxy list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The widest ranges a list may trust: 10.0.0.0/8 and fc00::/7 (unique local) are the widest private ones. */
const MIN_PREFIX = { v4: 8, v6: 7 };

/**
 * A CIDR wider than any private network: trusting it is trusting (almost) every client, which is
 * what `true` does (0.0.0.0/0,::/0 is exactly `true`). IPv4-mapped IPv6 ranges count as IPv4.
 */
function isTooWide(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return false; // an address, or a range name (none is wide)
  const bits = Number(prefix);
  if (isIP(address) === 4) return bits < MIN_PREFIX.v4;
  if (/^::ffff:/i.test(address)) return bits - 96 < MIN_PREFIX.v4;
  return bits < MIN_PREFIX.v6;
}

/**
 * The client IP feeds the login, sign-up and reset throttles, so X-Forwarded-For is believed only
 * as configured, in every environment: a server that trusted a hop it does not have would let any
 * client pick its own IP (and so its own throttle budget). `true` (believe every hop) is refused
 * for the same reason, and so is a list of ranges that covers every address (0.0.0.0/0,::/0).
 * Returns the setting, or a message saying what is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server or their addresses';
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0 || entries.length === 0) {
    return `expected false, a hop count or a comma-separated list of IP addresses or CIDRs (not ${bad.join(', ') || value})`;
  }
  const wide = entries.filter(isTooWide);
  if (wide.length > 0) {
    return `${wide.join(', ')} would believe the X-Forwarded-For of (nearly) any client, like true; list the proxies' own addresses or networks (IPv4 /${MIN_PREFIX.v4} or narrower, IPv6 /${MIN_PREFIX.v6} or narrower)`;
  }
  return entries;
}

export class ConfigError extends Error {}

/** Parses an environment into a Config, or throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.superRefine((e, ctx) => {
    if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are never served on the public port',
      });
    }
    const loopback = ['127.0.0.1', '::1', 'localhost'].includes(e.HOST);
    if (
      e.NODE_ENV === 'production' &&
      e.METRICS_PORT !== undefined &&
      e.METRICS_TOKEN === undefined &&
      !loopback
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: `required in production when the metrics listener listens on ${e.HOST}, beyond loopback`,
      });
    }
    if (e.WEBHOOK_LEASE_MS <= e.WEBHOOK_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_LEASE_MS'],
        message:
          'must be longer than WEBHOOK_TIMEOUT_MS: a request still waiting would be sent twice',
      });
    }
    if (e.FILE_STORAGE === 's3' && e.S3_BUCKET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required with FILE_STORAGE=s3',
      });
    }
  }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { TRUST_PROXY: trustProxy, ...e } = parsed.data;
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  const embeddedDatabase = e.DATABASE_URL === undefined;
  return {
    ...e,
    APP_URL: appUrl.replace(/\/$/, ''),
    RESPONDENT_URL: (e.RESPONDENT_URL ?? `${appUrl}/respondent`).replace(/\/$/, ''),
    SEED_DEMO: e.SEED_DEMO ?? embeddedDatabase,
    WEBHOOK_ALLOW_PRIVATE: e.WEBHOOK_ALLOW_PRIVATE ?? e.NODE_ENV !== 'production',
    embeddedDatabase,
    trustProxy,
  };
}

/** The config of this process, read from process.env. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
