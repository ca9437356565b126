import { Link } from 'react-router';
import { dayName, money, orderArrival } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { useListOrdersQuery } from './orders.api';
import { statusClass, statusText } from '../../components/order-summary';
import { ColumnHeads } from '../../components/column-heads';

export function Page() {
  const { data, isLoading } = useListOrdersQuery();
  if (isLoading) return <Spinner label="Loading your orders" />;
  if (!data?.length) {
    return (
      <div className="card-box empty">
        <Icon name="gift" size={36} />
        <p>No orders yet. Your printed cards will appear here.</p>
        <Link to="/card/new" className="button button-primary">
          Design a card
        </Link>
      </div>
    );
  }
  return (
    <div className="card-box table-scroll">
      <table className="table">
        <caption className="visually-hidden">Your orders</caption>
        <ColumnHeads labels={['Order', 'Date', 'Status', 'Arrival', 'Total']} />
        <tbody>
          {data.map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={`/profile/order/${o.number}`} className="order-number">
                  {o.number}
                </Link>
              </td>
              <td>{dayName(o.created_at)}</td>
              <td>
                <span className={statusClass(o.status)}>{statusText(o.status)}</span>
              </td>
              <td>
                {o.status === 'cancelled' || o.status === 'refunded'
                  ? '—'
                  : (o.delivered_at ? `Delivered ${dayName(o.delivered_at)}` : orderArrival(o)) || '—'}
              </td>
              <td>{money(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
