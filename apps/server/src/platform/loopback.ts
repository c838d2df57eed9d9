import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request through one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** `localhost`, `*.localhost`, a 127.x address or [::1], with or without a port. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * Whether a request comes from this machine: the socket's peer is a loopback address, no proxy
 * forwarded it (a reverse proxy on the same host connects from 127.0.0.1 for remote clients), and
 * it was addressed to a loopback name (a page whose DNS rebinds its own name to 127.0.0.1 sends
 * its own Host). The socket is read, not `request.ip`: X-Forwarded-For never makes a request local.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((h) => request.headers[h] === undefined) &&
    isLoopbackHost(request.headers.host)
  );
}

/**
 * onRequest hook of the development tools (dev outbox): any other client is answered as if the
 * route did not exist. They carry every e-mailed link, so they must not reach a network even when
 * the server listens on one (HOST=0.0.0.0 in a container).
 */
export async function loopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (isLoopbackRequest(request)) return undefined;
  reply.callNotFound();
  return reply;
}
