import { CardArt } from './CardArt';
import { date, money } from './format';
import type { Order } from '../api/types';

export function statusClass(status: string) {
  return /cancel|fail|refund/.test(status) ? 'status-pill is-bad' : /pending|unpaid|processing/.test(status) ? 'status-pill is-warn' : 'status-pill';
}

/** An order's lines and totals, as on the completion page and in the account. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="card-box stack-sm">
      <div className="row space-between">
        <div><h2 style={{ margin: 0 }}>Order {order.number}</h2><p className="muted" style={{ margin: 0 }}>Placed {date(order.created_at)}</p></div>
        <span className={statusClass(order.status)}>{order.status.replace(/_/g, ' ')}</span>
      </div>
      <ul className="lines" role="list">
        {order.items.map((i) => (
          <li key={i.id} className="line">
            <span className="line-thumb"><CardArt src={i.thumbnail_url} title={i.title ?? 'Your card'} /></span>
            <span className="line-body"><strong>{i.title ?? 'Personalised card'}</strong><span className="muted">{i.product_name ?? 'Printed card'} · {i.quantity} × {money(i.unit_price)}</span></span>
            <span className="line-total">{money(i.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>Subtotal</dt><dd>{money(order.subtotal)}</dd>
        {order.coupon_value > 0 && (<><dt>Discount{order.coupon ? ` (${order.coupon})` : ''}</dt><dd>−{money(order.coupon_value)}</dd></>)}
        <dt>Delivery</dt><dd>{order.shipping > 0 ? money(order.shipping) : 'Free'}</dd>
        <dt className="grand">Total</dt><dd className="grand">{money(order.total)}</dd>
      </dl>
    </div>
  );
}
