import { randomUUID } from 'node:crypto';
import { context, isSpanContextValid, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Logger } from '@cards/kit';
import type { RequestHandler } from 'express';
import client from 'prom-client';

const duration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'BFF HTTP request latency',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

const SECRET_PARAMS = /([?&](?:confirmation_token|reset_password_token|token|session_id)=)[^&]*/gi;

/** The URL as logged and traced: one-time tokens in the query are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * One server span per request (continuing the browser's `traceparent` when sent), a request
 * id echoed in `X-Request-Id`, a latency histogram, and one log line with the trace id.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const parent = propagation.extract(context.active(), req.headers);
    const span = trace.getTracer('bff').startSpan(`HTTP ${req.method}`, { kind: SpanKind.SERVER, attributes: { 'http.method': req.method, 'http.target': redactUrl(req.originalUrl) } }, parent);
    const started = process.hrtime.bigint();
    const requestId = (req.get('x-request-id') ?? randomUUID()).slice(0, 100);
    req.headers['x-request-id'] = requestId;
    res.set('X-Request-Id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = (req.route?.path as string | undefined) ?? 'unmatched';
      span.setAttribute('http.status_code', res.statusCode);
      span.setAttribute('http.route', route);
      span.updateName(`HTTP ${req.method} ${route}`);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      duration.labels(req.method, route, String(res.statusCode)).observe(ms / 1000);
      const c = span.spanContext();
      log.info({ method: req.method, url: redactUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10, request_id: requestId, ...(isSpanContextValid(c) ? { trace_id: c.traceId } : {}) }, 'request');
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
