import { deliveryPromise } from '@cards/contracts';
import type { OrderRecipient } from '../api/types';
import { dayName } from './format';

/** Whether the people of an order line have days of their own (else the order's own dates say it for all). */
export const hasOwnDays = (rs: OrderRecipient[]) => rs.some((r) => r.arrive_by);

/**
 * One person's dates on a list with days of its own, in the one wording of the shop: "Posted
 * Wednesday 25 November; expected by Monday 30 November", or the day an e-card is e-mailed.
 */
export function recipientDates(r: OrderRecipient): string {
  if (!r.dispatch_date) return '';
  if (r.channel === 'ecard') return `E-mailed on ${dayName(r.dispatch_date)}`;
  if (!r.expected_arrival_date) return '';
  return deliveryPromise(
    { dispatch_date: r.dispatch_date, arrival_date: r.expected_arrival_date, postage_class: r.postage_class, destination_known: true },
    { now: new Date() },
  );
}
