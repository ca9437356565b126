import type { DataSource, EntityManager } from 'typeorm';

/** Where a store function runs: on its own (the DataSource) or inside a transaction (its EntityManager). */
export type Db = DataSource | EntityManager;

export const managerOf = (db: Db): EntityManager => ('manager' in db ? db.manager : db);

/**
 * Independent reads, side by side on the pool's connections when `db` is not a transaction; in
 * a transaction (one connection, which answers one query at a time) one after another.
 */
export async function readTogether<T extends readonly unknown[]>(db: Db, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const all = reads as ReadonlyArray<() => Promise<unknown>>;
  if (!managerOf(db).queryRunner) return (await Promise.all(all.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of all) out.push(await read());
  return out as unknown as T;
}

/**
 * The transaction a flow (`src/flows/`) runs its modules' operations in: each operation writes
 * its own module's tables through it, so the work of several modules commits or fails as one.
 */
export type Tx = EntityManager;
