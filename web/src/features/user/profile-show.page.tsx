import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { dayName } from '../../components/format';
import { Spinner } from '../../components/icon';
import { useGetCurrentUserQuery } from './user.api';
import { selectCurrentUser } from '../../api/user.state';

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
        <Link to="/profile/edit" className="button">
          Edit details
        </Link>
        <Link to="/profile/orders" className="button">
          View orders
        </Link>
        <Link to="/profile/addresses" className="button">
          Addresses
        </Link>
        <Link to="/cards" className="button">
          My Cards
        </Link>
      </div>
    </div>
  );
}
