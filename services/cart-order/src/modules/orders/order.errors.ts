import { conflict, notFound } from '@cards/kit';

export const orderNotFound = () => notFound('order_not_found', 'Order not found');
export const invalidTransition = (from: string, to: string) =>
  conflict('invalid_status_transition', `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}`, { from, to });
export const notCancellable = (status: string) =>
  conflict('order_not_cancellable', 'This order has gone to production and can no longer be cancelled', { status });
export const notDeletable = () => conflict('order_not_deletable', 'Only cancelled or refunded orders can be archived');
export const refundFailed = () => conflict('refund_failed', 'The payment provider refused the refund; nothing changed');
export const notHeld = () => conflict('order_not_held', 'This order has gone to production: its arrive-by day can no longer be changed');
