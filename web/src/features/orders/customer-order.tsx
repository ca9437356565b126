import type { Order } from '../../api/types';
import { OrderSummary } from '../../components/order-summary';
import { CancelOrder } from './cancel-order';
import { ChangeArriveBy } from './change-arrive-by';

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
