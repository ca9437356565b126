import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { Icon, Spinner } from '../../components/icon';
import { PaymentError } from './payment-error';

interface Props {
  publishableKey: string;
  clientSecret: string;
  busy: boolean;
  onPaid: () => void;
  onError: (m: string) => void;
  failure?: { message: string };
}

const stripes = new Map<string, Promise<Stripe | null>>();

function PayButton({ busy, onPaid, onError, failure }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirming, setConfirming] = useState(false);
  const pay = async () => {
    if (!stripe || !elements) return;
    setConfirming(true);
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/complete` },
    });
    setConfirming(false);
    if (error) onError(error.message ?? 'Your payment was not accepted.');
    else onPaid();
  };
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
    >
      <PaymentElement />
      <button type="submit" className="button button-primary button-block button-large" disabled={!stripe || busy || confirming}>
        {busy || confirming ? <Spinner label="Paying" /> : <Icon name="check" />} Pay now
      </button>
      <PaymentError failure={failure} />
    </form>
  );
}

/** Stripe's Payment Element, used when a publishable key is configured. */
export default function StripePayment({ publishableKey, clientSecret, ...rest }: Props) {
  const stripe = useMemo(() => {
    if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
    return stripes.get(publishableKey)!;
  }, [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#b4405e', borderRadius: '8px' } } }}
    >
      <PayButton {...rest} />
    </Elements>
  );
}
