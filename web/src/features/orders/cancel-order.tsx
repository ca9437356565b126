import { useRef, useState } from 'react';
import { useCancelOrderMutation } from './orders.api';
import type { Order } from '../../api/types';
import { money } from '../../components/format';
import { Spinner } from '../../components/icon';
import { ErrorAlert } from '../../components/error-alert';

/** "Cancel order", offered while the order is paid or held but not yet printing; asks once before it acts. */
export function CancelOrder({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const [cancel, state] = useCancelOrderMutation();
  const question = useRef<HTMLParagraphElement>(null);
  if (order.status !== 'paid' && order.status !== 'held') return null;
  const ask = () => {
    setAsking(true);
    queueMicrotask(() => question.current?.focus());
  };
  return (
    <div className="cancel-order stack-sm">
      {!asking ? (
        <button type="button" className="button" onClick={ask}>
          Cancel order
        </button>
      ) : (
        <div className="card-box stack-sm" role="group" aria-labelledby="cancel-question">
          <p id="cancel-question" ref={question} tabIndex={-1} style={{ margin: 0 }}>
            Cancel order {order.number}? It has not been printed yet, so you get {money(order.total)} back in full to the card you paid
            with.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button-danger"
              disabled={state.isLoading}
              onClick={() => void cancel({ id: order.id, number: order.number })}
            >
              {state.isLoading && <Spinner label="Cancelling" />} Yes, cancel it
            </button>
            <button type="button" className="button" disabled={state.isLoading} onClick={() => setAsking(false)}>
              Keep my order
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">{state.isError && <ErrorAlert error={state.error} fallback="We could not cancel the order." />}</div>
    </div>
  );
}
