import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/base-api';
import type { Cart } from '../../api/types';
import { useFreshCart, usePaymentCompleteMutation, usePaymentIntentMutation } from './cart.api';
import { runtimeConfig } from '../../api/config';
import { Icon, Spinner } from '../../components/icon';
import { SignedInPage } from '../../components/signed-in-page';
import { DeliveryForm } from './address-form';
import { ArriveBy } from './arrive-by';
import { PaymentError, type PaymentFailure } from './payment-error';
import { PostageOptions } from './postage-options';
import { CheckoutSummary } from './checkout-summary';

/** Stripe's code loads only when a publishable key is configured, never at build time. */
const StripePayment = lazy(() => import('./stripe-payment'));

/** Stripe's test payment methods, which the built-in test provider follows. */
export const TEST_CARDS = [
  { id: 'pm_card_visa', label: 'Visa', number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { id: 'pm_card_mastercard', label: 'Mastercard', number: '5555 5555 5555 4444', outcome: 'Succeeds' },
  { id: 'pm_card_chargeDeclined', label: 'Visa (declined)', number: '4000 0000 0000 0002', outcome: 'Is declined' },
  {
    id: 'pm_card_chargeDeclinedInsufficientFunds',
    label: 'Visa (insufficient funds)',
    number: '4000 0000 0000 9995',
    outcome: 'Is declined',
  },
  { id: 'pm_card_threeDSecure2Required', label: 'Visa (3-D Secure)', number: '4000 0000 0000 3220', outcome: 'Asks you to confirm' },
] as const;

function TestCardForm({ busy, onPay, failure }: { busy: boolean; onPay: (method: string) => void; failure?: PaymentFailure }) {
  const [method, setMethod] = useState<string>(TEST_CARDS[0].id);
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        onPay(method);
      }}
    >
      <p className="form-note">
        <strong>Test mode.</strong> No real card is charged. Choose one of Stripe’s test cards.
      </p>
      <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field-label">Test card</legend>
        {TEST_CARDS.map((c) => (
          <label key={c.id} className={`product-option ${c.id === method ? 'is-selected' : ''}`}>
            <input type="radio" name="payment_method" value={c.id} checked={c.id === method} onChange={() => setMethod(c.id)} />
            <span>
              <strong>{c.label}</strong>
              <br />
              <small className="muted">
                {c.number} · {c.outcome}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className="button button-primary button-block button-large"
        disabled={busy}
        aria-describedby={failure ? 'payment-error' : undefined}
      >
        {busy ? <Spinner label="Paying" /> : <Icon name="check" />} Pay now
      </button>
      <PaymentError failure={failure} />
    </form>
  );
}

/** The test provider's stand-in for the bank's 3-D Secure page. */
function TestAuthentication({ busy, onResult }: { busy: boolean; onResult: (r: 'succeeded' | 'failed') => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <div className="card-box stack-sm" role="dialog" aria-labelledby="auth-title">
      <h3 id="auth-title" ref={title} tabIndex={-1}>
        Confirm it’s you
      </h3>
      <p>Your bank asks you to approve this payment (test mode: choose the outcome).</p>
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => onResult('succeeded')}>
          Approve payment
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onResult('failed')}>
          Fail authentication
        </button>
      </div>
    </div>
  );
}

/** Where the cards go: the delivery address, or each to its own person. */
function DeliveryTo({ cart: c, needsAddress }: { cart: Cart; needsAddress: boolean }) {
  const addr = c.delivery.address;
  return addr && needsAddress ? (
    <p style={{ margin: 0 }}>
      {c.delivery.method === 'to_recipient' ? 'Straight to ' : 'To '}
      <strong>{addr.name}</strong>, {[addr.line1, addr.line2, addr.city, addr.postcode].filter(Boolean).join(', ')}
    </p>
  ) : (
    <p style={{ margin: 0 }}>
      Each card goes straight to its person: printed cards by post (the postage below is per envelope), e-cards by e-mail.
    </p>
  );
}

function EmptyCart() {
  return (
    <div className="card-box empty">
      <p>Your cart is empty.</p>
      <Link to="/card/new" className="button button-primary">
        Design a card
      </Link>
    </div>
  );
}

/** What paying finishes with: a test card, the test bank's answer, or nothing more (Stripe's form has paid). */
type FinishExtra = { payment_method?: string; confirm?: boolean; authentication_result?: 'succeeded' | 'failed' };

/** Step 1: where the cards go, its postage and arrival day, or the form to say where. */
function DeliverySection(props: { cart: Cart; needsAddress: boolean; ready: boolean; onEditing: (editing: boolean) => void }) {
  const { cart: c, needsAddress, ready, onEditing } = props;
  const addr = c.delivery.address;
  return (
    <section className="card-box stack-sm" aria-labelledby="delivery-title">
      <div className="row space-between">
        <h2 id="delivery-title" style={{ margin: 0 }}>
          1. Delivery
        </h2>
        {ready && needsAddress && (
          <button type="button" className="link-button" onClick={() => onEditing(true)}>
            Change
          </button>
        )}
      </div>
      {ready && (addr || !needsAddress) ? (
        <>
          <DeliveryTo cart={c} needsAddress={needsAddress} />
          <PostageOptions cart={c} />
          <ArriveBy cart={c} />
        </>
      ) : (
        <DeliveryForm cart={c} onDone={() => onEditing(false)} />
      )}
    </section>
  );
}

