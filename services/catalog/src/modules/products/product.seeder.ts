import { FLAT_SIZE_MM, ProductInput, toPence, type ProductCategoryInput } from '@cards/contracts';
import type { z } from 'zod';
import { sameColumns } from '../../crud/same-fields.js';
import { liveIds, seedTable, type SeedRun } from '../../seeding/seed-table.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductEntity } from './product.entity.js';

/** A starter product as the seed writes it: the admin's input (its defaults may be left out), naming its shelf's slug. */
export type SeedProduct = Omit<z.input<typeof ProductInput>, 'product_category_id'> & { category: string };

const SeedInput = ProductInput.omit({ product_category_id: true });
const productColumns = sameColumns<ProductEntity>();

/** Starter shelves (known by slug) and the products on them (known by SKU, naming their shelf's slug). */
export async function seedProducts(
  run: SeedRun,
  {
    CATEGORIES,
    PRODUCTS,
  }: {
    CATEGORIES: Array<ProductCategoryInput & { slug: string }>;
    PRODUCTS: SeedProduct[];
  },
): Promise<number> {
  let inserted = await seedTable(
    run,
    ProductCategoryEntity,
    'slug',
    CATEGORIES.map((c) => ({
      item: `product_category:${c.slug}`,
      key: c.slug,
      row: { name: c.name, slug: c.slug, description: c.description, active: c.active, position: c.position },
    })),
  );
  // A product whose category an admin deleted is not seeded: there is no shelf for it.
  const shelves = await liveIds(run.m, ProductCategoryEntity, 'slug');
  inserted += await seedTable(
    run,
    ProductEntity,
    'sku',
    PRODUCTS.map(({ category, ...given }) => {
      // Parsed as an admin's input is, so a field with a default needs no line in the seed.
      const p = SeedInput.parse(given);
      const flat = FLAT_SIZE_MM[p.size];
      const shelf = shelves.get(category);
      return {
        item: `product:${p.sku}`,
        key: p.sku,
        row:
          shelf === undefined
            ? null
            : {
                ...productColumns(ProductInput, { ...p, product_category_id: shelf }, ['price', 'volume_prices']),
                price_pence: toPence(p.price),
                volume_prices: p.volume_prices.map((t) => ({ min_quantity: t.min_quantity, unit_price_pence: toPence(t.unit_price) })),
                flat_width_mm: p.flat_width_mm ?? flat.width,
                flat_height_mm: p.flat_height_mm ?? flat.height,
              },
      };
    }),
  );
  return inserted;
}
