import { catalogResources } from '@cards/contracts';
import { requestCall, type EventBus } from '@cards/kit';
import { Router } from 'express';
import { cachedReadHandler } from '../catalog/catalog-read.js';
import { followChanges, type CatalogReads } from '../catalog/catalog-reads.js';
import { custom, sendResult, type RouteContext } from '../http/forward.js';

/**
 * The catalogue's REST surface (`/events`, `/styles`, `/personas`, `/products`,
 * `/product_categories`, `/plans`, `/features`, `/planfeatures`): public reads served from
 * this replica's cache with ETag/304; admin writes forwarded to the call each route declares,
 * then the cache dropped at once. Other replicas drop theirs on `catalog.*.changed.v1`.
 */
export async function catalogRouter(ctx: RouteContext, bus: EventBus, reads: CatalogReads) {
  const { cache } = reads;
  const router = Router();
  await followChanges(bus, reads);

  for (const routes of Object.values(catalogResources)) {
    for (const verb of ['list', 'get'] as const) {
      ctx.registry.add(routes[verb]);
      router.get(routes[verb].path, cachedReadHandler(ctx, reads, routes[verb]));
    }
    for (const verb of ['create', 'update', 'delete'] as const) {
      const route = routes[verb];
      custom(router, ctx, route, async (v, req, res) => {
        let result: unknown;
        try {
          result = await requestCall(ctx.rpc, route.call, v.call, { headers: v.headers });
        } finally {
          // Before answering, so this admin's next read sees the edit; even after a failure,
          // which may have committed (a timeout after the commit).
          cache.clear();
        }
        sendResult(req, res, route, result);
      });
    }
  }
  return router;
}
