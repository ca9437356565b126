import { context, propagation } from '@opentelemetry/api';

/** W3C trace headers of the current context, to put in NATS headers, job data or envelopes. */
export function currentTraceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs `fn` inside the trace context that `carrier` describes (if any). */
export function withTraceCarrier<T>(carrier: Record<string, string> | undefined, fn: () => T): T {
  if (!carrier || Object.keys(carrier).length === 0) return fn();
  return context.with(propagation.extract(context.active(), carrier), fn);
}
