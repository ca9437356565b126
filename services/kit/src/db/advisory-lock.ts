import type { EntityManager } from 'typeorm';

/**
 * Takes a PostgreSQL advisory lock for the rest of `m`'s transaction: what makes concurrent
 * requests of one account (or one seeding run) take turns where no row exists to lock yet.
 * `scope` names what is locked; `key` narrows it to one thing (an id, or a text hashed like
 * the scope). TypeORM has no builder for advisory locks, so this is the platform's one raw
 * statement for them; the three forms map to exactly the lock ids the services always took.
 */
export async function lockForTransaction(m: EntityManager, scope: string, key?: number | string): Promise<void> {
  if (key === undefined) await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [scope]);
  else if (typeof key === 'number') await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [scope, key]);
  else await m.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [scope, key]);
}
