import type { DataSource, EntityManager } from 'typeorm';

/** Where a store function runs: on its own (the DataSource) or inside a transaction (its EntityManager). */
export type Db = DataSource | EntityManager;

export const managerOf = (db: Db): EntityManager => ('manager' in db ? db.manager : db);
