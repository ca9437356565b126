import { Link } from 'react-router';
import { dayName } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
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
    <RequireSignIn>
      <section className="page">
        <Seo meta={{ title: 'Subscriptions | Greeting Cards' }} />
        <header className="page-head row space-between">
          <h1 style={{ margin: 0 }}>Subscriptions</h1>
          <Link to="/subscription/new" className="button button-primary">
            <Icon name="add" /> New subscription
          </Link>
        </header>
        <List />
      </section>
    </RequireSignIn>
  );
}
