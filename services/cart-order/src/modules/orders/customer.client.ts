import { IdentityCalls } from '@cards/contracts';
import { requestCall, type Logger, type RequestBus } from '@cards/kit';

export interface Customer {
  id: number;
  name: string;
  email: string;
}

/**
 * Who placed the orders an admin is looking at, from identity in one request. Identity being
 * unreachable must not hide the orders: the customers are then simply not named.
 */
export async function customersOf(rpc: RequestBus, log: Logger, userIds: number[]): Promise<Map<number, Customer>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  try {
    const reply = await requestCall(rpc, IdentityCalls.userGetMany, { ids }, { timeoutMs: 5_000 });
    return new Map(reply.users.map((u) => [u.id, { id: u.id, name: u.name, email: u.email }]));
  } catch (err) {
    log.warn({ err }, 'customers of orders could not be read from identity');
    return new Map();
  }
}
