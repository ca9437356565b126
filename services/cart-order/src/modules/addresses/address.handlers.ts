import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { AddressService } from './address.service.js';

/** `/addresses` CRUD for the signed-in user. */
export async function serveAddresses(rpc: RequestBus, addresses: AddressService) {
  await serveRoute(rpc, routes.listAddresses, async ({ actor, query }) => addresses.list(actor, query));
  await serveRoute(rpc, routes.getAddress, async ({ actor, params }) => addresses.get(actor, params.id));
  await serveRoute(rpc, routes.createAddress, async ({ actor, body }) => addresses.create(actor, body.address));
  await serveRoute(rpc, routes.updateAddress, async ({ actor, params, body }) => addresses.update(actor, params.id, body.address));
  await serveRoute(rpc, routes.deleteAddress, async ({ actor, params }) => {
    await addresses.remove(actor, params.id);
    return null;
  });
}
