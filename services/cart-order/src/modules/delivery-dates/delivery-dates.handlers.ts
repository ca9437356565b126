import { cartOrderRouteSubjects as subj, DeliveryOptionsQuery } from '@cards/contracts';
import { parseInput, serveCall, type RequestBus } from '@cards/kit';
import type { DeliveryDates } from './delivery-dates.js';
import { deliveryOptionsReply, type Clock } from './delivery-options.js';

/** `GET /delivery_options`: public, so the shop's pages can promise dates before anyone signs in. */
export async function registerDeliveryDateHandlers(rpc: RequestBus, dates: DeliveryDates, clock: Clock) {
  await serveCall(rpc, subj.deliveryOptions, async (call) =>
    deliveryOptionsReply(dates, clock(), parseInput(DeliveryOptionsQuery, call.query).postcode ?? null));
}
