import type { OrderStatus } from '@cards/contracts';

/**
 * The order's status machine. Cancelling is possible until production starts (a full
 * refund); a refund later ends the order as `refunded`.
 */
export const NEXT_STATUS: Record<OrderStatus, readonly OrderStatus[]> = {
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
