import { z } from 'zod';
import { Occasion } from './occasion.js';
import { Feature } from './feature.js';
import { Persona } from './persona.js';
import { Plan } from './plan.js';
import { Product } from './product.js';
import { ProductCategory } from './product-category.js';
import { Style } from './style.js';

/**
 * `catalog.snapshot.get`'s reply (`CatalogCalls.snapshot`, no input): every active, live row at once. A read
 * model subscribes to `catalog.*.changed.v1` first, then loads the snapshot, then applies
 * the events (which carry whole rows, so applying one twice or out of order with the
 * snapshot is harmless when compared on `updated_at`).
 */
export const CatalogSnapshot = z.object({
  taken_at: z.string(),
  events: z.array(Occasion),
  styles: z.array(Style),
  personas: z.array(Persona),
  products: z.array(Product),
  product_categories: z.array(ProductCategory),
  /** Each with `features` (key → value). */
  plans: z.array(Plan),
  features: z.array(Feature),
});
export type CatalogSnapshot = z.infer<typeof CatalogSnapshot>;
