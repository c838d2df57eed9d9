import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export const CROSS_ORIGIN_MESSAGE = 'This request must come from the dashboard itself.';

/** 403 for a token request another site made the browser send. */
export const crossOriginRefused = () =>
  new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE, { reason: 'CROSS_ORIGIN' });

export interface FetchHeaders {
  origin: string | undefined;
  secFetchSite: string | undefined;
}

/**
 * Whether a browser sent this request from one of `allowedOrigins`. Every header the browser set
 * must agree: `Origin` (when present) is one of them, and `Sec-Fetch-Site` (when present) says
 * `same-origin`. Browsers compute both and scripts cannot set them, so a page on another site
 * (a sibling subdomain included, which the SameSite=Strict cookie does not stop) is refused.
 *
 * With neither header it is not a browser request made by another site: every browser that sends
 * no Sec-Fetch-Site still sends Origin on cross-origin fetches and on POSTs, and what remains (an
 * old browser's no-cors GET from a sibling site) cannot read the answer. So non-browser clients
 * (scripts, mobile apps, tests) keep working without faking browser headers.
 */
export function isSameOriginRequest(headers: FetchHeaders, allowedOrigins: string[]): boolean {
  const { origin, secFetchSite } = headers;
  if (origin !== undefined && !allowedOrigins.includes(origin.toLowerCase())) return false;
  if (secFetchSite !== undefined && secFetchSite.toLowerCase() !== 'same-origin') return false;
  return true;
}

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * Guard for every endpoint that answers a token: the answer is never cached (`no-store`, also on
 * errors), and only the dashboard's own pages may ask. Allowed origins: APP_URL's, and the origin
 * the browser addressed (scheme + Host), which a cross-site page cannot choose: it covers the
 * dashboard opened as 127.0.0.1 instead of localhost, and Vite's dev proxy.
 */
export function tokenEndpointGuard(appUrl: string) {
  const appOrigin = new URL(appUrl).origin.toLowerCase();
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header('cache-control', 'no-store');
    const host = header(req, 'host');
    const allowed = host ? [appOrigin, `${req.protocol}://${host}`.toLowerCase()] : [appOrigin];
    const fetched = { origin: header(req, 'origin'), secFetchSite: header(req, 'sec-fetch-site') };
    if (!isSameOriginRequest(fetched, allowed)) throw crossOriginRefused();
  };
}
