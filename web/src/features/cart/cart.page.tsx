import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../app/toast';
import {
  useApplyCouponMutation,
  useClearCartMutation,
  useCouponValidMutation,
  useFreshCart,
  useRemoveCouponMutation,
  useRemoveFromCartMutation,
  useUpdateCartItemMutation,
} from './cart.api';
import type { Cart, CartItem } from '../../api/types';
import { PrintChecks } from '../../components/print-checks';
import { money } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { SignedInPage } from '../../components/signed-in-page';
import { MailingLine } from './mailing-line';
import { PostageOptions } from './postage-options';
import { SigningWarnings } from './signing-warnings';
import { askToConfirm } from '../../components/confirm';
import { UnsavedEditsProvider, useSaveEdits } from './unsaved-edits';
import { CartLine } from './cart-line';
import { Alert } from '../../components/error-alert';

function Line({ item }: { item: CartItem }) {
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useRemoveFromCartMutation();
  const title = item.card_instance.title ?? 'Personalised card';
  const setQty = (q: number) => {
    if (q >= 1 && q <= 100 && q !== item.quantity) void update({ id: item.id, quantity: q });
  };
  return (
    <CartLine item={item} title={title}>
      <span className="muted">
        {item.product.name}
        {item.card_instance.occasion_name ? ` · ${item.card_instance.occasion_name}` : ''} · {money(item.unit_price)} each
      </span>
      <PrintChecks checks={item.card_instance.print_checks} />
      <span className="row">
        <span className="qty" role="group" aria-label={`Quantity of ${title}`}>
          <button
            type="button"
            aria-label="One fewer"
            onClick={() => setQty(item.quantity - 1)}
            disabled={item.quantity <= 1 || updating.isLoading}
          >
            −
          </button>
          <input
            type="number"
            min={1}
            max={100}
            defaultValue={item.quantity}
            key={item.quantity}
            aria-label="Quantity"
            onBlur={(e) => setQty(Number(e.target.value))}
          />
          <button type="button" aria-label="One more" onClick={() => setQty(item.quantity + 1)} disabled={updating.isLoading}>
            +
          </button>
        </span>
        <button
          type="button"
          className="button button-small button-ghost button-danger"
          onClick={() => void remove(item.id)}
          disabled={removing.isLoading}
        >
          <Icon name="delete" size={16} /> Remove
        </button>
      </span>
    </CartLine>
  );
}

function CouponBox({ cart }: { cart: Cart }) {
  const [key, setKey] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [check, checking] = useCouponValidMutation();
  const [apply, applying] = useApplyCouponMutation();
  const [removeCoupon] = useRemoveCouponMutation();
  const submit = async () => {
    const k = key.trim();
    if (!k) return;
    const valid = await check(k);
    if (!('data' in valid) || !valid.data?.valid) {
      setMessage({ ok: false, text: valid.data?.reason ?? `“${k}” is not a valid coupon.` });
      return;
    }
    const r = await apply(k);
    if (!('error' in r)) {
      setMessage({ ok: true, text: `Coupon ${k.toUpperCase()} applied.` });
      setKey('');
    }
  };
  return (
    <form
      className="coupon"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="coupon" className="field-label">
        Coupon code
      </label>
      <div className="search-row">
        <input
          id="coupon"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            setMessage(undefined);
          }}
          aria-describedby={message ? 'coupon-msg' : undefined}
          aria-invalid={message && !message.ok ? true : undefined}
          placeholder={cart.coupon ?? 'e.g. WELCOME10'}
        />
        <button type="submit" className="button" disabled={!key.trim() || checking.isLoading || applying.isLoading}>
          {checking.isLoading || applying.isLoading ? <Spinner label="Checking" /> : 'Apply'}
        </button>
      </div>
      {message && (
        <p id="coupon-msg" className={message.ok ? 'form-note' : 'field-error'} role="status">
          {message.text}
        </p>
      )}
      {cart.coupon && (
        <p className="row space-between" style={{ margin: 0 }}>
          <span className="chip">{cart.coupon}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setMessage(undefined);
              void removeCoupon();
            }}
          >
            Remove coupon
          </button>
        </p>
      )}
      {cart.coupon_error && <p className="field-error">{cart.coupon_error}</p>}
    </form>
  );
}

