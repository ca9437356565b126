import { toPounds, type EventEnvelope, type OrderPaidData } from '@cards/contracts';
import { applyOnce, type EventBus, type Logger, type RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { S } from '../../../db/sql.js';
import { loadOrder } from '../order.store.js';

/**
 * Sends the order confirmation through identity's mailer when `cart_order.order.paid.v1`
 * leaves the outbox. A failed send throws, so the bus delivers the event again; the inbox
 * row is written only with a successful send.
 */
export async function onOrderPaidSendMail(bus: EventBus, ds: DataSource, rpc: RequestBus, log: Logger, apiUrl: string) {
  // Thumbnails are served by the API; a mail needs them absolute.
  const absolute = (u: string | null) => (!u ? undefined : /^https?:\/\//.test(u) ? u : `${apiUrl.replace(/\/$/, '')}${u.startsWith('/') ? '' : '/'}${u}`);
  await bus.subscribe({
    durable: 'cart_order__order_paid_mail',
    subject: 'cart_order.order.paid.v1',
    maxDeliver: 10,
    redeliverAfterMs: 5000,
    handler: async (e: EventEnvelope) => {
      const d = e.data as OrderPaidData;
      await applyOnce(ds, S, 'order_confirmation_mail', e.id, async (m) => {
        const o = await loadOrder(m, 'id = $1', [d.order_id]);
        if (!o) return;
        await rpc.request('identity.mail.send', {
          user_id: o.user_id,
          template: 'order_confirmation',
          data: {
            order_number: o.number,
            items: o.items.map((i) => ({
              name: [i.title, i.product_name].filter(Boolean).join(' — ').slice(0, 200) || i.product_name, quantity: i.quantity, unit_price: i.unit_price, total: i.total,
              thumbnail_url: absolute(i.thumbnail_url),
            })),
            subtotal: o.subtotal, coupon_value: o.coupon_value, shipping: o.shipping, total: toPounds(d.total), currency: 'GBP',
            delivery: {
              method: o.delivery.method, postage: o.delivery.postage_name, address: o.delivery.address,
              dispatch_date: o.planned_dispatch_date, arrival_date: o.expected_arrival_date, arrive_by: o.delivery.arrive_by, held: o.status === 'held',
            },
          },
        }, { timeoutMs: 15_000 });
        log.info({ order: o.number }, 'order confirmation sent');
      });
    },
  });
}
