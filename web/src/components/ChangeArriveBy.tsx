import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../api/base-api';
import { useChangeArriveByMutation } from '../api/orders.api';
import type { Order } from '../api/types';
import { Spinner } from './Icon';

const ArriveByCalendar = lazy(() => import('./ArriveByCalendar').then((m) => ({ default: m.ArriveByCalendar })));

/** "Change the day" of a held order: the same calendar as at checkout, for the order's postage and address. */
export function ChangeArriveBy({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [change, state] = useChangeArriveByMutation();
  return (
    <div className="stack-sm">
      {!open ? (
        <div className="button-row"><button type="button" className="button" onClick={() => setOpen(true)}>Change the arrival day</button></div>
      ) : (
        <div className="card-box stack-sm" role="group" aria-label="Choose a new arrival day">
          <p style={{ margin: 0 }}>Choose the day it should arrive on or before. We print and post it on the latest day that still makes it.</p>
          <Suspense fallback={<Spinner label="Loading the calendar" />}>
            <ArriveByCalendar postageClass={order.delivery.postage_class} postcode={order.delivery.address?.postcode} value={order.delivery.arrive_by}
              busy={state.isLoading} onChoose={(day) => void change({ id: order.id, number: order.number, arrive_by: day })} />
          </Suspense>
          <button type="button" className="button" onClick={() => setOpen(false)}>Done</button>
        </div>
      )}
      <div aria-live="polite">{state.isError && <p className="form-error" role="alert">{errorMessage(state.error, 'We could not change the day.')}</p>}</div>
    </div>
  );
}
