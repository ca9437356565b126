import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaymentCompleteMutation } from './cart.api';
import { Icon, Spinner } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { AfterOrderLinks } from '../../components/after-order-links';
import { cutOffWords } from '../../components/print-days';

/**
 * The generic completion page, `/complete`. After a payment that needed a redirect (3-D Secure),
 * Stripe returns here with `payment_intent`; the order is completed and shown.
 */
export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pi = params.get('payment_intent');
  const [complete, state] = usePaymentCompleteMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (!pi || asked.current) return;
    asked.current = true;
    void complete({ payment_intent_id: pi }).then((r) => {
      if ('data' in r && r.data) void navigate(`/cart/complete/${r.data.number}`, { replace: true });
    });
  }, [pi, complete, navigate]);
  return (
    <section className="page narrow empty">
      <Seo />
      {pi && state.isLoading ? (
        <>
          <Spinner label="Confirming your payment" size={32} />
          <h1>Confirming your payment…</h1>
        </>
      ) : (
        <>
          <span className="success-mark">
            <Icon name="check" size={34} />
          </span>
          <h1>Thank you for your order</h1>
          <p>
            We print your cards on premium stock and post them on the day your receipt names: the same day when paid by {cutOffWords()},
            Monday to Saturday. Your receipt is in your inbox.
          </p>
          <AfterOrderLinks />
        </>
      )}
    </section>
  );
}
