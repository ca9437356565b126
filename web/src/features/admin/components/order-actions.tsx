import type { Order } from '@cards/contracts';
import { StatusPill } from './display';

/** The next step of `paid → in_production → dispatched → delivered`, worded as the button. */
const NEXT: Partial<Record<Order['status'], { to: Order['status']; label: string; ask?: string }>> = {
  // A held order is released on its dispatch day by itself; this prints it now instead.
  held: { to: 'paid', label: 'Release to print now' },
  paid: { to: 'in_production', label: 'Send to production' },
  in_production: { to: 'dispatched', label: 'Mark dispatched', ask: 'Tracking number (optional)' },
  dispatched: { to: 'delivered', label: 'Mark delivered' },
};
const REFUNDABLE = new Set(['held', 'paid', 'in_production', 'dispatched', 'delivered']);

export type Step = {
  to: Order['status'];
  title: string;
  label: string;
  reason: { label: string; required?: boolean } | undefined;
  danger: boolean;
};

/** An order's status and the buttons that move it on: the next step, a cancel before printing, a refund once paid. */
export function OrderActions({ order, onStep }: { order: Order; onStep: (step: Step) => void }) {
  const next = NEXT[order.status];
  return (
    <div className="card-box admin-order-actions">
      <div className="row-wrap">
        <span>Status</span> <StatusPill status={order.status} />
        {order.tracking_number && <span className="muted">Tracking {order.tracking_number}</span>}
      </div>
      <div className="button-row">
        {next && (
          <button
            type="button"
            className="button button-primary"
            onClick={() =>
              onStep({
                to: next.to,
                title: `${next.label}: order ${order.number}?`,
                label: next.label,
                reason: next.ask ? { label: next.ask } : undefined,
                danger: false,
              })
            }
          >
            {next.label}
          </button>
        )}
        {(order.status === 'paid' || order.status === 'held') && (
          <button
            type="button"
            className="button button-danger"
            onClick={() =>
              onStep({
                to: 'cancelled',
                title: `Cancel order ${order.number}?`,
                label: 'Cancel order',
                reason: { label: 'Reason', required: true },
                danger: true,
              })
            }
          >
            Cancel order
          </button>
        )}
        {REFUNDABLE.has(order.status) && (
          <button
            type="button"
            className="button button-danger"
            onClick={() =>
              onStep({
                to: 'refunded',
                title: `Refund order ${order.number} in full?`,
                label: 'Refund',
                reason: { label: 'Reason', required: true },
                danger: true,
              })
            }
          >
            Refund
          </button>
        )}
      </div>
    </div>
  );
}
