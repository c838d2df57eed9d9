import {
  ROOT_CONTEXT,
  SpanKind as OtelKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { SpanKind, TraceSpan, Tracing, TracingSettings } from './traceTypes.ts';

const KINDS: Record<SpanKind, OtelKind> = {
  server: OtelKind.SERVER,
  internal: OtelKind.INTERNAL,
  client: OtelKind.CLIENT,
  consumer: OtelKind.CONSUMER,
};

class OtelSpan implements TraceSpan {
  constructor(readonly span: Span) {}
  setAttribute(key: string, value: string | number | boolean) {
    return this.span.setAttribute(key, value);
  }
  updateName(name: string) {
    return this.span.updateName(name);
  }
  fail(error: unknown): void {
    const err = error instanceof Error ? error : new Error(String(error));
    this.span.recordException(err);
    this.span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
  }
  end(): void {
    this.span.end();
  }
}

/**
 * A tracer provider of its own (not registered as the global one, so that two apps in one test
 * process do not share it), exporting in batches over OTLP/HTTP (JSON). Parents are passed
 * explicitly: the server's request context (requestContext.ts) holds the open span.
 */
export function otlpTracing(settings: TracingSettings): Tracing {
  const exporter = new OTLPTraceExporter({
    url: `${settings.endpoint.replace(/\/$/, '')}/v1/traces`,
  });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer('survey-dashboard');
  return {
    startSpan(name, kind, attributes, parent) {
      const context =
        parent instanceof OtelSpan ? trace.setSpan(ROOT_CONTEXT, parent.span) : ROOT_CONTEXT;
      return new OtelSpan(tracer.startSpan(name, { kind: KINDS[kind], attributes }, context));
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
