import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DASHBOARD_API, pause, postJson } from './http.ts';

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A signed-up researcher: a logged-in session of a new account of their own. */
export interface Account {
  email: string;
  password: string;
  accessToken: string;
  /** `refresh_token=...`, for a Cookie header. */
  cookie: string;
  userId: string;
  accountId: string;
  accountName: string;
}

export interface AccountOptions {
  email?: string;
  accountName?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** A unique address per call, so that tests can share one server in parallel. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

interface OutboxMessage {
  to: string;
  text: string;
}

/** How long the local outbox may take to show a just-sent e-mail (it is written in the request). */
const OUTBOX_WAIT_MS = 10_000;

/**
 * The secret of the newest `/create-password/<secret>` link (or `link`'s) e-mailed to `email`, from the server's
 * local outbox (`/dev/outbox.json`: a server without SMTP, loopback only).
 */
async function signupSecretFor(
  baseUrl: string,
  email: string,
  link = /\/create-password\/([\w-]+)/,
): Promise<string> {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  for (;;) {
    const res = await fetch(`${baseUrl}/dev/outbox.json`);
    if (res.status !== 200) throw new Error(`the outbox answered ${res.status}`);
    for (const message of (await res.json()) as OutboxMessage[]) {
      if (message.to.toLowerCase() !== email.toLowerCase()) continue;
      const match = link.exec(message.text);
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no sign-up link e-mailed to ${email}`);
    await pause(200);
  }
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

/** The `refresh_token=...` pair a response set, ready for a Cookie header; undefined if none. */
export function refreshCookieOf(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  const pair = set?.split(';')[0];
  return pair && pair !== 'refresh_token=' ? pair : undefined;
}

/**
 * Signs a new researcher up the way a person does, through the API (request access, follow the
 * e-mailed link from the outbox, set a password), and answers the logged-in session.
 */
export async function signUp(baseUrl: string, opts: AccountOptions = {}): Promise<Account> {
  const email = opts.email ?? uniqueEmail('researcher');
  const accountName = opts.accountName ?? `Org ${email}`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  await postJson(`${baseUrl}${DASHBOARD_API}/request/access`, {
    firstName: opts.firstName ?? 'Ada',
    lastName: opts.lastName ?? 'Lovelace',
    emailAddress: email,
    accountName,
  });
  const requestId = await signupSecretFor(baseUrl, email);
  const { body, res } = await postJson<{ accessToken: string }>(
    `${baseUrl}${DASHBOARD_API}/signup/access`,
    { requestId, password },
  );
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('signup/access set no refresh cookie');
  const claims = claimsOf(body.accessToken);
  return {
    email: email.toLowerCase(),
    password,
    accessToken: body.accessToken,
    cookie,
    userId: claims.sub,
    accountId: claims.acc,
    accountName,
  };
}

/**
 * A teammate of `inviter`: invited into the inviter's account and signed up through the e-mailed
 * invite link, as a person does; answers their logged-in session.
 */
export async function joinAccount(
  baseUrl: string,
  inviter: Account,
  opts: Omit<AccountOptions, 'accountName'> = {},
): Promise<Account> {
  const email = (opts.email ?? uniqueEmail('teammate')).toLowerCase();
  const password = opts.password ?? DEFAULT_PASSWORD;
  await postJson(
    `${baseUrl}${DASHBOARD_API}/invite/create`,
    {
      accountId: inviter.accountId,
      creatorEmailAddress: inviter.email,
      inviteeEmailAddresses: [email],
    },
    { authorization: `Bearer ${inviter.accessToken}` },
  );
  const inviteId = await signupSecretFor(baseUrl, email, /\/signup\?iid=([\w-]+)/);
  const { body, res } = await postJson<{ accessToken: string }>(
    `${baseUrl}${DASHBOARD_API}/signup/invite`,
    {
      inviteId,
      firstName: opts.firstName ?? 'Grace',
      lastName: opts.lastName ?? 'Hopper',
      password,
    },
  );
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('signup/invite set no refresh cookie');
  const claims = claimsOf(body.accessToken);
  return {
    email,
    password,
    accessToken: body.accessToken,
    cookie,
    userId: claims.sub,
    accountId: claims.acc,
    accountName: inviter.accountName,
  };
}

/** Playwright's `storageState` shape (cookies and each origin's localStorage). */
export interface StorageState {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * What a browser that logged in as `account` on `baseUrl` holds: the refresh cookie (scoped to the
 * auth endpoints, as the server sets it) and the keys the dashboard keeps in localStorage
 * (apps/web/src/lib/storage.ts), so that a page opened with it starts signed in.
 */
export function storageStateOf(baseUrl: string, account: Account): StorageState {
  const url = new URL(baseUrl);
  const [name = '', value = ''] = account.cookie.split('=');
  return {
    cookies: [
      {
        name,
        value,
        domain: url.hostname,
        path: `${DASHBOARD_API}/`,
        expires: -1,
        httpOnly: true,
        secure: url.protocol === 'https:',
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin: url.origin,
        localStorage: [
          { name: 'email', value: account.email },
          { name: 'access_token', value: account.accessToken },
          { name: 'accountId', value: account.accountId },
          { name: 'accountName', value: account.accountName },
        ],
      },
    ],
  };
}

/** Writes `storageStateOf` to `file` (for Playwright's `use({ storageState: file })`). */
export async function writeStorageState(
  file: string,
  baseUrl: string,
  account: Account,
): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(storageStateOf(baseUrl, account), null, 2));
  return file;
}
