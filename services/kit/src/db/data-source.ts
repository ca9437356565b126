import type { DataSource, MixedList } from 'typeorm';
import type { Logger } from '../logging/logger.js';
import { KIT_ENTITIES } from './kit-entities.js';
import { KitOutboxInbox1700000000000 } from './kit-tables.migration.js';
import { KitOutboxNotify1795830200000 } from './outbox-notify.migration.js';

export interface DatabaseOptions {
  url: string;
  /**
   * The service's own schema, e.g. `catalog`; every table of the service lives there, its
   * outbox and inbox too, and entities and queries name none: it is the DataSource's default.
   */
  schema: string;
  /** The service's entity classes, each the one declaration of its table; the outbox's and inbox's are added. */
  // TypeORM's own types: an entity is a class (its `EntitySchema`s are not used here), a migration a class.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  /** Migration classes, run in order of their timestamps. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  log: Logger;
  poolSize?: number;
}

/**
 * A TypeORM DataSource on the service's schema, with its schema created and its migrations
 * (never `synchronize`) run at start under an advisory lock, so replicas starting together
 * do not race: `CREATE SCHEMA IF NOT EXISTS` is not safe against itself (two at once can fail
 * with a duplicate key on `pg_namespace`), which is how a service and its worker starting
 * side by side under `make stack` once lost the worker.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<DataSource> {
  // Loaded on first use: processes without a database (the BFF) never pay for TypeORM.
  // One after the other: loaded side by side, modules they share fail to link under Jest's
  // ES module loader (jestjs/jest#11434); in Node the order costs nothing measurable.
  const { default: pg } = await import('pg');
  const { DataSource } = await import('typeorm');
  const bootstrap = new pg.Client({ connectionString: opts.url });
  await bootstrap.connect();
  try {
    await bootstrap.query('BEGIN');
    await bootstrap.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`migrations:${opts.schema}`]);
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`);
    await bootstrap.query('COMMIT');
  } catch (err) {
    await bootstrap.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await bootstrap.end();
  }
  const ds = new DataSource({
    type: 'postgres',
    url: opts.url,
    schema: opts.schema,
    entities: [...KIT_ENTITIES, ...(Array.isArray(opts.entities) ? opts.entities : Object.values(opts.entities))],
    migrations: [KitOutboxInbox1700000000000, KitOutboxNotify1795830200000, ...opts.migrations],
    migrationsTableName: 'migrations',
    synchronize: false,
    extra: { max: opts.poolSize ?? 10, options: `-c search_path="${opts.schema}"` },
  });
  await ds.initialize();
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${opts.schema}`]);
    const ran = await ds.runMigrations({ transaction: 'each' });
    if (ran.length) opts.log.info({ schema: opts.schema, migrations: ran.map((m) => m.name) }, 'migrations applied');
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${opts.schema}`]);
    await runner.release();
  }
  return ds;
}
