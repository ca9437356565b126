import type { ReactNode } from 'react';
import { CardArt } from './card-art';
import { CardCover } from './card-cover';
import { dayName, money, orderArrival } from './format';
import { OrderRecipients } from './order-recipients';
import { OrderTimeline } from './order-timeline';
import { PrintChecks } from './print-checks';
import { listInWords } from '@cards/contracts';
import type { CardProblem, Order } from '../api/types';

export function statusClass(status: string) {
  return /cancel|fail|refund/.test(status)
    ? 'status-pill is-bad'
    : /pending|unpaid|processing/.test(status)
      ? 'status-pill is-warn'
      : 'status-pill';
}

/** The words for an order's status. */
export function statusText(status: string) {
  return (
    (
      {
        held: 'Scheduled',
        paid: 'Paid',
        in_production: 'Printing',
        dispatched: 'Posted',
        delivered: 'Delivered',
        cancelled: 'Cancelled',
        refunded: 'Refunded',
      } as Record<string, string>
    )[status] ?? status.replace(/_/g, ' ')
  );
}

/** Where the cards go, by which post, and when they leave and should arrive. */
function DeliveryDetails({ order }: { order: Order }) {
  const a = order.delivery.address;
  const ended = order.status === 'cancelled' || order.status === 'refunded';
  return (
    <section className="order-delivery" aria-labelledby={`delivery-${order.id}`}>
      <h3 id={`delivery-${order.id}`}>Delivery</h3>
      <dl className="details">
        <div>
          <dt>{order.delivery.method === 'to_recipient' || !a ? 'Posted straight to' : 'Posted to you at'}</dt>
          <dd>
            {!a && order.items.some((i) => i.recipients.length) ? (
              'Each person on the list, at their own address'
            ) : a ? (
              <address>
                {[a.name, a.line1, a.line2, a.city, a.county, a.postcode].filter(Boolean).map((l) => (
                  <span key={l}>
                    {l}
                    <br />
                  </span>
                ))}
              </address>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Postage</dt>
          <dd>{order.delivery.postage_name}</dd>
        </div>
        {order.delivery.arrive_by && (
          <div>
            <dt>You asked for it to arrive {order.delivery.arrive_by_mode === 'on_the_day' ? 'on' : 'by'}</dt>
            <dd>{dayName(order.delivery.arrive_by)}</dd>
          </div>
        )}
        {order.status === 'held' && order.planned_dispatch_date && (
          <div>
            <dt>Held until</dt>
            <dd>{dayName(order.planned_dispatch_date)}, when we print and post it</dd>
          </div>
        )}
        {!ended && order.status !== 'held' && order.planned_dispatch_date && (
          <div>
            <dt>{order.dispatched_at ? 'Posted' : 'Printed and posted'}</dt>
            <dd>{dayName(order.dispatched_at ?? order.planned_dispatch_date)}</dd>
          </div>
        )}
        {!ended && order.expected_arrival_date && (
          <div>
            <dt>{order.delivered_at ? 'Delivered' : 'Arrival'}</dt>
            <dd>{order.delivered_at ? dayName(order.delivered_at) : orderArrival(order)}</dd>
          </div>
        )}
        {order.tracking_number && (
          <div>
            <dt>Tracking number</dt>
            <dd>{order.tracking_number}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * An order's progress, delivery, lines and totals, as on the completion page, in the account
 * and in the admin. `customer` shows the print checks as the customer saw them; `actions` (what
 * the viewer may do to the order, which the feature showing it provides) go below the totals.
 */
export function OrderSummary({
  order,
  customer = false,
  actions,
  problems,
}: {
  order: Order;
  customer?: boolean;
  actions?: ReactNode;
  /** Cards reported after paying: shown on the timeline with their answers. */
  problems?: CardProblem[];
}) {
  // The print team (admins) sees every photo's DPI; customers only the warnings they were shown.
  const printTeam = !customer;
  return (
    <div className="card-box stack-sm order-summary">
      <div className="row space-between">
        <div>
          <h2 style={{ margin: 0 }}>
            Order <span className="order-number">{order.number}</span>
          </h2>
          <p className="muted" style={{ margin: 0 }}>
            Placed {dayName(order.created_at)}
          </p>
        </div>
        <span className={statusClass(order.status)}>{statusText(order.status)}</span>
      </div>
      <OrderTimeline order={order} problems={problems} />
      <DeliveryDetails order={order} />
      <ul className="lines" role="list" aria-label="Cards in this order">
        {order.items.map((i) => (
          <li key={i.id} className="line">
            <span className="line-thumb">
              {/* The customer's own card is drawn in their browser; the print team sees the thumbnail made after payment. */}
              {customer ? (
                <CardCover optionId={i.card_instance_id} title={i.title ?? 'Your card'} />
              ) : (
                <CardArt src={i.thumbnail_url} title={i.title ?? 'Your card'} />
              )}
            </span>
            <span className="line-body">
              <strong>{i.title ?? 'Personalised card'}</strong>
              <span className="muted">
                {i.product_name ?? 'Printed card'} ·{' '}
                {i.recipients.length
                  ? // A list says what it sends, as the confirmation mail does: "20 printed cards and 5 e-cards".
                    listInWords(i.recipients)
                  : `${i.quantity} × ${money(i.unit_price)}`}
              </span>
              <PrintChecks checks={i.print_checks} all={printTeam} />
            </span>
            <span className="line-total">{money(i.total)}</span>
            {i.recipients.length > 0 && (
              <OrderRecipients recipients={i.recipients} ecardsOn={order.status === 'held' ? order.planned_dispatch_date : null} />
            )}
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(order.subtotal)}</dd>
        {order.coupon_value > 0 && (
          <>
            <dt>Discount{order.coupon ? ` (${order.coupon})` : ''}</dt>
            <dd>−{money(order.coupon_value)}</dd>
          </>
        )}
        <dt>Postage</dt>
        <dd>{order.shipping > 0 ? money(order.shipping) : 'Free'}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand">{money(order.total)}</dd>
      </dl>
      {actions}
    </div>
  );
}
