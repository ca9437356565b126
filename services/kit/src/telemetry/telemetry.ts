import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

let sdk: NodeSDK | undefined;

/**
 * Starts OpenTelemetry for this process. Spans are exported over OTLP when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (or to the exporter given, e.g. an in-memory one in
 * tests); W3C trace context propagation is always on, so ids flow even without an exporter.
 */
export async function startTelemetry(serviceName: string, opts: { endpoint?: string; exporter?: SpanExporter } = {}): Promise<void> {
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (sdk || (!opts.exporter && !opts.endpoint)) return;
  // The SDK is loaded only when traces are exported: it is large, and unused otherwise.
  // One after the other: loaded side by side, modules they share fail to link under Jest's
  // ES module loader (jestjs/jest#11434); in Node the order costs nothing measurable.
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const exporter = opts.exporter ?? new OTLPTraceExporter({ url: `${opts.endpoint!}/v1/traces` });
  sdk = new NodeSDK({ resource: resourceFromAttributes({ 'service.name': serviceName }), traceExporter: exporter });
  sdk.start();
}

export async function stopTelemetry() {
  await sdk?.shutdown();
  sdk = undefined;
}

const tracer = () => trace.getTracer('greeting-cards');

/** Runs `fn` in a new span (child of the current one); records failures on it. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attrs: Record<string, string | number>,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes: attrs }, context.active(), async (span) => {
    try {
      return await fn(span);
    } catch (e) {
      span.recordException(e as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (e as Error)?.message });
      throw e;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
