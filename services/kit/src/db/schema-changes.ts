import { openDatabase, type DatabaseOptions } from './data-source.js';

/** SQL statements, in the order they run, with the statements that undo them. */
export interface SchemaChanges {
  up: string[];
  down: string[];
}

/**
 * What the entities say the database lacks: the statements TypeORM's schema builder would run
 * on a database migrated to head (`migration:generate`'s own comparison). None when the
 * migrations make exactly the tables the entities describe. `url` must be a database of its
 * own: its migrations are run.
 */
export async function pendingSchemaChanges(opts: DatabaseOptions): Promise<SchemaChanges> {
  const ds = await openDatabase(opts);
  try {
    const sql = await ds.driver.createSchemaBuilder().log();
    return { up: sql.upQueries.map((q) => q.query), down: sql.downQueries.map((q) => q.query).reverse() };
  } finally {
    await ds.destroy();
  }
}

const quote = (sql: string) => `\`${sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;

/**
 * The source of a migration class that makes `changes`, as TypeORM's `migration:generate` writes
 * one: `<Name><timestamp>`, up in order, down in reverse.
 */
export function migrationSource(name: string, timestamp: number, changes: SchemaChanges): string {
  const cls = `${name.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase())}${timestamp}`;
  const body = (qs: string[]) => qs.map((q) => `    await q.query(${quote(q)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. */
export class ${cls} implements MigrationInterface {
  name = '${cls}';

  async up(q: QueryRunner): Promise<void> {
${body(changes.up)}
  }

  async down(q: QueryRunner): Promise<void> {
${body(changes.down)}
  }
}
`;
}
