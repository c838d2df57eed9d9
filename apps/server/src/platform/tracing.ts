/**
 * Traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set. The OpenTelemetry SDK is loaded only then
 * (otlpTracing.ts, a dynamic import): unset, nothing of it is loaded and every instrumented spot
 * costs one `undefined` check. Spans are made explicitly (HTTP hooks, a Yoga plugin, the pool's
 * clients, job handlers) rather than by require hooks, which do not see the bundled server.
 */
export type SpanKind = 'server' | 'internal' | 'client' | 'consumer';

export type SpanAttributes = Record<string, string | number | boolean>;

/** The part of an OpenTelemetry span the server uses. */
export interface TraceSpan {
  setAttribute(key: string, value: string | number | boolean): unknown;
  updateName(name: string): unknown;
  /** Marks the span failed, with the error as an exception event. */
  fail(error: unknown): void;
  end(): void;
}

export interface Tracing {
  /** Starts a span, the child of `parent` when given (else a new trace). */
  startSpan(
    name: string,
    kind: SpanKind,
    attributes: SpanAttributes,
    parent: TraceSpan | undefined,
  ): TraceSpan;
  /** Exports every ended span now (tests; shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingSettings {
  /** OTLP/HTTP base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
}

/** The tracer of one app, or undefined when no endpoint is configured (no SDK loaded). */
export async function startTracing(
  settings: TracingSettings | undefined,
): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { otlpTracing } = await import('./otlpTracing.ts');
  return otlpTracing(settings);
}
