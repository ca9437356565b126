import { CartOrderCalls, DeliveryCalendarQuery, DeliveryOptionsQuery, type DeliveryCalendarReply } from '@cards/contracts';
import { parseInput, serveCall, type RequestBus } from '@cards/kit';
import type { ArriveByRules } from './arrive-by.js';
import type { DeliveryDates } from './delivery-dates.js';
import { deliveryOptionsReply, type Clock } from './delivery-options.js';

/**
 * `GET /delivery_options` and `GET /delivery_calendar`: public, so the shop's pages can
 * promise dates before anyone signs in.
 */
export async function registerDeliveryDateHandlers(rpc: RequestBus, dates: DeliveryDates, arriveBy: ArriveByRules, clock: Clock) {
  await serveCall(rpc, CartOrderCalls.deliveryOptions, async (call) =>
    deliveryOptionsReply(dates, clock(), parseInput(DeliveryOptionsQuery, call.query).postcode ?? null),
  );
  await serveCall(rpc, CartOrderCalls.deliveryCalendar, async (call): Promise<DeliveryCalendarReply> => {
    const q = parseInput(DeliveryCalendarQuery, call.query);
    const now = clock();
    const range = arriveBy.range(now, q.postage_class, q.postcode);
    const month = q.month ?? range.earliest.slice(0, 7);
    return { postage_class: q.postage_class, month, ...range, days: arriveBy.month(now, q.postage_class, q.postcode, month) };
  });
}
