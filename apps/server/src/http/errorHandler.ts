import type { FastifyError, FastifyInstance } from 'fastify';
import { httpStatusOf, isAppError } from '../lib/errors.ts';
import type { ErrorReporter } from '../platform/ports.ts';

/**
 * The REST error mapper: typed errors keep their status and message; Fastify's own 4xx (bad JSON,
 * body too large) pass through; everything else is masked as a 500 and reported.
 */
export function installErrorHandler(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const status = httpStatusOf[error.code];
      const retry = error.details?.retryAfterSeconds;
      if (typeof retry === 'number') void reply.header('retry-after', String(retry));
      return reply
        .status(status)
        .send({ error: error.code, message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'BAD_REQUEST', message: error.message });
    }
    reporter.capture(error, {
      route: request.routeOptions.url ?? 'unknown',
      requestId: request.id,
    });
    return reply
      .status(500)
      .send({ error: 'INTERNAL', message: 'Something went wrong.', requestId: request.id });
  });
}
