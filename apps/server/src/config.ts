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
  DATABASE_URL: optionalUrl,
  APP_URL: optionalUrl,
  RESPONDENT_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('Survey Dashboard <no-reply@localhost>'),
  JWT_SECRET: optional(z.string().min(32)),
  SEED_DEMO: optional(bool),
  DEMO_EMAIL: z.email().default('demo@example.com'),
  DEMO_PASSWORD: optional(z.string().min(8)),
  ANALYTICS_URL: optionalUrl,
  STAFF_EMAIL_DOMAIN: z.string().default(''),
  ANALYTICS_TRACK_STAFF: bool.default(false),
  SENTRY_DSN: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optional(z.string().trim()),
  WEB_DIST: optional(z.string()),
  RESPONDENT_DIST: optional(z.string()),
});

type Env = z.infer<typeof ConfigSchema>;

export interface Config extends Omit<Env, 'SEED_DEMO' | 'APP_URL' | 'RESPONDENT_URL'> {
  APP_URL: string;
  RESPONDENT_URL: string;
  SEED_DEMO: boolean;
  /** True when the server launches its own PostgreSQL (no DATABASE_URL). */
  embeddedDatabase: boolean;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client IP. */
  trustProxy: boolean | number | string[];
}

/**
 * The client IP feeds the login and reset throttles, so X-Forwarded-For is believed only as far
 * as configured: trusting every hop would let a client pick its own IP. Default: one proxy in
 * production (a load balancer in front), none otherwise.
 */
function parseTrustProxy(value: string | undefined, production: boolean): Config['trustProxy'] {
  if (value === undefined) return production ? 1 : false;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {}

/** Parses an environment into a Config, or throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  const embeddedDatabase = e.DATABASE_URL === undefined;
  return {
    ...e,
    APP_URL: appUrl.replace(/\/$/, ''),
    RESPONDENT_URL: (e.RESPONDENT_URL ?? `${appUrl}/respondent`).replace(/\/$/, ''),
    SEED_DEMO: e.SEED_DEMO ?? embeddedDatabase,
    embeddedDatabase,
    trustProxy: parseTrustProxy(e.TRUST_PROXY, e.NODE_ENV === 'production'),
  };
}

/** The config of this process, read from process.env. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
