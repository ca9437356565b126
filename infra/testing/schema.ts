import { openDatabase, pendingSchemaChanges, type SchemaChanges, type ServiceDatabase } from '@cards/kit';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from './database.js';
import { testLogger } from './logger.js';

/**
 * Fresh, empty databases for a test file's schema checks, each dropped once the file is done:
 * call it in the file's `describe`, then `await fresh()` gives a new database's URL.
 */
export function freshDatabases(prefix = 'schema'): () => Promise<string> {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  return async () => {
    const db = await createTestDatabase(prefix);
    drops.push(db.drop);
    return db.url;
  };
}

/**
 * What a schema is made of, as sorted lines to compare two databases by: each column with its
 * type, default and nullability, each constraint with its definition, each index with its own.
 */
export async function describeSchema(url: string, schema: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const columns = await c.query<{ line: string }>(
      `SELECT format('column %s.%s %s default=%s null=%s', table_name, column_name, data_type, column_default, is_nullable) AS line
         FROM information_schema.columns WHERE table_schema = $1`,
      [schema],
    );
    const constraints = await c.query<{ line: string }>(
      `SELECT format('constraint %s.%s %s', t.relname, k.conname, pg_get_constraintdef(k.oid)) AS line
         FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = $1`,
      [schema],
    );
    const indexes = await c.query<{ line: string }>(`SELECT format('index %s', indexdef) AS line FROM pg_indexes WHERE schemaname = $1`, [
      schema,
    ]);
    return [...columns.rows, ...constraints.rows, ...indexes.rows].map((r) => r.line).sort();
  } finally {
    await c.end();
  }
}

/**
 * The service's database opened on `url` with its first `migrations` migrations run (all by
 * default). Opened at an older migration, it writes and reads only the columns that existed
 * then, as the code of that release did, so an old database can be filled by today's seeders.
 */
export async function openMigrated(url: string, db: ServiceDatabase, migrations = db.migrations.length): Promise<DataSource> {
  const ds = await openDatabase({ url, ...db, migrations: db.migrations.slice(0, migrations), log: testLogger('schema') });
  if (migrations < db.migrations.length) await ignoreColumnsNotMadeYet(ds, db.schema);
  return ds;
}

async function ignoreColumnsNotMadeYet(ds: DataSource, schema: string): Promise<void> {
  const rows = (await ds.query(`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = $1`, [
    schema,
  ])) as Array<{
    table_name: string;
    column_name: string;
  }>;
  const made = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  for (const entity of ds.entityMetadatas)
    for (const column of entity.columns)
      if (!made.has(`${entity.tableName}.${column.databaseName}`)) {
        column.isInsert = false;
        column.isUpdate = false;
        column.isSelect = false;
      }
}

/** What the service's entities still ask of a database its migrations made (none when they agree). */
export function entityDrift(url: string, db: ServiceDatabase): Promise<SchemaChanges> {
  return pendingSchemaChanges({ url, ...db, log: testLogger('schema') });
}

/** A database as the last release's migrations left it, filled, and what must hold once it migrates forward. */
export interface ReleasedSchema<T> {
  /** How many migrations the last release shipped. */
  migrations: number;
  /** What the released database holds, as the test names it: "with a customer in it". */
  holding: string;
  /** Writes the rows the released tables hold; answers what `kept` compares with. */
  fill(ds: DataSource): Promise<T>;
  /** Checks the migrated-forward database against what `fill` answered. */
  kept(ds: DataSource, filled: T): Promise<void>;
}

/**
 * A released database filled by `rows` and checked by counting: the counts are the same once it
 * migrates forward, and were `expected` before.
 */
export function countedRows(
  rows: (ds: DataSource) => Promise<void>,
  counts: (ds: DataSource) => Promise<unknown>,
  expected: unknown,
): Pick<ReleasedSchema<unknown>, 'fill' | 'kept'> {
  return {
    fill: async (ds) => {
      await rows(ds);
      return counts(ds);
    },
    kept: async (ds, before) => {
      expect(await counts(ds)).toEqual(before);
      expect(before).toEqual(expected);
    },
  };
}

/**
 * A service's schema checks, for its `test/schema.int.test.ts`: the entities are the one
 * declaration of each column and the migrations are generated from them, so a migrated database
 * needs nothing more; with `released`, a database made by the last release's migrations, with its
 * rows, migrates forward to exactly the schema a fresh one gets, keeping them.
 */
export function describeServiceSchema<T>(name: string, db: ServiceDatabase, released?: ReleasedSchema<T>): void {
  describe(`${name} database`, () => {
    const fresh = freshDatabases();

    it('when the migrations have run, then the entities ask for no further change', async () => {
      const changes = await entityDrift(await fresh(), db);
      expect(changes.up).toEqual([]);
    });

    if (!released) return;
    it(`when a database made by the released migrations, ${released.holding}, migrates forward, then it ends as a fresh one and keeps its rows`, async () => {
      const oldUrl = await fresh();
      const old = await openMigrated(oldUrl, db, released.migrations);
      const filled = await released.fill(old);
      await old.destroy();
      const upgraded = await openMigrated(oldUrl, db);
      try {
        await released.kept(upgraded, filled);
      } finally {
        await upgraded.destroy();
      }
      const newUrl = await fresh();
      await (await openMigrated(newUrl, db)).destroy();
      expect(await describeSchema(oldUrl, db.schema)).toEqual(await describeSchema(newUrl, db.schema));
    });
  });
}
