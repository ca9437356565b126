import { CartOrderCalls, CreateAddressBody, Id, ListQuery, UpdateAddressBody } from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { AddressService } from './address.service.js';

const IdParams = z.object({ id: Id });

/** `/addresses` CRUD for the signed-in user. */
export async function registerAddressHandlers(rpc: RequestBus, addresses: AddressService) {
  await serveCall(rpc, CartOrderCalls.listAddresses, async (call) => addresses.list(requireActor(call), parseInput(ListQuery, call.query)));
  await serveCall(rpc, CartOrderCalls.getAddress, async (call) => addresses.get(requireActor(call), parseInput(IdParams, call.params).id));
  await serveCall(rpc, CartOrderCalls.createAddress, async (call) =>
    addresses.create(requireActor(call), parseInput(CreateAddressBody, call.body).address),
  );
  await serveCall(rpc, CartOrderCalls.updateAddress, async (call) =>
    addresses.update(requireActor(call), parseInput(IdParams, call.params).id, parseInput(UpdateAddressBody, call.body).address),
  );
  await serveCall(rpc, CartOrderCalls.deleteAddress, async (call) => {
    await addresses.remove(requireActor(call), parseInput(IdParams, call.params).id);
    return null;
  });
}
