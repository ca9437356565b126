import { lockForTransaction } from '@cards/kit';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { SeedLogEntity } from './seed-log.entity.js';

/** One seeding run: its transaction and the seed items applied by earlier runs. */
export interface SeedRun {
  m: EntityManager;
  applied: Set<string>;
}

/** A module's part of the starter catalogue; answers how many rows it inserted. */
export type Seeder = (run: SeedRun) => Promise<number>;

/**
 * Runs seeders, each a module seeding its own tables, in the order given. Each item is applied
 * at most once, ever: `seed_log` remembers what was applied, and a row whose natural
 * key (slug, sku, key) already exists, live or deleted, is left alone, so restarts are harmless
 * and an admin's edits or deletions are never undone. A seeded row that would clash with an
 * admin's live row (the same name under another slug) is skipped the same way, rather than
 * stopping the start. Seeded rows are not announced on the bus: consumers load
 * `CatalogCalls.snapshot` at start and follow the change events of later edits. Runs in one
 * transaction under an advisory lock, so replicas starting together seed once; each table takes
 * a few statements however many items it has.
 */
export async function runSeeders(ds: DataSource, seeders: Seeder[]): Promise<number> {
  return ds.transaction(async (m) => {
    await lockForTransaction(m, 'catalog-seed');
    const applied = new Set((await m.find(SeedLogEntity, { select: { item: true } })).map((r) => r.item));
    let inserted = 0;
    for (const seed of seeders) inserted += await seed({ m, applied });
    return inserted;
  });
}

export interface SeedItem<Row> {
  /** Its name in `seed_log`. */
  item: string;
  /** Its natural key: a row with it (live or deleted) means the item is there already. */
  key: string;
  /** The row to insert; null when what it needs is gone (then it is only logged). */
  row: QueryDeepPartialEntity<Row> | null;
}

/**
 * Seeds one table: the rows of items not applied yet whose key no row has (`keyColumn` null:
 * the table's unique constraint decides), in one statement that skips a clash with an existing
 * row, then logs every such item as applied. Answers how many rows it inserted.
 */
export async function seedTable<Row extends ObjectLiteral>(
  { m, applied }: SeedRun,
  entity: EntityTarget<Row>,
  keyColumn: string | null,
  items: Array<SeedItem<NoInfer<Row>>>,
): Promise<number> {
  const todo = items.filter((i) => !applied.has(i.item));
  if (!todo.length) return 0;
  const taken = new Set<string>();
  if (keyColumn) {
    const rows = await m.getRepository(entity).createQueryBuilder('x').select(`x.${keyColumn}`, 'key').getRawMany<{ key: string }>();
    for (const r of rows) taken.add(r.key);
  }
  const rows = todo.filter((i) => i.row && !taken.has(i.key)).map((i) => i.row!);
  let inserted = 0;
  if (rows.length) {
    const r = await m.createQueryBuilder().insert().into(entity).values(rows).orIgnore().returning('id').execute();
    inserted = (r.raw as unknown[]).length;
  }
  await m
    .createQueryBuilder()
    .insert()
    .into(SeedLogEntity)
    .values(todo.map((i) => ({ item: i.item })))
    .orIgnore()
    .execute();
  return inserted;
}

/** Ids of a table's live rows by their natural key. */
export async function liveIds<Row extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<Row>,
  keyColumn: string,
): Promise<Map<string, number>> {
  const repo = m.getRepository(entity);
  const qb = repo.createQueryBuilder('x').select('x.id', 'id').addSelect(`x.${keyColumn}`, 'key');
  if (repo.metadata.findColumnWithPropertyName('deleted_at')) qb.where('x.deleted_at IS NULL');
  return new Map((await qb.getRawMany<{ id: number; key: string }>()).map((r) => [r.key, r.id]));
}
