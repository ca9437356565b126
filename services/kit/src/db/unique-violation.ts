/** PostgreSQL's SQLSTATE for a row that breaks a unique index or constraint. */
const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  driverError?: { code?: unknown; constraint?: unknown };
}

/**
 * Whether `err` is PostgreSQL refusing a duplicate row: a unique index is the last word when two
 * writers race past a check, and the caller turns this into its own "taken" answer. TypeORM's
 * `QueryFailedError` copies the driver's fields onto itself and keeps the original as
 * `driverError`; either carries the code. With `constraint`, only that index's violation counts,
 * so a table with two unique indexes can answer each in its own words.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as PgErrorFields;
  const fields = e.code === UNIQUE_VIOLATION ? e : e.driverError?.code === UNIQUE_VIOLATION ? e.driverError : undefined;
  if (!fields) return false;
  return constraint === undefined || fields.constraint === constraint;
}
