import { FLAT_SIZE_MM, toPence, type ProductCategoryInput, type ProductInput } from '@cards/contracts';
import { liveIds, seedTable, type SeedRun } from '../../seeding/seed-table.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductEntity } from './product.entity.js';

/** Starter shelves (known by slug) and the products on them (known by SKU, naming their shelf's slug). */
export async function seedProducts(
  run: SeedRun,
  {
    CATEGORIES,
    PRODUCTS,
  }: {
    CATEGORIES: Array<ProductCategoryInput & { slug: string }>;
    PRODUCTS: Array<Omit<ProductInput, 'product_category_id'> & { category: string }>;
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
                volume_prices: (p.volume_prices ?? []).map((t) => ({
                  min_quantity: t.min_quantity,
                  unit_price_pence: toPence(t.unit_price),
                })),
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
  return inserted;
}
