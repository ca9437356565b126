import type { OrderStatus } from '@cards/contracts';

/**
 * The order's status machine. Cancelling is possible until production starts (a full
 * refund); a refund later ends the order as `refunded`. A held order waits for its dispatch
 * day and is then released to `paid`, the day's print run.
 */
export const NEXT_STATUS: Record<OrderStatus, readonly OrderStatus[]> = {
  held: ['paid', 'cancelled', 'refunded'],
  paid: ['in_production', 'cancelled', 'refunded'],
  in_production: ['dispatched', 'refunded'],
  dispatched: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT_STATUS[from].includes(to);
/** Moves that give the money back. */
export const refunds = (to: OrderStatus) => to === 'cancelled' || to === 'refunded';
/** Statuses in which the customer may still cancel (nothing printed yet). */
export const cancellable = (s: OrderStatus) => s === 'held' || s === 'paid';
