import { z } from 'zod';
import { callsOf, defineCall, defineHealthCall } from '../calls.js';
import type { CatalogEntityName } from './events.js';
import { catalogResources } from './routes.js';
import { CatalogSnapshot } from './snapshot.js';

type ResourceCalls = { [E in CatalogEntityName]: ReturnType<typeof callsOf<(typeof catalogResources)[E]>> };

/** The five calls of each catalogue resource, by entity: the routes' calls, which services may also make with `actor: null`. */
const resources = Object.fromEntries(
  Object.entries(catalogResources).map(([entity, routes]) => [entity, callsOf(routes)]),
) as ResourceCalls;

/** Every call the catalog service answers. */
export const CatalogCalls = {
  ...resources,
  /** Every active, live row at once, for read models built at start (no input). */
  snapshot: defineCall({ subject: 'catalog.snapshot.get', request: z.object({}), reply: CatalogSnapshot }),
  health: defineHealthCall('catalog'),
} as const;
