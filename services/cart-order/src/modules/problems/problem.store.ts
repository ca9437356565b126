import { toPounds, type CardProblem } from '@cards/contracts';
import type { CardProblemEntity } from './card-problem.entity.js';

/** A report as the API shows it, with its order's number. */
export function toProblem(p: CardProblemEntity, orderNumber: string): CardProblem {
  return {
    id: p.id,
    order_id: p.order_id,
    order_number: orderNumber,
    line_id: p.line_id,
    recipient_id: p.recipient_id,
    person: p.person,
    kind: p.kind,
    note: p.note,
    status: p.status,
    outcome: p.outcome,
    reason: p.reason,
    refunded_amount: toPounds(p.refunded_amount),
    reprint_key: p.reprint_key,
    reprint_address: p.reprint_address,
    reprinted_at: p.reprinted_at ? p.reprinted_at.toISOString() : null,
    reported_at: p.reported_at.toISOString(),
    resolved_at: p.resolved_at ? p.resolved_at.toISOString() : null,
  };
}

/**
 * One card's share of what was paid, in pence: its unit price, less its part of a coupon's
 * discount (pro rata to the goods), never more than is still unrefunded. Postage is not shared:
 * it paid for the whole parcel.
 */
export function shareOf(unitPrice: number, o: { subtotal: number; coupon_value: number; total: number; refunded_amount: number }): number {
  const discounted = o.subtotal > 0 ? Math.floor((unitPrice * Math.max(0, o.subtotal - o.coupon_value)) / o.subtotal) : 0;
  return Math.max(0, Math.min(discounted, o.total - o.refunded_amount));
}
