import { useState } from 'react';
import { errorMessage } from '../../api/base-api';
import { useCalendarMonth } from '../delivery/delivery.api';
import { useSetDeliveryMutation } from './cart.api';
import type { Cart } from '../../api/types';
import { dayName } from '../../components/format';
import { LazyArriveByCalendar } from '../../components/lazy-arrive-by-calendar';

/** The calendar of the cart's postage class and address, from the chosen day's month. */
function CartCalendar({ cart, busy, onChoose }: { cart: Cart; busy: boolean; onChoose: (day: string) => void }) {
  return <LazyArriveByCalendar {...useCalendarMonth(cart.delivery)} value={cart.delivery.arrive_by} busy={busy} onChoose={onChoose} />;
}

/**
 * When the cards should arrive: as soon as possible, or on or before a day the customer picks
 * from the calendar of days the chosen postage can make. A later day holds the order and prints
 * it on the latest day that still arrives in time.
 */
export function ArriveBy({ cart }: { cart: Cart }) {
  const [setDelivery, saving] = useSetDeliveryMutation();
  const chosen = cart.delivery.arrive_by;
  const [picking, setPicking] = useState(!!chosen);
  const option = cart.delivery.options.find((o) => o.postage_class === cart.delivery.postage_class);
  const asap = () => {
    setPicking(false);
    if (chosen) void setDelivery({ arrive_by: null });
  };
  return (
    <fieldset className="arrive-by stack-sm" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="field-label">When should it arrive?</legend>
      <label className="radio-line">
        <input type="radio" name="arrive_by_mode" checked={!picking} onChange={asap} />
        <span>As soon as possible{option ? <small className="muted"> — expected {dayName(option.arrival_date)}</small> : null}</span>
      </label>
      <label className="radio-line">
        <input type="radio" name="arrive_by_mode" checked={picking} onChange={() => setPicking(true)} />
        <span>
          On or before a day I choose <small className="muted">— we hold your order and post it just in time</small>
        </span>
      </label>
      {picking && <CartCalendar cart={cart} busy={saving.isLoading} onChoose={(day) => void setDelivery({ arrive_by: day })} />}
      <div aria-live="polite">
        {chosen && !cart.delivery.arrive_by_error && (
          <p className="form-note" data-testid="arrive-by-chosen">
            Arrives by <strong>{dayName(chosen)}</strong>.
          </p>
        )}
        {cart.delivery.arrive_by_error && (
          <p className="form-error" role="alert">
            Your chosen day can no longer be reached: {cart.delivery.arrive_by_error}. Choose another day.
          </p>
        )}
        {saving.isError && (
          <p className="form-error" role="alert">
            {errorMessage(saving.error, 'We could not save that day.')}
          </p>
        )}
      </div>
    </fieldset>
  );
}