/**
 * To checkout, once every edit typed on the page is saved: a greeting still being typed is saved
 * first, and one that could not be saved keeps the customer here, at its field, with its reason.
 */
function CheckoutLink() {
  const saveEdits = useSaveEdits();
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);
  return (
    <>
      {held && <Alert>A greeting could not be saved. Change it, or put back the one it had, before checking out.</Alert>}
      <Link
        to="/cart/checkout"
        className="button button-primary button-block button-large"
        onClick={(e) => {
          e.preventDefault();
          void saveEdits().then((kept) => {
            setHeld(!kept);
            if (kept) void navigate('/cart/checkout');
          });
        }}
      >
        Checkout securely
      </Link>
    </>
  );
}

/** The cart's lines; a list's line says when its e-cards go, which a day chosen for the order decides. */
function CartLines({ cart }: { cart: Cart }) {
  const plan = cart.delivery.arrive_by_plan;
  return (
    <ul className="lines" role="list" aria-label="Items in your cart">
      {cart.items.map((i) =>
        i.recipients.length ? (
          <MailingLine key={i.id} item={i} ecardsOn={plan?.held ? plan.dispatch_date : null} />
        ) : (
          <Line key={i.id} item={i} />
        ),
      )}
    </ul>
  );
}

function CartView() {
  const { data: cart, isLoading } = useFreshCart();
  const [clear, clearing] = useClearCartMutation();
  if (isLoading)
    return (
      <div className="page-loading">
        <Spinner label="Loading your cart" />
      </div>
    );
  if (!cart?.items?.length) {
    return (
      <div className="card-box empty">
        <Icon name="cart" size={40} />
        <h2>Your cart is empty</h2>
        <p>Design a card, choose a size and it will wait for you here.</p>
        <Link to="/card/new" className="button button-primary">
          Design a card
        </Link>
      </div>
    );
  }
  return (
    <UnsavedEditsProvider>
      <div className="cart-layout">
        <div className="card-box">
          <CartLines cart={cart} />
          <SigningWarnings cart={cart} />
          <button
            type="button"
            className="button button-small button-ghost button-danger"
            style={{ marginTop: '.75rem' }}
            onClick={() => {
              void askToConfirm({ title: 'Remove everything from your cart?', confirmLabel: 'Clear the cart' }).then(
                (yes) => yes && void clear().then(() => toast.info('Your cart is empty.')),
              );
            }}
            disabled={clearing.isLoading}
          >
            <Icon name="delete" size={16} /> Clear cart
          </button>
        </div>
        <aside className="card-box stack-sm" aria-label="Order summary">
          <PostageOptions cart={cart} />
          <CouponBox cart={cart} />
          <dl className="totals">
            <dt>Subtotal</dt>
            <dd>{money(cart.subtotal)}</dd>
            {cart.coupon_value > 0 && (
              <>
                <dt>Discount{cart.coupon ? ` (${cart.coupon})` : ''}</dt>
                <dd>−{money(cart.coupon_value)}</dd>
              </>
            )}
            <dt>Postage</dt>
            <dd>{cart.shipping > 0 ? money(cart.shipping) : 'Free'}</dd>
            <dt className="grand">Total</dt>
            <dd className="grand" data-testid="cart-total">
              {money(cart.total)}
            </dd>
            <dt className="muted">Includes VAT</dt>
            <dd className="muted">{money(cart.vat)}</dd>
          </dl>
          <CheckoutLink />
          <p className="field-hint" style={{ textAlign: 'center' }}>
            Printed on 350 gsm card, Monday to Saturday
          </p>
        </aside>
      </div>
    </UnsavedEditsProvider>
  );
}

export function Page() {
  return (
    <SignedInPage title="Your cart | Greeting Cards" heading="Your cart">
      <CartView />
    </SignedInPage>
  );
}
