import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { AddressBook, toAddress } from '../addresses/index.js';
import type { AddressImportService } from './address-import.service.js';

/** `POST /addresses/import` and the `/address_groups` routes. */
export async function serveAddressImport(rpc: RequestBus, ds: DataSource, imports: AddressImportService) {
  await serveRoute(rpc, routes.importAddresses, async ({ actor, body }) => imports.import(actor, body));
  await serveRoute(rpc, routes.listAddressGroups, async ({ actor }) => {
    const items = await imports.groups(actor);
    return { items, total: items.length };
  });
  await serveRoute(rpc, routes.setAddressGroups, async ({ actor, params, body }) => {
    const items = await imports.setGroupsOf(actor, params.id, body.groups);
    return { items, total: items.length };
  });
  await serveRoute(rpc, routes.listGroupAddresses, async ({ actor, params, query }) => {
    const ids = await imports.groupAddressIds(actor, params.id);
    const rows = ids.length ? await new AddressBook().list(ds.manager, actor.user_id, ids) : [];
    const start = (query.page - 1) * query.per_page;
    return { items: rows.slice(start, start + query.per_page).map(toAddress), total: rows.length };
  });
  await serveRoute(rpc, routes.deleteAddressGroup, async ({ actor, params }) => {
    await imports.deleteGroup(actor, params.id);
    return null;
  });
}
