import { useState } from 'react';
import type { ArriveByMode } from '@cards/contracts';
import { useCalendarMonth } from '../delivery/delivery.api';
import { useSetDeliveryMutation } from './cart.api';
import type { Cart } from '../../api/types';
import { arrivalWords, dayName } from '../../components/format';
import { LazyArriveByCalendar } from '../../components/lazy-arrive-by-calendar';
import { Alert, ErrorAlert } from '../../components/error-alert';

/** The calendar of the cart's postage class and address, from the chosen day's month. */
function CartCalendar({ cart, busy, onChoose }: { cart: Cart; busy: boolean; onChoose: (day: string) => void }) {
  return <LazyArriveByCalendar {...useCalendarMonth(cart.delivery)} value={cart.delivery.arrive_by} busy={busy} onChoose={onChoose} />;
}

/**
 * How the chosen day is aimed for, in a sentence: held and posted for the day itself, as near as
 * the post allows, or posted now to be early. When it is expected is the promise beneath it, in
 * the one delivery wording: Royal Mail aims for a day and does not guarantee it, so this line
 * never says it "arrives on" a day.
 */
function chosenText(d: Cart['delivery']): string {
  const day = dayName(d.arrive_by);
  const plan = d.arrive_by_plan;
  if (d.arrive_by_mode === 'on_or_before' || !plan) return `Posted now, to be there for ${day}.`;
  return plan.lands_on_the_day ? `Held and posted just in time for ${day}.` : `Posted as near to ${day} as the post allows.`;
}

const MODES: Array<{ mode: ArriveByMode; label: string; hint: string }> = [
  { mode: 'on_the_day', label: 'On the day, as near as we can', hint: 'we hold your order and post it just in time' },
  { mode: 'on_or_before', label: 'On or before', hint: 'we post it now, so it arrives early and safe' },
];

/**
 * When the cards should arrive: as soon as possible, or a day the customer picks from the
 * calendar of days the chosen postage can make, aimed for on the day itself (the default: held
 * and posted on the latest print day that still makes it) or on or before it (posted at once).
 */
export function ArriveBy({ cart }: { cart: Cart }) {
  const [setDelivery, saving] = useSetDeliveryMutation();
  const d = cart.delivery;
  const chosen = d.arrive_by;
  const [picking, setPicking] = useState(!!chosen);
  const option = d.options.find((o) => o.postage_class === d.postage_class);
  const asap = () => {
    setPicking(false);
    if (chosen) void setDelivery({ arrive_by: null });
  };
  return (
    <fieldset className="arrive-by stack-sm" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="field-label">When should it arrive?</legend>
      <label className="radio-line">
        <input type="radio" name="arrive_by_when" checked={!picking} onChange={asap} />
        <span>
          As soon as possible
          {option ? (
            <small className="muted"> — {arrivalWords({ ...option, destination_known: option.destination !== null }, true)}</small>
          ) : null}
        </span>
      </label>
      <label className="radio-line">
        <input type="radio" name="arrive_by_when" checked={picking} onChange={() => setPicking(true)} />
        <span>On a day I choose</span>
      </label>
      {picking && <CartCalendar cart={cart} busy={saving.isLoading} onChoose={(day) => void setDelivery({ arrive_by: day })} />}
      {picking && chosen && (
        <fieldset className="arrive-by-mode" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field-label">How should we aim for {dayName(chosen)}?</legend>
          {MODES.map((m) => (
            <label key={m.mode} className="radio-line">
              <input
                type="radio"
                name="arrive_by_mode"
                value={m.mode}
                checked={d.arrive_by_mode === m.mode}
                onChange={() => void setDelivery({ arrive_by_mode: m.mode })}
              />
              <span>
                {m.label} <small className="muted">— {m.hint}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div aria-live="polite">
        {chosen && !d.arrive_by_error && (
          <p className="form-note" data-testid="arrive-by-chosen">
            <strong>{chosenText(d)}</strong>
            {d.arrive_by_plan && (
              <>
                <br />
                <small>{d.arrive_by_plan.promise}</small>
              </>
            )}
          </p>
        )}
        {d.arrive_by_error && <Alert>Your chosen day can no longer be reached: {d.arrive_by_error}. Choose another day.</Alert>}
        {saving.isError && <ErrorAlert error={saving.error} fallback="We could not save that day." />}
      </div>
    </fieldset>
  );
}
