import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { Icon } from '../../components/icon';
import { toast } from '../../app/toast';
import { Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import { PlanPicker } from './plan-picker';
import { money } from '../../components/format';
import { useCreateSubscriptionMutation, useGetCheckoutSessionQuery, useTestPayCheckoutMutation } from './subscriptions.api';
import { ErrorAlert } from '../../components/error-alert';

const TEST_METHODS = [
  ['pm_card_visa', 'Visa 4242 4242 4242 4242 — succeeds'],
  ['pm_card_chargeDeclined', 'Visa 4000 0000 0000 0002 — declined'],
] as const;

/** What is bought and what it costs, before anything is paid: a checkout that says neither is not one to trust. */
function CheckoutSessionSummary({ summary }: { summary: ReturnType<typeof useGetCheckoutSessionQuery> }) {
  return (
    <div className="card-box checkout-summary" aria-label="What you are buying">
      {summary.isLoading ? (
        <Spinner label="Loading what you are buying" />
      ) : summary.data ? (
        <>
          <p className="row space-between" style={{ margin: 0 }}>
            <span>
              <span className="muted">You are buying</span>
              <br />
              <strong>{summary.data.description}</strong>
              {summary.data.kind === 'subscription' && summary.data.interval && (
                <span className="muted"> · renews every {summary.data.interval}, cancel any time</span>
              )}
            </span>
            <strong className="price">
              {summary.data.amount == null ? '' : money(summary.data.amount)}
              {summary.data.kind === 'subscription' && summary.data.interval && <small>/{summary.data.interval}</small>}
            </strong>
          </p>
          {summary.data.status !== 'open' && <p className="form-note">This checkout is already {summary.data.status}.</p>}
        </>
      ) : (
        <p role="alert">{errorMessage(summary.error, 'This checkout could not be found.')}</p>
      )}
    </div>
  );
}

/** `?test_checkout_session=`: where the built-in test provider sends people to pay (Stripe's hosted page otherwise). */
function TestCheckout({ id }: { id: string }) {
  const [method, setMethod] = useState<string>(TEST_METHODS[0][0]);
  const [pay, state] = useTestPayCheckoutMutation();
  const summary = useGetCheckoutSessionQuery(id);
  const navigate = useNavigate();
  const submit = async () => {
    const r = await pay({ id, payment_method: method });
    if (!('data' in r) || !r.data) return;
    if (r.data.status !== 'paid') {
      toast.error('That card was declined. Try another.');
      return;
    }
    toast.success('Payment received. Thank you!');
    const next = r.data.success_url ? new URL(r.data.success_url, window.location.origin) : null;
    if (next && next.origin === window.location.origin) void navigate(next.pathname + next.search, { replace: true });
    else if (next) window.location.assign(next.href);
    else void navigate('/subscriptions', { replace: true });
  };
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Secure checkout | Greeting Cards' }} />
      <header className="page-head">
        <h1>Secure checkout</h1>
        <p className="form-note">
          <strong>Test mode.</strong> No real card is charged.
        </p>
      </header>
      <CheckoutSessionSummary summary={summary} />
      <form
        className="card-box form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field-label">Test card</legend>
          {TEST_METHODS.map(([v, label]) => (
            <label key={v} className={`product-option ${v === method ? 'is-selected' : ''}`}>
              <input type="radio" name="pm" value={v} checked={v === method} onChange={() => setMethod(v)} /> <span>{label}</span>
            </label>
          ))}
        </fieldset>
        {state.isError && <ErrorAlert error={state.error} />}
        <button type="submit" className="button button-primary button-large" disabled={state.isLoading || !summary.data}>
          {state.isLoading ? <Spinner label="Paying" /> : <Icon name="check" />} Pay
          {summary.data?.amount != null && ` ${money(summary.data.amount)}`}
        </button>
      </form>
    </section>
  );
}

function NewSubscription() {
  const [params] = useSearchParams();
  const [plan, setPlan] = useState<number | undefined>(() => Number(params.get('plan')) || undefined);
  const [create, state] = useCreateSubscriptionMutation();
  const navigate = useNavigate();
  const submit = async () => {
    if (!plan) return;
    const r = await create({ plan_id: plan });
    if (!('data' in r) || !r.data) return;
    if (r.data.checkout_url) {
      const to = new URL(r.data.checkout_url, window.location.origin);
      if (to.origin === window.location.origin) void navigate(to.pathname + to.search);
      else window.location.assign(to.href);
      return;
    }
    toast.success('Your plan is active.');
    void navigate(`/subscription/${r.data.id}`);
  };
  return (
    <section className="page">
      <Seo meta={{ title: 'Choose a plan | Greeting Cards' }} />
      <header className="page-head">
        <h1>Choose a plan</h1>
        <p>More card options every month and free delivery. Cancel any time.</p>
      </header>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <PlanPicker value={plan} onChange={setPlan} />
        <button type="submit" className="button button-primary button-large" disabled={!plan || state.isLoading}>
          {state.isLoading && <Spinner label="Subscribing" />} Subscribe
        </button>
      </form>
    </section>
  );
}

export function Page() {
  const [params] = useSearchParams();
  const session = params.get('test_checkout_session');
  return <RequireSignIn>{session ? <TestCheckout key={session} id={session} /> : <NewSubscription />}</RequireSignIn>;
}
