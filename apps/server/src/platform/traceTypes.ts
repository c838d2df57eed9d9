/** The tracing types the server codes against (tracing.ts loads the SDK behind them). */
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
