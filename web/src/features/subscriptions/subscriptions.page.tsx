import { Link } from 'react-router';
import { dayName } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { SignedInPage } from '../../components/signed-in-page';
import { useListSubscriptionsQuery } from './subscriptions.api';
import { ColumnHeads } from '../../components/column-heads';

function List() {
  const { data, isLoading } = useListSubscriptionsQuery();
  if (isLoading) return <Spinner label="Loading subscriptions" />;
  if (!data?.length) {
    return (
      <div className="card-box empty">
        <Icon name="gift" size={40} />
        <p>You’re on the free plan. Upgrade for more card options each month and free delivery.</p>
        <Link to="/subscription/new" className="button button-primary">
          See plans
        </Link>
      </div>
    );
  }
  return (
    <div className="card-box">
      <table className="table">
        <caption className="visually-hidden">Subscriptions</caption>
        <ColumnHeads labels={['Plan', 'Status', 'Renews']} actions />
        <tbody>
          {data.map((s) => (
            <tr key={s.id}>
              <td>
                <Link to={`/subscription/${s.id}`}>{s.plan_name ?? `Plan ${s.plan_id}`}</Link>
              </td>
              <td>
                <span className="status-pill">{s.status.replace(/_/g, ' ')}</span>
              </td>
              <td>
                {s.cancel_at_period_end ? 'Ends ' : ''}
                {dayName(s.current_period_end) || '—'}
              </td>
              <td>
                <Link to={`/subscription/${s.id}/edit`}>Change</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Page() {
  return (
    <SignedInPage
      title="Subscriptions | Greeting Cards"
      heading="Subscriptions"
      action={
        <Link to="/subscription/new" className="button button-primary">
          <Icon name="add" /> New subscription
        </Link>
      }
    >
      <List />
    </SignedInPage>
  );
}
