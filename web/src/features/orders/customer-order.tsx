import type { Order } from '../../api/types';
import { OrderSummary } from '../../components/order-summary';
import { CancelOrder } from './cancel-order';
import { ChangeArriveBy } from './change-arrive-by';
import { useListOrderProblemsQuery } from './orders.api';
import { ReportProblem } from './report-problem';

/**
 * An order as its customer sees it: the summary, with a new arrival day while it is held, "Cancel
 * order" until it prints, and "Report a problem" once its cards are on their way; reported cards
 * and their answers are steps of its timeline.
 */
export function CustomerOrder({ order }: { order: Order }) {
  const { data: problems = [] } = useListOrderProblemsQuery(order.id, { skip: order.status === 'held' });
  return (
    <OrderSummary
      order={order}
      customer
      problems={problems}
      actions={
        <>
          {order.status === 'held' && <ChangeArriveBy order={order} />}
          <CancelOrder order={order} />
          <ReportProblem order={order} problems={problems} />
        </>
      }
    />
  );
}
