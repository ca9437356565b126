import { plainDetails, plainSummary, waitInWords } from '@cards/contracts';

export { waitInWords };

/**
 * A failure a caller can act on. `code` is stable snake_case (`cart_item_not_found`);
 * `status` is the HTTP status the BFF answers with. It crosses the bus intact, so a service's
 * error reaches the browser with the same code whichever adapter carried it.
 */
export class AppError extends Error {
  /** Extra response headers, e.g. `Retry-After` with 429; set with {@link AppError.withHeaders}. */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** This error, answered with these response headers too (`Retry-After` with a 429 or a 503). */
  withHeaders(headers: Record<string, string> | undefined): this {
    this.headers = headers;
    return this;
  }

  toJSON() {
    return { status: this.status, code: this.code, message: this.message, details: this.details, headers: this.headers };
  }

  static fromJSON(j: { status: number; code: string; message: string; details?: unknown; headers?: Record<string, string> }) {
    return new AppError(j.status, j.code, j.message, j.details).withHeaders(j.headers);
  }
}

export const badRequest = (code: string, message: string, details?: unknown) => new AppError(400, code, message, details);
export const unauthorized = (message = 'You need to sign in', code = 'unauthorized') => new AppError(401, code, message);
export const paymentRequired = (code: string, message: string, details?: unknown) => new AppError(402, code, message, details);
export const forbidden = (message = 'You need administrator privileges to access this area.', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string, details?: unknown) => new AppError(409, code, message, details);
export const unprocessable = (code: string, message: string, details?: unknown) => new AppError(422, code, message, details);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, try again later') =>
  new AppError(429, 'rate_limited', message, { retry_after: retryAfterSeconds }).withHeaders({ 'Retry-After': String(retryAfterSeconds) });

/**
 * A 429 whose message says how long to wait ("Please try again in 2 minutes."), with
 * `Retry-After` and `retry_after` (whole seconds, at least 1) and any further `details`.
 */
export function tooManyFor(
  code: string,
  retryAfterSeconds: number,
  message: (wait: string) => string,
  details: Record<string, unknown> = {},
) {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, code, message(waitInWords(s)), { ...details, retry_after: s }).withHeaders({ 'Retry-After': String(s) });
}

/** Per-field messages from a zod error: `{ "event.name": ["Required"] }`. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    (out[key] ??= []).push(i.message);
  }
  return out;
}

/**
 * A 422 naming every invalid field, from a failed zod parse: each message a sentence (parse
 * with `plainErrorMap`), and the first of them, with a count of the rest, as the `error`.
 */
export function validationFailed(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const details = plainDetails(fieldErrors(issues));
  return new AppError(422, 'validation_failed', plainSummary(details), details);
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
