import { CartOrderEvents } from '@cards/contracts';
import type { EventSubscription } from '@cards/kit';
import { mailOnEvent, sendMail, type OrderMailDeps } from './order-mail-deps.js';
import { loadOrder } from '../order.store.js';

/**
 * Mails the customer the new dates when `cart_order.order.arrival_changed.v1` leaves the outbox
 * (their own change of the arrive-by day, or an admin's), like the order confirmation.
 */
export async function onArrivalChangedSendMail(deps: OrderMailDeps): Promise<EventSubscription> {
  return mailOnEvent(deps, 'order_arrival_changed_mail', CartOrderEvents.orderArrivalChanged, async (e) => {
    const d = e.data;
    const o = await loadOrder(deps.ds, { id: d.order_id });
    if (!o || !d.after.dispatch_date || !d.after.arrival_date) return;
    await sendMail(deps, {
      user_id: o.user_id,
      template: 'order_arrival_changed',
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
    });
    deps.log.info({ order: o.number }, 'new arrival day mailed');
  });
}
