import { useState } from 'react';
import { useCalendarMonth } from '../delivery/delivery.api';
import { useChangeArriveByMutation } from './orders.api';
import type { Order } from '../../api/types';
import { LazyArriveByCalendar } from '../../components/lazy-arrive-by-calendar';
import { ErrorAlert } from '../../components/error-alert';

/** The calendar of the order's postage class and address, from its arrive-by day's month. */
function OrderCalendar({ order, busy, onChoose }: { order: Order; busy: boolean; onChoose: (day: string) => void }) {
  return <LazyArriveByCalendar {...useCalendarMonth(order.delivery)} value={order.delivery.arrive_by} busy={busy} onChoose={onChoose} />;
}

/** "Change the day" of a held order: the same calendar as at checkout, for the order's postage and address. */
export function ChangeArriveBy({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [change, state] = useChangeArriveByMutation();
  return (
    <div className="stack-sm">
      {!open ? (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Change the arrival day
          </button>
        </div>
      ) : (
        <div className="card-box stack-sm" role="group" aria-label="Choose a new arrival day">
          <p style={{ margin: 0 }}>
            Choose the day it should arrive on or before. We print and post it on the latest day that still makes it.
          </p>
          <OrderCalendar
            order={order}
            busy={state.isLoading}
            onChoose={(day) => void change({ id: order.id, number: order.number, arrive_by: day })}
          />
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      )}
      <div aria-live="polite">{state.isError && <ErrorAlert error={state.error} fallback="We could not change the day." />}</div>
    </div>
  );
}
