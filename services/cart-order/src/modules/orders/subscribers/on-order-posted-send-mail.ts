import { CartOrderEvents, ukDayOf, type Order } from '@cards/contracts';
import type { EventSubscription } from '@cards/kit';
import { mailOnEvent, sendMail, type OrderMailDeps } from './order-mail-deps.js';
import { loadOrder } from '../order.store.js';

/** Where the posted cards went, in one line: the order's address, and the people of its lists. */
function postedTo(o: Order): string {
  const a = o.delivery.address;
  const listed = o.items.flatMap((i) => i.recipients).filter((r) => r.channel === 'post').length;
  const parts = [
    ...(a ? [[a.name, a.line1, a.line2, a.city, a.county, a.postcode].filter(Boolean).join(', ')] : []),
    ...(listed ? [listed === 1 ? 'the person on your list' : `the ${listed} people on your list`] : []),
  ];
  return parts.join(', and ') || 'your address';
}

/** The "posted" mail of an order, from what it holds now; a tracking update says only what is new. */
async function mailPosted(deps: OrderMailDeps, orderId: number, trackingUpdate: boolean): Promise<void> {
  const { ds, log, clock } = deps;
  const o = await loadOrder(ds, { id: orderId });
  if (!o) return;
  const people = o.items.flatMap((i) => i.recipients);
  await sendMail(deps, {
    user_id: o.user_id,
    template: 'order_posted',
    data: {
      order_number: o.number,
      postage: o.delivery.postage_name,
      postage_class: o.delivery.postage_class,
      posted_on: ukDayOf(o.dispatched_at ?? clock()),
      arrival_date: o.expected_arrival_date,
      destination_known: !!o.delivery.address?.postcode && !people.some((r) => r.channel === 'post'),
      to: postedTo(o),
      tracking_number: o.tracking_number,
      envelopes: people.flatMap((r) =>
        r.channel === 'post' && r.tracking_number ? [{ name: r.name, tracking_number: r.tracking_number }] : [],
      ),
      ecards: people.filter((r) => r.state === 'ecard_sent').length,
      tracking_update: trackingUpdate,
    },
  });
  log.info({ order: o.number, trackingUpdate }, trackingUpdate ? 'tracking mail sent' : 'posted mail sent');
}

/**
 * Mails the customer that the cards are posted when an admin marks the order dispatched
 * (`cart_order.order.status_changed.v1` to `dispatched`): the completion page promises it. With
 * the tracking number the admin gave, and the arrival reckoned from the day it was posted. As
 * with the other order mails, it is sent once the event leaves the outbox ({@link mailOnEvent}).
 */
export async function onOrderPostedSendMail(deps: OrderMailDeps): Promise<EventSubscription> {
  return mailOnEvent(deps, 'order_posted_mail', CartOrderEvents.orderStatusChanged, async (e) => {
    if (e.data.status === 'dispatched') await mailPosted(deps, e.data.order_id, false);
  });
}

/**
 * Mails a tracking number saved after the cards were posted (`cart_order.order.tracking_added.v1`):
 * the same mail, worded as an update, each event once.
 */
export async function onTrackingAddedSendMail(deps: OrderMailDeps): Promise<EventSubscription> {
  return mailOnEvent(deps, 'order_tracking_mail', CartOrderEvents.orderTrackingAdded, (e) => mailPosted(deps, e.data.order_id, true));
}
