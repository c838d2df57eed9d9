import { randomUUID } from 'node:crypto';
import type { TestApp } from './testApp.ts';

export const API = '/v1/dashboard/api/v1.0';
export const DEFAULT_PASSWORD = 'correct horse battery';

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Bearer access token. */
  token?: string;
  /** A Cookie header value, e.g. the `cookie` of a signed-up user. */
  cookie?: string;
  headers?: Record<string, string>;
}

/** Calls the dashboard REST API (`path` relative to /v1/dashboard/api/v1.0/) over real HTTP. */
export function api(t: TestApp, path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  return fetch(`${t.url}${API}/${path.replace(/^\//, '')}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** The `refresh_token=...` pair a response set, ready for a Cookie header; undefined if none. */
export function refreshCookieOf(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  const pair = set?.split(';')[0];
  return pair && pair !== 'refresh_token=' ? pair : undefined;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The local outbox, newest first (only without SMTP_URL). */
export async function outbox(t: TestApp): Promise<OutboxMessage[]> {
  const res = await fetch(`${t.url}/dev/outbox.json`);
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return (await res.json()) as OutboxMessage[];
}

const LINKS = {
  signup: /\/create-password\/([\w-]+)/,
  invite: /\/signup\?iid=([\w-]+)/,
  reset: /\/reset-password\?rid=([\w-]+)/,
};

/** The secret of the newest e-mailed link of `kind` sent to `email`. */
export async function linkTokenFor(
  t: TestApp,
  email: string,
  kind: keyof typeof LINKS,
): Promise<string> {
  for (const message of await outbox(t)) {
    if (message.to !== email.toLowerCase()) continue;
    const match = LINKS[kind].exec(message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${kind} link e-mailed to ${email}`);
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Reads the claims of an access token without verifying it (tests only). */
export function claimsOf(accessToken: string): {
  sub: string;
  acc: string;
  email: string;
  sid: string;
} {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    acc: string;
    email: string;
    sid: string;
  };
}

export interface SignedUpUser {
  email: string;
  password: string;
  accessToken: string;
  /** `refresh_token=...`, for a Cookie header. */
  cookie: string;
  userId: string;
  accountId: string;
  accountName: string;
}

/**
 * Signs a new user up the way a person does (request access, follow the e-mailed link, set a
 * password) and returns a logged-in session. Each call creates a new account unless `email`
 * is reused.
 */
export async function signUpUser(
  t: TestApp,
  opts: {
    email?: string;
    accountName?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<SignedUpUser> {
  const email = opts.email ?? uniqueEmail();
  const accountName = opts.accountName ?? `Org ${email}`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  const requested = await api(t, 'request/access', {
    body: {
      firstName: opts.firstName ?? 'Ada',
      lastName: opts.lastName ?? 'Lovelace',
      emailAddress: email,
      accountName,
    },
  });
  if (requested.status !== 200) throw new Error(`request/access: ${await requested.text()}`);
  const token = await linkTokenFor(t, email, 'signup');
  const res = await api(t, 'signup/access', { body: { requestId: token, password } });
  if (res.status !== 200) throw new Error(`signup/access: ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('signup/access set no refresh cookie');
  const claims = claimsOf(accessToken);
  return {
    email: email.toLowerCase(),
    password,
    accessToken,
    cookie,
    userId: claims.sub,
    accountId: claims.acc,
    accountName,
  };
}
