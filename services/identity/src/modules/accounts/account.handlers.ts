import { AccountIdParams, CreateAccountBody, IdentityCalls, ListQuery, UpdateAccountBody } from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import type { AccountService } from './account.service.js';

/** `identity.account.*`: the handlers behind `/accounts`. */
export async function registerAccountHandlers(rpc: RequestBus, accounts: AccountService) {
  await serveCall(rpc, IdentityCalls.listAccounts, async (call) => accounts.list(requireActor(call), parseInput(ListQuery, call.query)));
  await serveCall(rpc, IdentityCalls.getAccount, async (call) =>
    accounts.get(requireActor(call), parseInput(AccountIdParams, call.params).id),
  );
  await serveCall(rpc, IdentityCalls.createAccount, async (call) => {
    requireAdmin(call);
    return accounts.create(parseInput(CreateAccountBody, call.body).account);
  });
  await serveCall(rpc, IdentityCalls.updateAccount, async (call) =>
    accounts.update(requireActor(call), parseInput(AccountIdParams, call.params).id, parseInput(UpdateAccountBody, call.body).account),
  );
  await serveCall(rpc, IdentityCalls.deleteAccount, async (call) => {
    requireAdmin(call);
    await accounts.remove(parseInput(AccountIdParams, call.params).id);
    return null;
  });
}
