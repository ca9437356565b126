import { toPounds, type DeliveryOption, type DeliveryOptionsReply, type PostageClass } from '@cards/contracts';
import { POSTAGE, postagePrice } from '../cart/pricing.js';
import type { DeliveryDates } from './delivery-dates.js';

/** What tells the time: the real clock in the service, a fixed one in tests. */
export type Clock = () => Date;

/** Each postage class with its price (for a plan with free delivery or without) and its dates for an order paid now. */
export function deliveryOptions(
  dates: DeliveryDates,
  now: Date,
  opts: { freeDelivery: boolean; postcode: string | null },
): DeliveryOption[] {
  return (Object.keys(POSTAGE) as PostageClass[]).map((cls) => {
    const price = postagePrice(cls, opts.freeDelivery);
    const plan = dates.plan(now, cls, opts.postcode);
    return {
      postage_class: cls,
      name: POSTAGE[cls].name,
      description: POSTAGE[cls].description,
      price: toPounds(price),
      free: price === 0,
      dispatch_date: plan.dispatch_date,
      arrival_date: plan.arrival_date,
      order_by: plan.order_by,
    };
  });
}

/** `GET /delivery_options`: standard prices, today's dates, and the coming Christmas's last order times. */
export function deliveryOptionsReply(dates: DeliveryDates, now: Date, postcode: string | null): DeliveryOptionsReply {
  const christmas = dates.christmas(now);
  return {
    time_zone: 'Europe/London',
    cut_off: dates.rules.cutOff,
    options: deliveryOptions(dates, now, { freeDelivery: false, postcode }),
    christmas: { ...christmas, options: christmas.options.map((o) => ({ ...o, name: POSTAGE[o.postage_class].name })) },
  };
}
