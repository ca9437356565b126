import type { Order } from '../../api/types';
import { OrderSummary } from '../../components/OrderSummary';
import { CancelOrder } from './CancelOrder';
import { ChangeArriveBy } from './ChangeArriveBy';

/** An order as its customer sees it: the summary, with a new arrival day while it is held and "Cancel order" until it prints. */
export function CustomerOrder({ order }: { order: Order }) {
  return (
    <OrderSummary
      order={order}
      customer
      actions={
        <>
          {order.status === 'held' && <ChangeArriveBy order={order} />}
          <CancelOrder order={order} />
        </>
      }
    />
  );
}
