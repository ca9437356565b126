import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { CollectionService } from './collection.service.js';

/** Collection links: the sender's routes and the public page's. */
export async function serveCollection(rpc: RequestBus, links: CollectionService) {
  await serveRoute(rpc, routes.createCollectionLink, async ({ actor, params, body }) => links.create(actor, params.id, body.days));
  await serveRoute(rpc, routes.listCollectionLinks, async ({ actor }) => {
    const items = await links.list(actor);
    return { items, total: items.length };
  });
  await serveRoute(rpc, routes.turnOffCollectionLink, async ({ actor, params }) => {
    await links.turnOff(actor, params.id);
    return null;
  });
  await serveRoute(rpc, routes.sendCollectionSummary, async ({ actor, params }) => links.summary(actor, params.id));
  await serveRoute(rpc, routes.openCollectionLink, async ({ params }) => links.open(params.token));
  await serveRoute(rpc, routes.giveAddress, async ({ params, body }) => links.give(params.token, body));
  await serveRoute(rpc, routes.listOfferedUpdates, async ({ actor }) => {
    const items = await links.offered(actor);
    return { items, total: items.length };
  });
  await serveRoute(rpc, routes.acceptOfferedUpdate, async ({ actor, params }) => {
    await links.settle(actor, params.id, true);
    return null;
  });
  await serveRoute(rpc, routes.dismissOfferedUpdate, async ({ actor, params }) => {
    await links.settle(actor, params.id, false);
    return null;
  });
}
