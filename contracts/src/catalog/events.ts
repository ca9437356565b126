import { z } from 'zod';
import { defineEvent } from '../events.js';

/** Any catalogue row changed; consumers drop caches and refresh read models. */
export const CatalogChangedData = z.object({
  entity: z.enum(['event', 'style', 'persona', 'product', 'product_category', 'plan', 'feature', 'planfeature']),
  id: z.number().int(),
  action: z.enum(['created', 'updated', 'deleted']),
  /** The row as it is now (absent on delete), so read models need no extra call. */
  row: z.record(z.string(), z.unknown()).optional(),
});
export type CatalogChangedData = z.infer<typeof CatalogChangedData>;

export const CatalogEvents = {
  eventChanged: defineEvent('catalog.event.changed.v1', CatalogChangedData),
} as const;
