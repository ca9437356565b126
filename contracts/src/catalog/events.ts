import { z } from 'zod';
import { defineEvent } from '../events.js';

export const CatalogEntityName = z.enum(['event', 'style', 'persona', 'product', 'product_category', 'plan', 'feature', 'planfeature']);
export type CatalogEntityName = z.infer<typeof CatalogEntityName>;

/**
 * Any catalogue row changed; consumers drop caches and refresh read models. `row` is the
 * entity's public JSON (the same as `GET /<things>/{id}` answers an admin), so a read model
 * needs no extra call. A soft-deleted or deactivated row is gone for customers: consumers
 * treat `action: 'deleted'` and `row.active === false` alike.
 */
export const CatalogChangedData = z.object({
  entity: CatalogEntityName,
  id: z.number().int(),
  action: z.enum(['created', 'updated', 'deleted']),
  /** The row as it is now (absent on delete), so read models need no extra call. */
  row: z.record(z.string(), z.unknown()).optional(),
});
export type CatalogChangedData = z.infer<typeof CatalogChangedData>;

/**
 * `catalog.<entity>.changed.v1` for every catalogue entity. A planfeature change also
 * announces its plan (`catalog.plan.changed.v1`, `action: 'updated'`) because `Plan.features`
 * changed with it, so a consumer of plans alone stays right.
 */
export const CatalogEvents = {
  eventChanged: defineEvent('catalog.event.changed.v1', CatalogChangedData),
  styleChanged: defineEvent('catalog.style.changed.v1', CatalogChangedData),
  personaChanged: defineEvent('catalog.persona.changed.v1', CatalogChangedData),
  productChanged: defineEvent('catalog.product.changed.v1', CatalogChangedData),
  productCategoryChanged: defineEvent('catalog.product_category.changed.v1', CatalogChangedData),
  planChanged: defineEvent('catalog.plan.changed.v1', CatalogChangedData),
  featureChanged: defineEvent('catalog.feature.changed.v1', CatalogChangedData),
  planfeatureChanged: defineEvent('catalog.planfeature.changed.v1', CatalogChangedData),
} as const;

/** The change event of each entity, by entity name. */
export const catalogChangedEvent = {
  event: CatalogEvents.eventChanged,
  style: CatalogEvents.styleChanged,
  persona: CatalogEvents.personaChanged,
  product: CatalogEvents.productChanged,
  product_category: CatalogEvents.productCategoryChanged,
  plan: CatalogEvents.planChanged,
  feature: CatalogEvents.featureChanged,
  planfeature: CatalogEvents.planfeatureChanged,
} as const satisfies Record<CatalogEntityName, unknown>;

/** Wildcard every BFF replica and read model subscribes to. */
export const CATALOG_CHANGED_SUBJECTS = 'catalog.*.changed.v1';

/** Every entity's change at once, for consumers that follow the whole catalogue (one payload schema for all). */
export const anyCatalogChange = { subject: CATALOG_CHANGED_SUBJECTS, data: CatalogChangedData } as const;
