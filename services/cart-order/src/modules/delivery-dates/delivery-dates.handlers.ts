import { cartOrderRoutes as routes, type DeliveryCalendarReply } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { ArriveByRules } from './arrive-by.js';
import type { DeliveryDates } from './delivery-dates.js';
import { deliveryOptionsReply, type Clock } from './delivery-options.js';

/** What the delivery-date routes answer from. */
export interface DeliveryDateParts {
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  clock: Clock;
}

/**
 * `GET /delivery_options` and `GET /delivery_calendar`: public, so the shop's pages can
 * promise dates before anyone signs in.
 */
export async function serveDeliveryDates(rpc: RequestBus, { dates, arriveBy, clock }: DeliveryDateParts) {
  await serveRoute(rpc, routes.deliveryOptions, async ({ query }) => deliveryOptionsReply(dates, clock(), query.postcode ?? null));
  await serveRoute(rpc, routes.deliveryCalendar, async ({ query: q }): Promise<DeliveryCalendarReply> => {
    const now = clock();
    const range = arriveBy.range(now, q.postage_class, q.postcode);
    const month = q.month ?? range.earliest.slice(0, 7);
    return { postage_class: q.postage_class, month, ...range, days: arriveBy.month(now, q.postage_class, q.postcode, month) };
  });
}
