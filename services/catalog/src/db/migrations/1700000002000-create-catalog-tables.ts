import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Styles, personas, product categories, products, features, plans and planfeatures. Names,
 * slugs and SKUs are unique among live rows (a soft-deleted row frees them); money is pence.
 */
export class CreateCatalogTables1700000002000 implements MigrationInterface {
  name = 'CreateCatalogTables1700000002000';

  async up(q: QueryRunner): Promise<void> {
    const common = `
      active boolean NOT NULL DEFAULT true,
      position int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz`;
    await q.query(`CREATE TABLE catalog.styles (
      id serial PRIMARY KEY, name text NOT NULL, slug text NOT NULL, description text NOT NULL DEFAULT '',
      prompt_hint text NOT NULL DEFAULT '', preview_url text NOT NULL DEFAULT '', palette text[] NOT NULL DEFAULT '{}',
      premium boolean NOT NULL DEFAULT false, ${common})`);
    await q.query(`CREATE TABLE catalog.personas (
      id serial PRIMARY KEY, name text NOT NULL, slug text NOT NULL, description text NOT NULL DEFAULT '',
      tone_prompt text NOT NULL DEFAULT '', ${common})`);
    await q.query(`CREATE TABLE catalog.product_categories (
      id serial PRIMARY KEY, name text NOT NULL, slug text NOT NULL, description text NOT NULL DEFAULT '', ${common})`);
    await q.query(`CREATE TABLE catalog.products (
      id serial PRIMARY KEY, name text NOT NULL, description text NOT NULL DEFAULT '',
      price_pence int NOT NULL CHECK (price_pence > 0), currency text NOT NULL DEFAULT 'GBP' CHECK (currency = 'GBP'),
      product_category_id int NOT NULL REFERENCES catalog.product_categories(id),
      size text NOT NULL CHECK (size IN ('A6', 'A5', '5x7', 'square')),
      flat_width_mm double precision NOT NULL, flat_height_mm double precision NOT NULL,
      bleed_mm double precision NOT NULL DEFAULT 3, paper text NOT NULL, sku text NOT NULL, ${common})`);
    await q.query(`CREATE INDEX products_category ON catalog.products (product_category_id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE TABLE catalog.features (
      id serial PRIMARY KEY, key text NOT NULL UNIQUE, name text NOT NULL, description text NOT NULL DEFAULT '',
      value_type text NOT NULL DEFAULT 'text' CHECK (value_type IN ('number', 'boolean', 'text')),
      position int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX features_name ON catalog.features (lower(name))`);
    await q.query(`CREATE TABLE catalog.plans (
      id serial PRIMARY KEY, name text NOT NULL, slug text NOT NULL, description text NOT NULL DEFAULT '',
      price_pence int NOT NULL DEFAULT 0 CHECK (price_pence >= 0), currency text NOT NULL DEFAULT 'GBP' CHECK (currency = 'GBP'),
      interval text CHECK (interval IN ('month', 'year')), provider_price_id text, ${common})`);
    await q.query(`CREATE TABLE catalog.planfeatures (
      id serial PRIMARY KEY, plan_id int NOT NULL REFERENCES catalog.plans(id),
      feature_id int NOT NULL REFERENCES catalog.features(id), value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (plan_id, feature_id))`);
    for (const t of ['styles', 'personas', 'product_categories', 'plans']) {
      await q.query(`CREATE UNIQUE INDEX ${t}_slug_live ON catalog.${t} (slug) WHERE deleted_at IS NULL`);
      await q.query(`CREATE UNIQUE INDEX ${t}_name_live ON catalog.${t} (lower(name)) WHERE deleted_at IS NULL`);
    }
    await q.query(`CREATE UNIQUE INDEX products_sku_live ON catalog.products (sku) WHERE deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX products_name_live ON catalog.products (lower(name)) WHERE deleted_at IS NULL`);
    await q.query(
      `CREATE UNIQUE INDEX plans_provider_price_live ON catalog.plans (provider_price_id) WHERE deleted_at IS NULL AND provider_price_id IS NOT NULL`,
    );
    // Which seed items were ever applied: an admin's later edit or delete is never undone by a restart.
    await q.query(`CREATE TABLE catalog.seed_log (item text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['seed_log', 'planfeatures', 'plans', 'features', 'products', 'product_categories', 'personas', 'styles']) {
      await q.query(`DROP TABLE catalog.${t}`);
    }
  }
}
