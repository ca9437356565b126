import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';

let exporter: InMemorySpanExporter | undefined;

/**
 * Real OpenTelemetry for a test file (each file runs in its own process): an in-memory span
 * exporter, AsyncLocalStorage context and W3C propagation, as a service process has them.
 */
export function installTestTracing(): InMemorySpanExporter {
  if (exporter) return exporter;
  exporter = new InMemorySpanExporter();
  const cm = new AsyncLocalStorageContextManager();
  cm.enable();
  context.setGlobalContextManager(cm);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  return exporter;
}

/** Runs `fn` in a fresh root span; returns its trace id and fn's result. */
export async function inRootSpan<T>(fn: () => Promise<T>): Promise<{ traceId: string; result: T }> {
  return trace.getTracer('test').startActiveSpan('test root', async (span) => {
    try {
      return { traceId: span.spanContext().traceId, result: await fn() };
    } finally {
      span.end();
    }
  });
}

/** The trace id of the active context (or of `ctx`), '' when there is none. */
export function activeTraceId(ctx: Context = context.active()): string {
  return trace.getSpanContext(ctx)?.traceId ?? '';
}
