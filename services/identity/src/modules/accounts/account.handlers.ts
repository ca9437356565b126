import { AccountIdParams, CreateAccountBody, ListQuery, UpdateAccountBody } from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import type { AccountService } from './account.service.js';

/** `identity.account.*`: the handlers behind `/accounts`. */
export async function registerAccountHandlers(rpc: RequestBus, accounts: AccountService) {
  await serveCall(rpc, 'identity.account.list', async (call) => accounts.list(requireActor(call), parseInput(ListQuery, call.query)));
  await serveCall(rpc, 'identity.account.get', async (call) => accounts.get(requireActor(call), parseInput(AccountIdParams, call.params).id));
  await serveCall(rpc, 'identity.account.create', async (call) => {
    requireAdmin(call);
    return accounts.create(parseInput(CreateAccountBody, call.body).account);
  });
  await serveCall(rpc, 'identity.account.update', async (call) =>
    accounts.update(requireActor(call), parseInput(AccountIdParams, call.params).id, parseInput(UpdateAccountBody, call.body).account));
  await serveCall(rpc, 'identity.account.delete', async (call) => {
    requireAdmin(call);
    await accounts.remove(parseInput(AccountIdParams, call.params).id);
    return null;
  });
}
