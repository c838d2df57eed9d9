import { signUp, uniqueEmail, type Account, type AccountOptions } from '@survey/testkit/account';
import type { TestApp } from './testApp.ts';

export { claimsOf, DEFAULT_PASSWORD, refreshCookieOf, uniqueEmail } from '@survey/testkit/account';

export const API = '/v1/dashboard/api/v1.0';

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

/**
 * A signed-up user's logged-in session: testkit's `Account` (packages/testkit), the same world
 * builder the browser and cluster tiers use.
 */
export type SignedUpUser = Account;

/**
 * Signs a new user up the way a person does (request access, follow the e-mailed link, set a
 * password) through testkit's `signUp` against the test app's URL, and returns a logged-in
 * session. Each call creates a new account unless `email` is reused.
 */
export function signUpUser(t: TestApp, opts: AccountOptions = {}): Promise<SignedUpUser> {
  return signUp(t.url, { ...opts, email: opts.email ?? uniqueEmail() });
}
