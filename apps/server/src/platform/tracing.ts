/**
 * Traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set. The OpenTelemetry SDK is loaded only then
 * (otlpTracing.ts, a dynamic import): unset, nothing of it is loaded and every instrumented spot
 * costs one `undefined` check. Spans are made explicitly (HTTP hooks, a Yoga plugin, the pool's
 * clients, job handlers) rather than by require hooks, which do not see the bundled server.
 */
import type { TracingSettings, Tracing } from './traceTypes.ts';

export type {
  SpanAttributes,
  SpanKind,
  TraceSpan,
  Tracing,
  TracingSettings,
} from './traceTypes.ts';

/** The tracer of one app, or undefined when no endpoint is configured (no SDK loaded). */
export async function startTracing(
  settings: TracingSettings | undefined,
): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { otlpTracing } = await import('./otlpTracing.ts');
  return otlpTracing(settings);
}
