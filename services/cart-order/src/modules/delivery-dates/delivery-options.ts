import {
  deliveryPromise,
  type ArriveByPlan,
  toPounds,
  type DeliveryOption,
  type DeliveryOptionsReply,
  type InWordsOptions,
  type PostageClass,
} from '@cards/contracts';
import { POSTAGE, postagePrice } from '../../domain/pricing.js';
import type { ArriveByCheck } from './arrive-by.js';
import type { DeliveryDates, DeliveryPlan } from './delivery-dates.js';
import { nationOfPostcode } from './uk-nation.js';

/** What tells the time: the real clock in the service, a fixed one in tests. */
export type Clock = () => Date;

/**
 * A plan in the one wording of the shop, as of `now`. Answers a page shows may say "today":
 * the web app asks again when the `order_by` it shows has passed, so the words never outlive it.
 */
export function promiseOf(
  plan: Pick<DeliveryPlan, 'dispatch_date' | 'arrival_date' | 'destination'> & { order_by?: string },
  cls: PostageClass,
  now: Date,
) {
  const words: InWordsOptions = { now, relative: true };
  return deliveryPromise({ ...plan, postage_class: cls, destination_known: plan.destination !== null }, words);
}

/**
 * Each postage class with its price (for a plan with free delivery or without) and its dates
 * for an order paid now, to a postcode or (without one) anywhere in the UK. The cart, checkout,
 * `GET /delivery_options` and the Christmas page all read this one function.
 */
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
      destination: plan.destination,
      promise: promiseOf(plan, cls, now),
    };
  });
}

/** A chosen arrive-by day as an answer shows it: its dates, in words as of `now`, or why it cannot be reached. */
export function arriveByView(
  dates: DeliveryDates,
  check: ArriveByCheck | null,
  where: { postcode: string | null; cls: PostageClass },
  now: Date,
): { plan: ArriveByPlan; error: null } | { plan: null; error: string | null } {
  if (!check) return { plan: null, error: null };
  if (!check.ok) return { plan: null, error: check.reason };
  const p = check.plan;
  const promise = promiseOf(
    { ...p, destination: nationOfPostcode(where.postcode), order_by: dates.orderBy(p.dispatch_date) },
    where.cls,
    now,
  );
  return {
    plan: { dispatch_date: p.dispatch_date, arrival_date: p.arrival_date, held: p.held, lands_on_the_day: p.lands_on_the_day, promise },
    error: null,
  };
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
