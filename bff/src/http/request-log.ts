import { randomUUID } from 'node:crypto';
import { context, isSpanContextValid, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Logger } from '@cards/kit';
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** What every answered request leaves behind, however it was served. */
export interface RequestRecord {
  span: Span;
  started: bigint;
  requestId: string;
}

/**
 * Opens a request's record: a server span (continuing the browser's `traceparent` when
 * sent) and its request id, echoed in `X-Request-Id` (set on `res` when given; a caller that
 * writes all headers at once writes it itself, first).
 */
export function openRequest(req: IncomingMessage, res?: ServerResponse): RequestRecord & { parent: ReturnType<typeof context.active> } {
  const parent = propagation.extract(context.active(), req.headers);
  const url = req.url ?? '/';
  const span = trace
    .getTracer('bff')
    .startSpan(
      `HTTP ${req.method}`,
      { kind: SpanKind.SERVER, attributes: { 'http.method': req.method, 'http.target': redactUrl(url) } },
      parent,
    );
  const given = req.headers['x-request-id'];
  const requestId = (typeof given === 'string' ? given : randomUUID()).slice(0, 100);
  req.headers['x-request-id'] = requestId;
  res?.setHeader('X-Request-Id', requestId);
  return { span, started: process.hrtime.bigint(), requestId, parent };
}

/** Closes the record once the answer is sent: span status and name, the latency histogram, one log line with the trace id. */
export function closeRequest(
  log: Logger,
  rec: RequestRecord,
  { method, url, route, status }: { method: string; url: string; route: string; status: number },
) {
  const ms = Number(process.hrtime.bigint() - rec.started) / 1e6;
  const { span } = rec;
  span.setAttribute('http.status_code', status);
  span.setAttribute('http.route', route);
  span.updateName(`HTTP ${method} ${route}`);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
  duration.labels(method, route, String(status)).observe(ms / 1000);
  if (!log.isLevelEnabled('info')) return;
  const c = span.spanContext();
  log.info(
    {
      method,
      url: redactUrl(url),
      status,
      ms: Math.round(ms * 10) / 10,
      request_id: rec.requestId,
      ...(isSpanContextValid(c) ? { trace_id: c.traceId } : {}),
    },
    'request',
  );
}

/**
 * One server span per request, a request id echoed in `X-Request-Id`, a latency histogram,
 * and one log line with the trace id.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const rec = openRequest(req, res);
    res.on('finish', () => {
      const route = (req.route?.path as string | undefined) ?? 'unmatched';
      closeRequest(log, rec, { method: req.method, url: req.originalUrl, route, status: res.statusCode });
    });
    context.with(trace.setSpan(rec.parent, rec.span), next);
  };
}
