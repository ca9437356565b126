import { isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/**
 * JSON logs with the service name and, inside a traced operation, its trace and span ids,
 * so a log line can be found from a trace and the other way round. Secrets never reach it:
 * the redact paths cover passwords, tokens and authorization headers.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { pid: process.pid },
    redact: {
      paths: [
        'password',
        '*.password',
        '*.*.password',
        'password_confirmation',
        '*.password_confirmation',
        'token',
        '*.token',
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const c = span.spanContext();
      if (!isSpanContextValid(c)) return {};
      return { trace_id: c.traceId, span_id: c.spanId };
    },
  });
}
