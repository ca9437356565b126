import { z } from 'zod';
import { callsOf, defineCall, defineHealthCall, type CallDefinition } from '../calls.js';
import { Id } from '../common.js';
import type { CatalogEntityName } from './events.js';
import { catalogResources } from './routes.js';
import { CatalogSnapshot } from './snapshot.js';

/** What another service sends to find one catalogue row: its id. */
export const FindCatalogRow = z.object({ id: Id });

type Resources = typeof catalogResources;
type ResourceCalls = {
  [E in CatalogEntityName]: ReturnType<typeof callsOf<Resources[E]>> & {
    find: CallDefinition<typeof FindCatalogRow, Resources[E]['get']['response']>;
  };
};

/**
 * The calls of each catalogue resource, by entity: the five calls of its REST routes, which the
 * BFF forwards, and `find`, shaped for other services: one row a customer may see, by its id
 * (404 when there is none, it is inactive or deleted).
 */
const resources = Object.fromEntries(
  Object.entries(catalogResources).map(([entity, routes]) => [
    entity,
    { ...callsOf(routes), find: defineCall({ subject: `catalog.${entity}.find`, request: FindCatalogRow, reply: routes.get.response }) },
  ]),
) as ResourceCalls;

/** Every call the catalog service answers. */
export const CatalogCalls = {
  ...resources,
  /** Every active, live row at once, for read models built at start (no input). */
  snapshot: defineCall({ subject: 'catalog.snapshot.get', request: z.object({}), reply: CatalogSnapshot }),
  health: defineHealthCall('catalog'),
} as const;
