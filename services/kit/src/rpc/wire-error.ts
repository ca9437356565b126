import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logging/logger.js';

/** What crosses the wire when a handler fails: its AppError as is, anything else as a bare 500. */
export function errorToWire(err: unknown, log: Logger, subject: string) {
  if (err instanceof AppError) return err.toJSON();
  log.error({ err, subject }, 'request handler failed');
  return new AppError(500, 'internal_error', 'Something went wrong on our side').toJSON();
}

export function wireToError(j: unknown): AppError {
  const w = j as { status: number; code: string; message: string; details?: unknown; headers?: Record<string, string> };
  return AppError.fromJSON(w);
}
