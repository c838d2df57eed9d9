import { createServer } from 'node:net';
import { StartupError } from '../lib/startupError.ts';

/**
 * The one line for an error from listening on `port`, or undefined when the error is not about
 * the address (then it is a bug and keeps its stack trace).
 */
export function listenErrorMessage(err: unknown, port: number, host: string): string | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use: stop the other process or set PORT=<a free port>`;
    case 'EACCES':
      return `Port ${port} needs privileges this user does not have: set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST=${host} is not an address of this machine: set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses`;
    default:
      return undefined;
  }
}

/**
 * Fails with a StartupError when the server could not listen on host:port, before anything heavy
 * (PostgreSQL, migrations) starts. The real listen can still lose a race; main.ts maps that error
 * the same way.
 */
export async function assertCanListen(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err) => {
      const message = listenErrorMessage(err, port, host);
      reject(message ? new StartupError(message) : err);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
