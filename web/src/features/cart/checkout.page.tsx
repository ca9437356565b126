import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { useGetCartQuery, usePaymentCompleteMutation, usePaymentIntentMutation } from '../../api/cart.api';
import { runtimeConfig } from '../../api/config';
import { money } from '../../components/format';
import { Icon, Spinner } from '../../components/Icon';
import { RequireSignIn } from '../../components/RequireSignIn';
import { Seo } from '../../seo/Seo';

/** Stripe's code loads only when a publishable key is configured, never at build time. */
const StripePayment = lazy(() => import('./stripe-payment'));

/** Stripe's test payment methods, which the built-in test provider follows. */
export const TEST_CARDS = [
  { id: 'pm_card_visa', label: 'Visa', number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { id: 'pm_card_mastercard', label: 'Mastercard', number: '5555 5555 5555 4444', outcome: 'Succeeds' },
  { id: 'pm_card_chargeDeclined', label: 'Visa (declined)', number: '4000 0000 0000 0002', outcome: 'Is declined' },
  { id: 'pm_card_chargeDeclinedInsufficientFunds', label: 'Visa (insufficient funds)', number: '4000 0000 0000 9995', outcome: 'Is declined' },
] as const;

function TestCardForm({ busy, onPay }: { busy: boolean; onPay: (method: string) => void }) {
  const [method, setMethod] = useState<string>(TEST_CARDS[0].id);
  return (
    <form className="form" onSubmit={(e) => { e.preventDefault(); onPay(method); }}>
      <p className="form-note"><strong>Test mode.</strong> No real card is charged. Choose one of Stripe’s test cards.</p>
      <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field-label">Test card</legend>
        {TEST_CARDS.map((c) => (
          <label key={c.id} className={`product-option ${c.id === method ? 'is-selected' : ''}`}>
            <input type="radio" name="payment_method" value={c.id} checked={c.id === method} onChange={() => setMethod(c.id)} />
            <span><strong>{c.label}</strong><br /><small className="muted">{c.number} · {c.outcome}</small></span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary button-block button-large" disabled={busy}>{busy ? <Spinner label="Paying" /> : <Icon name="check" />} Pay now</button>
    </form>
  );
}

function Checkout() {
  const navigate = useNavigate();
  const cart = useGetCartQuery();
  const [createIntent, intent] = usePaymentIntentMutation();
  const [complete, completing] = usePaymentCompleteMutation();
  const [failure, setFailure] = useState<string>();
  const asked = useRef(false);
  const hasItems = (cart.data?.items?.length ?? 0) > 0;
  useEffect(() => {
    if (asked.current || !hasItems) return;
    asked.current = true;
    void createIntent();
  }, [hasItems, createIntent]);

  if (cart.isLoading) return <div className="page-loading"><Spinner label="Loading your cart" /></div>;
  if (!hasItems) return <div className="card-box empty"><p>Your cart is empty.</p><Link to="/card/new" className="button button-primary">Design a card</Link></div>;

  const pi = intent.data;
  const key = pi?.provider === 'test' ? undefined : (pi?.publishable_key ?? runtimeConfig().stripePublishableKey);
  const finish = async (payment_method?: string) => {
    if (!pi) return;
    setFailure(undefined);
    const r = await complete({ payment_intent_id: pi.payment_intent_id, ...(payment_method ? { payment_method } : {}) });
    if ('data' in r && r.data) void navigate(`/cart/complete/${r.data.number}`, { replace: true });
    else setFailure(errorMessage(r.error, 'Your payment was not accepted. Please try another card.'));
  };

  return (
    <div className="cart-layout">
      <div className="card-box stack-sm">
        <h2>Payment</h2>
        {failure && <p className="form-error" role="alert">{failure}</p>}
        {intent.isLoading && <Spinner label="Preparing a secure payment" />}
        {intent.isError && <p className="form-error" role="alert">{errorMessage(intent.error, 'We could not start the payment.')} <button type="button" className="link-button" onClick={() => void createIntent()}>Try again</button></p>}
        {pi && (key
          ? <Suspense fallback={<Spinner label="Loading the payment form" />}><StripePayment publishableKey={key} clientSecret={pi.client_secret} busy={completing.isLoading} onPaid={() => void finish()} onError={setFailure} /></Suspense>
          : <TestCardForm busy={completing.isLoading} onPay={(m) => void finish(m)} />)}
        <p className="field-hint"><Icon name="shield" size={16} className="inline-icon" /> Payments are encrypted. We never see your full card number.</p>
      </div>
      <aside className="card-box stack-sm" aria-label="Order summary">
        <h2>Summary</h2>
        <ul className="lines" role="list">
          {cart.data!.items.map((i) => <li key={i.id} className="row space-between"><span>{i.quantity} × {i.title ?? 'Personalised card'}</span><span>{money(i.total)}</span></li>)}
        </ul>
        <dl className="totals">
          <dt>Subtotal</dt><dd>{money(cart.data!.subtotal)}</dd>
          {cart.data!.coupon_value > 0 && (<><dt>Discount</dt><dd>−{money(cart.data!.coupon_value)}</dd></>)}
          {cart.data!.shipping !== undefined && (<><dt>Delivery</dt><dd>{cart.data!.shipping > 0 ? money(cart.data!.shipping) : 'Free'}</dd></>)}
          <dt className="grand">To pay</dt><dd className="grand">{money(pi?.amount ?? cart.data!.total)}</dd>
        </dl>
        <Link to="/cart">← Back to cart</Link>
      </aside>
    </div>
  );
}

export function Page() {
  return (
    <RequireSignIn>
      <section className="page">
        <Seo meta={{ title: 'Checkout | Greeting Cards' }} />
        <header className="page-head"><h1>Checkout</h1></header>
        <Checkout />
      </section>
    </RequireSignIn>
  );
}
