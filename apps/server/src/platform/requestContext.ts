import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import type { TraceSpan } from './tracing.ts';

/**
 * What the code running for one request or one job knows about it without being handed it: the
 * request id (every log line carries it, jobs sent meanwhile take it along) and the open trace span
 * new spans become children of. One store per process; each app keeps its own spans in it.
 */
export interface RequestContext {
  requestId?: string;
  span?: TraceSpan;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` as the current request context. */
export function runInContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * A request id as a client may send it (X-Request-Id, a job's data): a short token of letters,
 * digits, `-` and `_`. Anything else is ignored (a log line must not carry what a client wrote).
 */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value);
}

const chindings = pino.symbols.chindingsSym;

/**
 * pino's `mixin` for the root logger: every line written while a request or a job runs carries
 * its `reqId`, also through loggers that modules were handed at start. Fastify's request loggers
 * already bind `reqId`; their lines are left alone (the field would appear twice).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: pino.Logger,
): Record<string, string> {
  const requestId = storage.getStore()?.requestId;
  // A new object each time: pino merges the line's own fields into it.
  if (requestId === undefined) return {};
  const bound = (logger as unknown as Record<symbol, string | undefined>)[chindings];
  return bound?.includes('"reqId":') ? {} : { reqId: requestId };
}
