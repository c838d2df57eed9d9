import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { createMetrics, type Metrics } from './metrics.ts';
import { currentContext, runInContext, type RequestContext } from './requestContext.ts';
import { startTracing, type TraceSpan, type Tracing } from './tracing.ts';

/** The metrics (always) and the tracer (only with an OTLP endpoint) of one app instance. */
export interface Observability {
  metrics: Metrics;
  tracing?: Tracing;
}

export async function createObservability(settings: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME: string;
}): Promise<Observability> {
  const endpoint = settings.OTEL_EXPORTER_OTLP_ENDPOINT;
  return {
    metrics: createMetrics(),
    tracing: await startTracing(
      endpoint ? { endpoint, serviceName: settings.OTEL_SERVICE_NAME } : undefined,
    ),
  };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Every request: a duration in the HTTP histogram (labelled by Fastify's route pattern, never the
 * raw URL), and with tracing a server span. The request id and the span become the request
 * context at preHandler, after the body is read: a context entered earlier does not reach the
 * handler through the body's stream events.
 */
export function observeRequests(app: FastifyInstance, observability: Observability): void {
  const { metrics, tracing } = observability;
  const spans = new WeakMap<FastifyRequest, TraceSpan>();
  if (tracing) {
    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      const span = tracing.startSpan(
        route ? `${request.method} ${route}` : request.method,
        'server',
        {
          'http.request.method': request.method,
          'http.route': route ?? '',
          'request.id': request.id,
        },
        undefined,
      );
      spans.set(request, span);
      done();
    });
  }
  app.addHook('preHandler', (request, _reply, done) => {
    const context: RequestContext = { requestId: request.id, span: spans.get(request) };
    runInContext(context, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(status),
      },
      reply.elapsedTime / 1000,
    );
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.fail(new Error(`HTTP ${status}`));
      span.end();
    }
    done();
  });
}

const instrumented = new WeakSet<pg.Pool>();
const TRACED = Symbol('traced');
type TracedClient = pg.PoolClient & { [TRACED]?: true };

/**
 * The pool's gauges read at scrape; waits for a connection timed; with tracing, each statement
 * run while a span is open becomes its child (the SQL text, never the parameter values). The
 * pool's own `connect` is wrapped (its `query` goes through it too); a pool shared by two apps in
 * one test process is wrapped once, for the first.
 */
export function instrumentPool(pool: pg.Pool, observability: Observability): void {
  const { metrics, tracing } = observability;
  metrics.sources.pool = pool;
  if (instrumented.has(pool)) return;
  instrumented.add(pool);
  const connect = pool.connect.bind(pool);
  const acquired = (started: number, client: TracedClient | undefined) => {
    metrics.poolWait.observe((performance.now() - started) / 1000);
    if (tracing && client && !client[TRACED]) traceClient(client, tracing);
  };
  function observedConnect(): Promise<pg.PoolClient>;
  function observedConnect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  function observedConnect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    const started = performance.now();
    if (callback) {
      connect((err, client, done) => {
        if (!err) acquired(started, client);
        callback(err, client, done);
      });
      return;
    }
    return connect().then((client) => {
      acquired(started, client);
      return client;
    });
  }
  pool.connect = observedConnect;
}

const STATEMENT = /^\s*(\w+)/;

function traceClient(client: TracedClient, tracing: Tracing): void {
  client[TRACED] = true;
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function tracedQuery(this: unknown, ...args: unknown[]) {
    const parent = currentContext()?.span;
    if (!parent) return query.apply(this, args);
    const config = args[0];
    const text =
      typeof config === 'string'
        ? config
        : typeof (config as { text?: unknown } | null)?.text === 'string'
          ? (config as { text: string }).text
          : '';
    const span = tracing.startSpan(
      (STATEMENT.exec(text)?.[1] ?? 'query').toUpperCase(),
      'client',
      { 'db.system.name': 'postgresql', 'db.query.text': text },
      parent,
    );
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        if (err) span.fail(err);
        span.end();
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          span.end();
          return value;
        },
        (error: unknown) => {
          span.fail(error);
          span.end();
          throw error;
        },
      );
    }
    // A cursor (submitted, read later): the span records that the statement was sent.
    span.end();
    return result;
  };
}
