import { IdentityCalls, type MailSendRequest } from '@cards/contracts';
import {
  consumeEvent,
  requestCall,
  type ConsumableEvent,
  type ConsumedEvent,
  type EventBus,
  type EventSubscription,
  type Logger,
  type RequestBus,
} from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Clock } from '../../delivery-dates/index.js';

/** What the order mails are sent with: the bus they come from, the orders, identity's mailer, the clock. */
export interface OrderMailDeps {
  bus: EventBus;
  ds: DataSource;
  rpc: RequestBus;
  log: Logger;
  clock: Clock;
}

/** A mail to a user to hand to identity, all but the moment its dates are worded for. */
export type UndatedMail =
  Exclude<MailSendRequest, { template: 'ecard' }> extends infer M ? (M extends unknown ? Omit<M, 'as_of'> : never) : never;

/**
 * An order mail sent when its event leaves the outbox. The mail is the consumer's `after` step:
 * no transaction is open while identity takes up to 15 s to hand it over, and the inbox records
 * it only once it was sent, so a failed send comes back with the event (a send that succeeded
 * just before a crash may be repeated; one is never lost).
 */
export function mailOnEvent<S extends z.ZodTypeAny>(
  deps: OrderMailDeps,
  handler: string,
  event: ConsumableEvent<S>,
  after: (event: ConsumedEvent<S>) => Promise<void>,
): Promise<EventSubscription> {
  return consumeEvent(deps.bus, { service: 'cart_order', handler, event, inbox: deps.ds, maxDeliver: 10, redeliverAfterMs: 5000, after });
}

/** Hands one mail to identity's mailer, dated by the clock. */
export async function sendMail({ rpc, clock }: OrderMailDeps, mail: UndatedMail): Promise<void> {
  await requestCall(rpc, IdentityCalls.mailSend, { ...mail, as_of: clock().toISOString() }, { timeoutMs: 15_000 });
}
