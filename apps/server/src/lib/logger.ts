import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isStoredId } from './ids.ts';

export type Logger = FastifyBaseLogger;

export const REDACTED = '[redacted]';

/**
 * A path segment that is a secret: e-mailed link tokens (43 base64url characters, e.g.
 * /create-password/<token>, invite-details/<token>), image and upload names (32 hex characters,
 * the capability of /v1/media/images/<name>=s64). No route word of ours is this long.
 */
const SECRET_SEGMENT = /^[\w-]{32,}(=s\d+)?$/;

/**
 * A URL as it may be logged: every query value is replaced (reset `?rid=`, invite `?iid=`,
 * download `signature=`, panel `sig=`, and whatever a later link adds) and so is every path
 * segment that is a token or a capability name. Keys and the rest of the path stay, so a log
 * still says which route was asked for.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split('/')
    // A uuid names a record: useful in a log and never a credential on its own.
    .map((s) => (SECRET_SEGMENT.test(s) && !isStoredId(s) ? REDACTED : s))
    .join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/**
 * The one serializer of a request in every log line (Fastify's "incoming request" and error
 * lines): Fastify's own fields, with the URL redacted.
 */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** `log` with the request serializer: what the HTTP server logs through. */
export function httpLogger(log: Logger): Logger {
  return log.child({}, { serializers: { req: serializeRequest } });
}