/** How the customer pays: Stripe's form with a publishable key, the test cards without, and the test bank's check when asked. */
function PaymentMethod(props: {
  publishableKey: string | undefined;
  clientSecret: string;
  busy: boolean;
  failure: PaymentFailure | undefined;
  onFinish: (extra: FinishExtra) => void;
  onFailure: (failure: PaymentFailure) => void;
}) {
  const { publishableKey: key, clientSecret, busy, failure, onFinish, onFailure } = props;
  return failure?.needsAction && !key ? (
    <TestAuthentication busy={busy} onResult={(res) => onFinish({ confirm: true, authentication_result: res })} />
  ) : key ? (
    <Suspense fallback={<Spinner label="Loading the payment form" />}>
      <StripePayment
        publishableKey={key}
        clientSecret={clientSecret}
        busy={busy}
        onPaid={() => onFinish({})}
        onError={(m) => onFailure({ message: m })}
        failure={failure}
      />
    </Suspense>
  ) : (
    <TestCardForm busy={busy} onPay={(m) => onFinish({ payment_method: m })} failure={failure} />
  );
}

/** Completes the payment, then shows the order; or says why it was not accepted, or that the bank asks to confirm it. */
function usePaymentFinish() {
  const navigate = useNavigate();
  const [complete, completing] = usePaymentCompleteMutation();
  const [failure, setFailure] = useState<PaymentFailure>();
  const finish = async (paymentIntentId: string, extra: FinishExtra) => {
    setFailure(undefined);
    const r = await complete({ payment_intent_id: paymentIntentId, ...extra });
    if ('data' in r && r.data) {
      void navigate(`/cart/complete/${r.data.number}`, { replace: true });
      return;
    }
    const e = r.error as { status?: number; data?: { code?: string } };
    const needsAction = e?.status === 402 && e.data?.code === 'requires_action';
    setFailure({
      message: needsAction
        ? 'Your bank needs you to confirm this payment.'
        : errorMessage(r.error, 'Your payment was not accepted. Please try another card.'),
      needsAction,
    });
  };
  return { finish, failure, setFailure, busy: completing.isLoading };
}

function Checkout() {
  const cart = useFreshCart();
  const [createIntent, intent] = usePaymentIntentMutation();
  const { finish, failure, setFailure, busy } = usePaymentFinish();
  const [editingDelivery, setEditingDelivery] = useState(false);
  const intentFor = useRef<number>(-1);
  const c = cart.data;
  const hasItems = (c?.items?.length ?? 0) > 0;
  // A cart of mailings only goes to each recipient's own address: it needs no delivery address.
  const needsAddress = !!c?.items?.some((i) => !i.recipients.length);
  const deliveryReady = (!needsAddress || !!c?.delivery.address) && !editingDelivery;
  // A payment is for one version of the cart: start a new one whenever the cart changed.
  useEffect(() => {
    if (!c || !hasItems || !deliveryReady || intentFor.current === c.version) return;
    intentFor.current = c.version;
    void createIntent();
  }, [c, hasItems, deliveryReady, createIntent]);

  if (cart.isLoading)
    return (
      <div className="page-loading">
        <Spinner label="Loading your cart" />
      </div>
    );
  if (!c || !hasItems) return <EmptyCart />;

  const pi = intent.data;
  const key = pi?.provider === 'test' ? undefined : (pi?.publishable_key ?? runtimeConfig().stripePublishableKey);
  return (
    <div className="cart-layout">
      <div className="stack-sm">
        <DeliverySection cart={c} needsAddress={needsAddress} ready={deliveryReady} onEditing={setEditingDelivery} />
        <section className="card-box stack-sm" aria-labelledby="payment-title">
          <h2 id="payment-title" style={{ margin: 0 }}>
            2. Payment
          </h2>
          {!deliveryReady && <p className="muted">Add the delivery address first.</p>}
          {deliveryReady && intent.isLoading && <Spinner label="Preparing a secure payment" />}
          {deliveryReady && intent.isError && (
            <p className="form-error" role="alert">
              {errorMessage(intent.error, 'We could not start the payment.')}{' '}
              <button type="button" className="link-button" onClick={() => void createIntent()}>
                Try again
              </button>
            </p>
          )}
          {deliveryReady && pi && (
            <PaymentMethod
              publishableKey={key}
              clientSecret={pi.client_secret}
              busy={busy}
              failure={failure}
              onFinish={(extra) => void finish(pi.payment_intent_id, extra)}
              onFailure={setFailure}
            />
          )}
          <p className="field-hint">
            <Icon name="shield" size={16} className="inline-icon" /> Payments are encrypted. We never see your full card number.
          </p>
        </section>
      </div>
      <CheckoutSummary cart={c} amount={pi?.amount ?? c.total} />
    </div>
  );
}

export function Page() {
  return (
    <SignedInPage title="Checkout | Greeting Cards" heading="Checkout">
      <Checkout />
    </SignedInPage>
  );
}
