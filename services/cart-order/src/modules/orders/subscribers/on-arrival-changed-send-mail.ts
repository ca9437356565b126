import { CartOrderEvents, IdentityCalls } from '@cards/contracts';
import { consumeEvent, requestCall, type EventSubscription } from '@cards/kit';
import type { OrderMailDeps } from './order-mail-deps.js';
import { loadOrder } from '../order.store.js';

/**
 * Mails the customer the new dates when `cart_order.order.arrival_changed.v1` leaves the outbox
 * (their own change of the arrive-by day, or an admin's). As with the order confirmation, the
 * mail is the consumer's `after` step: sent with no transaction open, recorded once it went.
 */
export async function onArrivalChangedSendMail({ bus, ds, rpc, log, clock }: OrderMailDeps): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'cart_order',
    handler: 'order_arrival_changed_mail',
    event: CartOrderEvents.orderArrivalChanged,
    inbox: ds,
    maxDeliver: 10,
    redeliverAfterMs: 5000,
    after: async (e) => {
      const d = e.data;
      const o = await loadOrder(ds, { id: d.order_id });
      if (!o || !d.after.dispatch_date || !d.after.arrival_date) return;
      await requestCall(
        rpc,
        IdentityCalls.mailSend,
        {
          user_id: o.user_id,
          template: 'order_arrival_changed',
          as_of: clock().toISOString(),
          data: {
            order_number: o.number,
            postage: o.delivery.postage_name,
            postage_class: o.delivery.postage_class,
            by: d.by,
            before: d.before,
            after: { dispatch_date: d.after.dispatch_date, arrival_date: d.after.arrival_date },
            arrive_by: d.arrive_by,
            held: o.status === 'held',
          },
        },
        { timeoutMs: 15_000 },
      );
      log.info({ order: o.number }, 'new arrival day mailed');
    },
  });
}
