/** The authenticated caller of a request, taken from a verified access token. */
export interface Viewer {
  userId: string;
  accountId: string;
  email: string;
}

/** Verifies a bearer access token; throws an UNAUTHENTICATED AppError when it is not valid. */
export type VerifyAccessToken = (token: string) => Promise<Viewer>;

/** Reads the bearer token from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
