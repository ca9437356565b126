import { FLAT_SIZE_MM, toPence } from '@cards/contracts';
import { lockForTransaction, type AssetStore } from '@cards/kit';
import type { DataSource, EntityManager, EntitySchema, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { EventEntity } from '../modules/events/event.entity.js';
import { FeatureEntity } from '../modules/features/feature.entity.js';
import { PersonaEntity } from '../modules/personas/persona.entity.js';
import { PlanFeatureEntity } from '../modules/planfeatures/planfeature.entity.js';
import { PlanEntity } from '../modules/plans/plan.entity.js';
import { ProductCategoryEntity } from '../modules/product-categories/product-category.entity.js';
import { ProductEntity } from '../modules/products/product.entity.js';
import { StyleEntity } from '../modules/styles/style.entity.js';
import { OCCASIONS } from './occasions.seed.js';
import { PERSONAS } from './personas.seed.js';
import { CATEGORIES, FEATURES, PLANS, PRODUCTS } from './shop.seed.js';
import { SeedLogEntity } from './seed-log.entity.js';
import { renderStylePreview } from '@cards/card-art';
import { STYLES, previewKey, previewPath } from './styles.seed.js';

/**
 * Loads the starter catalogue. Each item is applied at most once, ever: `seed_log` remembers
 * what was applied, and a row whose natural key (slug, sku, key) already exists, live or
 * deleted, is left alone, so restarts are harmless and an admin's edits or deletions are never
 * undone. A seeded row that would clash with an admin's live row (the same name under another
 * slug) is skipped the same way, rather than stopping the start. Seeded rows are not announced
 * on the bus: consumers load `CatalogCalls.snapshot` at start and follow the change events of
 * later edits. Runs in one transaction under an advisory lock, so replicas starting together
 * seed once; each table takes a few statements however many items it has.
 */
export async function seedCatalog(ds: DataSource): Promise<number> {
  return ds.transaction(async (m) => {
    await lockForTransaction(m, 'catalog-seed');
    const applied = new Set((await m.find(SeedLogEntity, { select: { item: true } })).map((r) => r.item));
    const seed = <Row extends ObjectLiteral>(entity: EntitySchema<Row>, keyColumn: string | null, items: Array<SeedItem<NoInfer<Row>>>) =>
      seedTable(m, applied, entity, keyColumn, items);
    let inserted = 0;

    inserted += await seed(
      EventEntity,
      'slug',
      OCCASIONS.map((o) => ({
        item: `event:${o.slug}`,
        key: o.slug,
        row: {
          name: o.name,
          slug: o.slug,
          description: o.description,
          icon: o.icon,
          season_start: o.season_start ?? null,
          season_end: o.season_end ?? null,
          active: o.active,
          position: o.position,
        },
      })),
    );
    inserted += await seed(
      StyleEntity,
      'slug',
      STYLES.map((s) => ({
        item: `style:${s.slug}`,
        key: s.slug,
        row: {
          name: s.name,
          slug: s.slug,
          description: s.description,
          prompt_hint: s.prompt_hint,
          preview_url: previewPath(s.slug),
          palette: s.palette,
          premium: s.premium,
          active: s.active,
          position: s.position,
        },
      })),
    );
    inserted += await seed(
      PersonaEntity,
      'slug',
      PERSONAS.map((p) => ({
        item: `persona:${p.slug}`,
        key: p.slug,
        row: { name: p.name, slug: p.slug, description: p.description, tone_prompt: p.tone_prompt, active: p.active, position: p.position },
      })),
    );
    inserted += await seed(
      ProductCategoryEntity,
      'slug',
      CATEGORIES.map((c) => ({
        item: `product_category:${c.slug}`,
        key: c.slug,
        row: { name: c.name, slug: c.slug, description: c.description, active: c.active, position: c.position },
      })),
    );
    // A product whose category an admin deleted is not seeded: there is no shelf for it.
    const shelves = await liveIds(m, ProductCategoryEntity, 'slug');
    inserted += await seed(
      ProductEntity,
      'sku',
      PRODUCTS.map((p) => {
        const flat = FLAT_SIZE_MM[p.size];
        const shelf = shelves.get(p.category);
        return {
          item: `product:${p.sku}`,
          key: p.sku,
          row:
            shelf === undefined
              ? null
              : {
                  name: p.name,
                  description: p.description,
                  price_pence: toPence(p.price),
                  currency: 'GBP' as const,
                  product_category_id: shelf,
                  size: p.size,
                  flat_width_mm: flat.width,
                  flat_height_mm: flat.height,
                  bleed_mm: p.bleed_mm,
                  paper: p.paper,
                  sku: p.sku,
                  active: p.active,
                  position: p.position,
                },
        };
      }),
    );
    inserted += await seed(
      FeatureEntity,
      'key',
      FEATURES.map((f) => ({
        item: `feature:${f.key}`,
        key: f.key,
        row: { key: f.key, name: f.name, description: f.description, value_type: f.value_type, position: f.position },
      })),
    );
    inserted += await seed(
      PlanEntity,
      'slug',
      PLANS.map((p) => ({
        item: `plan:${p.slug}`,
        key: p.slug,
        row: {
          name: p.name,
          slug: p.slug,
          description: p.description,
          price_pence: toPence(p.price),
          currency: 'GBP' as const,
          interval: p.interval,
          provider_price_id: p.provider_price_id,
          active: p.active,
          position: p.position,
        },
      })),
    );
    // A plan an admin deleted gets none of its features back; (plan, feature) is unique.
    const plans = await liveIds(m, PlanEntity, 'slug');
    const features = await liveIds(m, FeatureEntity, 'key');
    inserted += await seed(
      PlanFeatureEntity,
      null,
      PLANS.flatMap((p) =>
        Object.entries(p.features).map(([key, value]) => {
          const plan_id = plans.get(p.slug);
          const feature_id = features.get(key);
          return {
            item: `planfeature:${p.slug}:${key}`,
            key,
            row: plan_id === undefined || feature_id === undefined ? null : { plan_id, feature_id, value },
          };
        }),
      ),
    );
    return inserted;
  });
}

interface SeedItem<Row> {
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
async function seedTable<Row extends ObjectLiteral>(
  m: EntityManager,
  applied: Set<string>,
  entity: EntitySchema<Row>,
  keyColumn: string | null,
  items: Array<SeedItem<Row>>,
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
async function liveIds<Row extends ObjectLiteral>(
  m: EntityManager,
  entity: EntitySchema<Row>,
  keyColumn: string,
): Promise<Map<string, number>> {
  const qb = m.getRepository(entity).createQueryBuilder('x').select('x.id', 'id').addSelect(`x.${keyColumn}`, 'key');
  if ('deleted_at' in entity.options.columns) qb.where('x.deleted_at IS NULL');
  return new Map((await qb.getRawMany<{ id: number; key: string }>()).map((r) => [r.key, r.id]));
}

/**
 * Draws the seeded styles' previews into the asset store when missing (a fresh asset
 * volume, or a new style in a later release). Runs on every start; an existing file,
 * perhaps replaced by an admin, is left alone.
 */
export async function seedStylePreviews(assets: AssetStore): Promise<number> {
  let written = 0;
  for (const s of STYLES) {
    if (await assets.exists(previewKey(s.slug))) continue;
    await assets.put(previewKey(s.slug), Buffer.from(renderStylePreview(s)), 'image/svg+xml');
    written++;
  }
  return written;
}
