import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { resourceFromAttributes } from '@opentelemetry/resources';

let sdk: NodeSDK | undefined;

/**
 * Starts OpenTelemetry for this process. Spans are exported over OTLP when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (or to the exporter given, e.g. an in-memory one in
 * tests); W3C trace context propagation is always on, so ids flow even without an exporter.
 */
export function startTelemetry(serviceName: string, opts: { endpoint?: string; exporter?: SpanExporter } = {}) {
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const exporter = opts.exporter ?? (opts.endpoint ? new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/$/, '')}/v1/traces` }) : undefined);
  if (!exporter || sdk) return;
  sdk = new NodeSDK({ resource: resourceFromAttributes({ 'service.name': serviceName }), traceExporter: exporter });
  sdk.start();
}

export async function stopTelemetry() {
  await sdk?.shutdown();
  sdk = undefined;
}

const tracer = () => trace.getTracer('greeting-cards');

/** Runs `fn` in a new span (child of the current one); records failures on it. */
export async function inSpan<T>(name: string, kind: SpanKind, attrs: Record<string, string | number>, fn: (span: Span) => Promise<T>): Promise<T> {
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
