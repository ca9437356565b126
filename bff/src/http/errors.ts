import { plainDetails, plainSummary } from '@cards/contracts';
import { AppError, type Logger } from '@cards/kit';
import type { ErrorRequestHandler, RequestHandler } from 'express';

/** Unknown routes answer JSON, never the framework's HTML page. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No route for ${req.method} ${req.path}`, code: 'route_not_found' });
};

/** Whether a 422's details are per-field messages (`{field: [messages]}`), not facts of another shape. */
function isFieldMessages(d: unknown): d is Record<string, string | string[]> {
  return (
    !!d &&
    typeof d === 'object' &&
    !Array.isArray(d) &&
    Object.values(d).every((v) => typeof v === 'string' || (Array.isArray(v) && v.every((m) => typeof m === 'string')))
  );
}

/**
 * A 422 as people read it: whichever service wrote the field messages, each becomes a sentence
 * naming its field, and a developer's "Invalid user.email" gives way to the first of them.
 */
function readable(error: string, details: unknown): { error: string; details: unknown } {
  if (!isFieldMessages(details)) return { error, details };
  const plain = plainDetails(details);
  return { error: /^Invalid [\w.]+(, [\w.]+)*$/.test(error) ? plainSummary(plain) : error, details: plain };
}

/**
 * Maps every failure to `{error, code, details}` with its status: service errors keep the
 * code and status they were raised with; body-parser errors become 413 or 400; anything
 * unexpected is a 500 that reveals nothing.
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof AppError) {
      if (err.headers) res.set(err.headers);
      if (err.status >= 500) log.error({ err, path: req.path }, 'request failed');
      const retryAfter = Number(err.headers?.['Retry-After']);
      const { error, details } = err.status === 422 ? readable(err.message, err.details) : { error: err.message, details: err.details };
      res.status(err.status).json({
        error,
        code: err.code,
        // Clients that read bodies only (the SPA's error display) learn how long to wait as well.
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retry_after: retryAfter } : {}),
        ...(details !== undefined ? { details } : {}),
      });
      return;
    }
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.too.large') {
      res.status(413).json({ error: 'Request body is larger than 1 MB', code: 'payload_too_large' });
      return;
    }
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ error: 'Request body is not valid JSON', code: 'malformed_json' });
      return;
    }
    if (e.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ error: (err as Error).message, code: 'bad_request' });
      return;
    }
    log.error({ err, path: req.path }, 'unexpected error');
    res.status(500).json({ error: 'Something went wrong on our side', code: 'internal_error' });
  };
}
