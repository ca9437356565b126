/** Anything that runs SQL: a DataSource or a transaction's EntityManager. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Rows of a statement. TypeORM's postgres driver answers UPDATE/DELETE with `[rows, count]`
 * and everything else with `rows`; this hides the difference.
 */
export async function rows<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const r = await q.query(sql, params);
  if (Array.isArray(r) && r.length === 2 && Array.isArray(r[0]) && typeof r[1] === 'number') return r[0] as T[];
  return r as T[];
}

export async function one<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await rows<T>(q, sql, params))[0];
}

export { CART_ORDER_SCHEMA as S } from './schema.js';
