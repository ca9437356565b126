import { Link } from 'react-router';
import type { Cart } from '../../api/types';
import { arrivalWords, money } from '../../components/format';
import { PrintChecks } from '../../components/print-checks';
import { countChannels, recipientsInWords } from '../../components/recipients-in-words';
import { SigningWarnings } from './signing-warnings';

/** The checkout's order summary: the lines, the totals and what is to pay (`amount`, the payment's once it is made). */
export function CheckoutSummary({ cart: c, amount }: { cart: Cart; amount: number }) {
  return (
    <aside className="card-box stack-sm" aria-label="Order summary">
      <h2>Summary</h2>
      <ul className="lines" role="list">
        {c.items.map((i) => (
          <li key={i.id} className="row space-between">
            <span>
              {i.recipients.length ? '' : `${i.quantity} × `}
              {i.card_instance.title ?? 'Personalised card'} <small className="muted">({i.product.name})</small>
              {i.recipients.length > 0 && <small className="muted"> for {recipientsInWords(countChannels(i.recipients))}</small>}
              <PrintChecks checks={i.card_instance.print_checks} />
            </span>
            <span>{money(i.total)}</span>
          </li>
        ))}
      </ul>
      <SigningWarnings cart={c} />
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(c.subtotal)}</dd>
        {c.coupon_value > 0 && (
          <>
            <dt>Discount{c.coupon ? ` (${c.coupon})` : ''}</dt>
            <dd>−{money(c.coupon_value)}</dd>
          </>
        )}
        <dt>
          Postage <small className="muted">({c.delivery.postage_name})</small>
        </dt>
        <dd>{c.shipping > 0 ? money(c.shipping) : 'Free'}</dd>
        {c.delivery.arrive_by && (
          <>
            <dt>Arrival</dt>
            <dd>
              {arrivalWords({
                arrival_date: c.delivery.arrive_by_plan?.arrival_date ?? c.delivery.arrive_by,
                postage_class: c.delivery.postage_class,
                destination_known: !!c.delivery.address?.postcode,
              })}
            </dd>
          </>
        )}
        <dt className="grand">To pay</dt>
        <dd className="grand" data-testid="checkout-total">
          {money(amount)}
        </dd>
      </dl>
      <Link to="/cart">← Back to cart</Link>
    </aside>
  );
}
