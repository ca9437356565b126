import {
  Occasion,
  Feature,
  Persona,
  Plan,
  PlanFeature,
  Product,
  ProductCategory,
  Style,
  type CatalogEntityName,
  type CatalogSnapshot,
} from '@cards/contracts';
import type { z } from 'zod';

/** Each catalogue entity's row as the catalog publishes it (its change events and calls carry these). */
export const catalogRowSchemas = {
  event: Occasion,
  style: Style,
  persona: Persona,
  product: Product,
  product_category: ProductCategory,
  plan: Plan,
  feature: Feature,
  planfeature: PlanFeature,
} as const satisfies Record<CatalogEntityName, z.ZodTypeAny>;

export type CatalogRowOf<E extends CatalogEntityName> = z.output<(typeof catalogRowSchemas)[E]>;
export type CatalogRow = CatalogRowOf<CatalogEntityName>;

/**
 * The snapshot's list of each entity it carries. Plan features are not in it: a plan row
 * carries its `features`, and a plan feature's change is announced as its plan's too.
 */
export const snapshotListOf = {
  event: 'events',
  style: 'styles',
  persona: 'personas',
  product: 'products',
  product_category: 'product_categories',
  plan: 'plans',
  feature: 'features',
} as const satisfies Partial<Record<CatalogEntityName, keyof CatalogSnapshot>>;

export type SnapshotEntity = keyof typeof snapshotListOf;

/** Whether `next` may replace `held`: events and the snapshot interleave, so an older row never wins. */
export function isNotOlder(next: { updated_at: string }, held: { updated_at: string } | undefined): boolean {
  return !held || Date.parse(next.updated_at) >= Date.parse(held.updated_at);
}
