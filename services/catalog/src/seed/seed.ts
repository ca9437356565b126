import { FLAT_SIZE_MM, toPence } from '@cards/contracts';
import type { AssetStore } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { OCCASIONS } from './occasions.seed.js';
import { PERSONAS } from './personas.seed.js';
import { CATEGORIES, FEATURES, PLANS, PRODUCTS } from './shop.seed.js';
import { renderStylePreview } from './style-preview.js';
import { STYLES, previewKey, previewPath } from './styles.seed.js';

/**
 * Loads the starter catalogue. Each item is applied at most once, ever: `catalog.seed_log`
 * remembers what was applied, and a row whose natural key (slug, sku, key) already exists is
 * left alone, so restarts are harmless and an admin's edits or deletions are never undone.
 * Seeded rows are not announced on the bus: consumers load `CatalogCalls.snapshot` at start
 * and follow the change events of later edits.
 */
export async function seedCatalog(ds: DataSource): Promise<number> {
  return ds.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-seed'))`);
    const applied = new Set<string>((await m.query(`SELECT item FROM catalog.seed_log`)).map((r: { item: string }) => r.item));
    let inserted = 0;
    const once = async (item: string, sql: string, params: unknown[]) => {
      if (applied.has(item)) return;
      const r: unknown[] = await m.query(sql, params);
      inserted += r.length;
      await m.query(`INSERT INTO catalog.seed_log (item) VALUES ($1) ON CONFLICT DO NOTHING`, [item]);
    };

    for (const o of OCCASIONS) {
      await once(
        `event:${o.slug}`,
        `INSERT INTO catalog.events (name, slug, description, icon, season_start, season_end, active, position)
        SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE NOT EXISTS (SELECT 1 FROM catalog.events WHERE slug = $2) RETURNING id`,
        [o.name, o.slug, o.description, o.icon, o.season_start ?? null, o.season_end ?? null, o.active, o.position],
      );
    }
    for (const s of STYLES) {
      await once(
        `style:${s.slug}`,
        `INSERT INTO catalog.styles (name, slug, description, prompt_hint, preview_url, palette, premium, active, position)
        SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9 WHERE NOT EXISTS (SELECT 1 FROM catalog.styles WHERE slug = $2) RETURNING id`,
        [s.name, s.slug, s.description, s.prompt_hint, previewPath(s.slug), s.palette, s.premium, s.active, s.position],
      );
    }
    for (const p of PERSONAS) {
      await once(
        `persona:${p.slug}`,
        `INSERT INTO catalog.personas (name, slug, description, tone_prompt, active, position)
        SELECT $1, $2, $3, $4, $5, $6 WHERE NOT EXISTS (SELECT 1 FROM catalog.personas WHERE slug = $2) RETURNING id`,
        [p.name, p.slug, p.description, p.tone_prompt, p.active, p.position],
      );
    }
    for (const c of CATEGORIES) {
      await once(
        `product_category:${c.slug}`,
        `INSERT INTO catalog.product_categories (name, slug, description, active, position)
        SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM catalog.product_categories WHERE slug = $2) RETURNING id`,
        [c.name, c.slug, c.description, c.active, c.position],
      );
    }
    for (const p of PRODUCTS) {
      const flat = FLAT_SIZE_MM[p.size];
      // A product whose category an admin deleted is not seeded: there is no shelf for it.
      await once(
        `product:${p.sku}`,
        `INSERT INTO catalog.products
          (name, description, price_pence, currency, product_category_id, size, flat_width_mm, flat_height_mm, bleed_mm, paper, sku, active, position)
        SELECT $1, $2, $3, 'GBP', c.id, $5, $6, $7, $8, $9, $10, $11, $12 FROM catalog.product_categories c
        WHERE c.slug = $4 AND c.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM catalog.products WHERE sku = $10) RETURNING id`,
        [
          p.name,
          p.description,
          toPence(p.price),
          p.category,
          p.size,
          flat.width,
          flat.height,
          p.bleed_mm,
          p.paper,
          p.sku,
          p.active,
          p.position,
        ],
      );
    }
    for (const f of FEATURES) {
      await once(
        `feature:${f.key}`,
        `INSERT INTO catalog.features (key, name, description, value_type, position)
        SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM catalog.features WHERE key = $1) RETURNING id`,
        [f.key, f.name, f.description, f.value_type, f.position],
      );
    }
    for (const p of PLANS) {
      await once(
        `plan:${p.slug}`,
        `INSERT INTO catalog.plans (name, slug, description, price_pence, currency, interval, provider_price_id, active, position)
        SELECT $1, $2, $3, $4, 'GBP', $5, $6, $7, $8 WHERE NOT EXISTS (SELECT 1 FROM catalog.plans WHERE slug = $2) RETURNING id`,
        [p.name, p.slug, p.description, toPence(p.price), p.interval, p.provider_price_id, p.active, p.position],
      );
      for (const [key, value] of Object.entries(p.features)) {
        await once(
          `planfeature:${p.slug}:${key}`,
          `INSERT INTO catalog.planfeatures (plan_id, feature_id, value)
          SELECT p.id, f.id, $3 FROM catalog.plans p, catalog.features f
          WHERE p.slug = $1 AND p.deleted_at IS NULL AND f.key = $2 ON CONFLICT (plan_id, feature_id) DO NOTHING RETURNING id`,
          [p.slug, key, value],
        );
      }
    }
    return inserted;
  });
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
