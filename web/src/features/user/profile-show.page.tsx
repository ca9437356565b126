import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { dayName } from '../../components/format';
import { Spinner } from '../../components/icon';
import { useGetCurrentUserQuery } from './user.api';
import { selectCurrentUser } from '../../api/user.state';

/** Where the account page leads: the details' edit form and the customer's other pages. */
const ONWARD = [
  ['/profile/edit', 'Edit details'],
  ['/profile/orders', 'View orders'],
  ['/profile/addresses', 'Addresses'],
  ['/cards', 'My Cards'],
] as const;

export function Page() {
  const stored = useAppSelector(selectCurrentUser);
  const { data, isLoading } = useGetCurrentUserQuery();
  const user = data ?? stored;
  if (!user) return isLoading ? <Spinner /> : null;
  return (
    <div className="card-box">
      <dl className="details">
        <dt>Name</dt>
        <dd>{user.name || <span className="muted">Not set</span>}</dd>
        <dt>Email</dt>
        <dd>
          {user.email}
          {user.unconfirmed_email && <span className="muted"> (changing to {user.unconfirmed_email} — check that inbox)</span>}
        </dd>
        {user.created_at && (
          <>
            <dt>Member since</dt>
            <dd>{dayName(user.created_at)}</dd>
          </>
        )}
        {user.admin && (
          <>
            <dt>Role</dt>
            <dd>Administrator</dd>
          </>
        )}
      </dl>
      <div className="button-row">
        {ONWARD.map(([to, words]) => (
          <Link key={to} to={to} className="button">
            {words}
          </Link>
        ))}
      </div>
    </div>
  );
}
