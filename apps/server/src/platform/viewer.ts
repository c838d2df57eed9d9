import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/errors.ts';

/** The authenticated caller of a request, taken from a verified access token. */
export interface Viewer {
  userId: string;
  accountId: string;
  email: string;
  /** The login (refresh-token family) of the access token; absent for callers built in tests. */
  session?: string;
}

/** Verifies a bearer access token; throws an UNAUTHENTICATED AppError when it is not valid. */
export type VerifyAccessToken = (token: string) => Promise<Viewer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the root instance by the auth module (modules/auth/auth.module.ts). */
    verifyAccessToken: VerifyAccessToken;
  }
}

/** Reads the bearer token from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * The caller of a REST request, from its bearer token; throws UNAUTHENTICATED (401) without a
 * valid one. Call it first in every authenticated route handler.
 */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  return request.server.verifyAccessToken(token);
}
