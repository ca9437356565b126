import { useEffect, useRef } from 'react';

export interface PaymentFailure {
  message: string;
  needsAction?: boolean;
}

/**
 * A payment problem where the customer is looking: right under "Pay now", scrolled into view,
 * focused and announced (the region is in the page before the message arrives, so screen
 * readers read it out). Each failure is a new object, so the same message twice still moves focus.
 */
export function PaymentError({ failure }: { failure?: PaymentFailure }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!failure || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [failure]);
  return (
    <div role="alert" aria-live="assertive" className="payment-error-slot">
      {failure && (
        <p ref={ref} id="payment-error" tabIndex={-1} className="form-error">
          {failure.message}
        </p>
      )}
    </div>
  );
}
