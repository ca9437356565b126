import type { Order, Subscription } from '@cards/contracts';
import { Link } from 'react-router';
import { cartOrder } from '../../../api/route-table.gen';
import { useAdminListQuery } from '../api/admin.api';
import { dateTime, pounds, StatusPill } from './display';

/** The customer's orders, newest first, each linked to its order page. */
function Orders({ userId }: { userId: number }) {
  const { data, isLoading } = useAdminListQuery({ route: cartOrder.adminListOrders, per_page: 50, params: { user_id: userId } });
  const orders = (data?.items ?? []) as unknown as Order[];
  return (
    <div className="card-box">
      <h2>Orders {data ? `(${data.total})` : ''}</h2>
      {isLoading ? (
        <p className="muted">Loading…</p>
      ) : !orders.length ? (
        <p className="muted">No orders.</p>
      ) : (
        <ul className="admin-files" aria-label="Orders of this customer">
          {orders.map((o) => (
            <li key={o.id}>
              <Link to={`/admin/order/${o.id}`}>{o.number}</Link>
              <span className="muted">{dateTime(o.created_at)}</span>
              <span>
                {o.items.length} {o.items.length === 1 ? 'card' : 'cards'} · {pounds(o.total)}
              </span>
              <StatusPill status={o.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Plans the customer's account bought or was granted, each linked to its subscription page. */
function Subscriptions({ accountId }: { accountId: number }) {
  const { data, isLoading } = useAdminListQuery({ route: cartOrder.listSubscriptions, per_page: 50, params: { account_id: accountId } });
  const subs = (data?.items ?? []) as unknown as Subscription[];
  return (
    <div className="card-box">
      <h2>Subscriptions</h2>
      {isLoading ? (
        <p className="muted">Loading…</p>
      ) : !subs.length ? (
        <p className="muted">No subscriptions.</p>
      ) : (
        <ul className="admin-files" aria-label="Subscriptions of this customer">
          {subs.map((s) => (
            <li key={s.id}>
              <Link to={`/admin/subscription/${s.id}`}>{s.plan_name ?? `Plan #${s.plan_id}`}</Link>
              <span className="muted">{s.current_period_end ? `until ${dateTime(s.current_period_end)}` : ''}</span>
              <StatusPill status={s.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What a customer bought, on their user page: orders and subscriptions, linked to their admin pages. */
export function CustomerActivity({ userId, accountId }: { userId: number; accountId: number | null }) {
  return (
    <div className="grid-2">
      <Orders userId={userId} />
      {accountId != null ? (
        <Subscriptions accountId={accountId} />
      ) : (
        <div className="card-box">
          <h2>Subscriptions</h2>
          <p className="muted">No account, so no subscriptions.</p>
        </div>
      )}
    </div>
  );
}
