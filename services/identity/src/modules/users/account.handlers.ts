import { identityRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { AccountService } from './account.service.js';

/** `identity.account.*`: the routes of `/accounts`. */
export async function serveAccounts(rpc: RequestBus, accounts: AccountService) {
  await serveRoute(rpc, routes.listAccounts, async ({ actor, query }) => accounts.list(actor, query));
  await serveRoute(rpc, routes.getAccount, async ({ actor, params }) => accounts.get(actor, params.id));
  await serveRoute(rpc, routes.createAccount, async ({ body }) => accounts.create(body.account));
  await serveRoute(rpc, routes.updateAccount, async ({ actor, params, body }) => accounts.update(actor, params.id, body.account));
  await serveRoute(rpc, routes.deleteAccount, async ({ params }) => {
    await accounts.remove(params.id);
    return null;
  });
}
