import { CartOrderEvents, toPounds, listInWords } from '@cards/contracts';
import type { EventSubscription } from '@cards/kit';
import { mailOnEvent, sendMail, type OrderMailDeps } from './order-mail-deps.js';
import { loadOrder } from '../order.store.js';

/** Sends the order confirmation through identity's mailer when `cart_order.order.paid.v1` leaves the outbox. */
export async function onOrderPaidSendMail({ apiUrl, ...deps }: OrderMailDeps & { apiUrl: string }): Promise<EventSubscription> {
  // Thumbnails are served by the API; a mail needs them absolute.
  const absolute = (u: string | null) => (!u ? undefined : /^https?:\/\//.test(u) ? u : `${apiUrl}${u.startsWith('/') ? '' : '/'}${u}`);
  return mailOnEvent(deps, 'order_paid_mail', CartOrderEvents.orderPaid, async (e) => {
    const d = e.data;
    const o = await loadOrder(deps.ds, { id: d.order_id });
    if (!o) return;
    await sendMail(deps, {
      user_id: o.user_id,
      template: 'order_confirmation',
      data: {
        order_number: o.number,
        items: o.items.map((i) => ({
          name: [i.title, i.product_name].filter(Boolean).join(' — ').slice(0, 200) || i.product_name,
          quantity: i.quantity,
          unit_price: i.unit_price,
          total: i.total,
          // A list is said as what it sends, not "2 × £3.95".
          ...(i.recipients.length ? { what: listInWords(i.recipients) } : {}),
          thumbnail_url: absolute(i.thumbnail_url),
        })),
        subtotal: o.subtotal,
        coupon_value: o.coupon_value,
        shipping: o.shipping,
        total: toPounds(d.total),
        currency: 'GBP',
        delivery: {
          method: o.delivery.method,
          postage: o.delivery.postage_name,
          postage_class: o.delivery.postage_class,
          address: o.delivery.address,
          dispatch_date: o.planned_dispatch_date,
          arrival_date: o.expected_arrival_date,
          arrive_by: o.delivery.arrive_by,
          held: o.status === 'held',
        },
      },
    });
    deps.log.info({ order: o.number }, 'order confirmation sent');
  });
}
