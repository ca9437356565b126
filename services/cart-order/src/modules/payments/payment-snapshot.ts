import type { CartLine, PayingCart } from '../cart/index.js';
import type { PaymentSnapshot } from './payment.store.js';
import { recipientSnapshot } from '../mailing/index.js';

/** What the payment pays for, frozen from the cart: the order is made from this. */
export function snapshotOf(
  { cart, items, priced, arriveBy }: PayingCart,
  checks: Map<number, CartLine['card_instance']['print_checks']>,
): PaymentSnapshot {
  return {
    lines: items.map((i) => ({
      item_id: i.id,
      card_instance_id: i.card_instance_id,
      product_id: i.product_id,
      product_name: i.product_name,
      size: i.product_size,
      title: i.card_instance.title,
      thumbnail_url: i.card_instance.thumbnail_url,
      quantity: i.quantity,
      unit_price: i.unit_price,
      print_checks: checks.has(i.id) ? checks.get(i.id) : i.card_instance.print_checks,
      ...(i.mailing
        ? {
            postage: priced.postage.get(i.id) ?? 0,
            recipients: (priced.recipients.get(i.id) ?? []).map(recipientSnapshot),
          }
        : {}),
    })),
    ...priced.totals,
    coupon_id: priced.coupon?.id ?? null,
    coupon_key: priced.coupon?.key ?? null,
    delivery: {
      method: cart.delivery_method,
      postage_class: cart.postage_class,
      address: cart.address,
      arrive_by: arriveBy,
      arrive_by_mode: cart.arrive_by_mode,
    },
  };
}
