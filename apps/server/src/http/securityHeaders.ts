import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** A response header helmet sets, as it sets it. */
type Header = readonly [name: string, value: string];

/**
 * The headers helmet's middleware sets for `options`, worked out once. Static options (no nonce,
 * no directive computed from the request) give the same headers for every request, and
 * `@fastify/helmet` built the whole middleware again on every request (13.2: `helmet(options)` in
 * its onRequest hook), ~5% of the answer route's CPU (issue 40 §1). So the options must be static:
 * a directive given as a function would be worked out once, not per request.
 */
export function securityHeaders(options: HelmetOptions): readonly Header[] {
  const headers: Header[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`security header ${name} is not a string`);
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  const request = {};
  helmet(options)(
    request as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Sends `options`' security headers on every response, as `@fastify/helmet` did: set on the raw
 * response before the route runs, so a route's own header of the same name (media's CSP) wins.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
