import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../app/toast';
import { dayName } from '../../components/format';
import { Spinner } from '../../components/icon';
import { SignedInPage } from '../../components/signed-in-page';
import { useDeleteSubscriptionMutation, useGetSubscriptionQuery } from './subscriptions.api';
import { askToConfirm } from '../../components/confirm';
import { ErrorAlert } from '../../components/error-alert';

function Show() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: s, isLoading, error } = useGetSubscriptionQuery(id);
  const [cancel, cancelling] = useDeleteSubscriptionMutation();
  if (isLoading) return <Spinner />;
  if (!s) return <ErrorAlert error={error} fallback="Subscription not found." />;
  return (
    <div className="card-box">
      <dl className="details">
        <dt>Plan</dt>
        <dd>{s.plan_name ?? `Plan ${s.plan_id}`}</dd>
        <dt>Status</dt>
        <dd>
          <span className="status-pill">{s.status.replace(/_/g, ' ')}</span>
        </dd>
        <dt>{s.cancel_at_period_end ? 'Ends' : 'Renews'}</dt>
        <dd>{dayName(s.current_period_end) || '—'}</dd>
      </dl>
      <div className="button-row">
        <Link to={`/subscription/${s.id}/edit`} className="button">
          Change plan
        </Link>
        <button
          type="button"
          className="button button-danger"
          disabled={cancelling.isLoading}
          onClick={() => {
            void askToConfirm({ title: 'Cancel this subscription?', confirmLabel: 'Cancel the subscription', cancelLabel: 'Keep it' }).then(
              (yes) =>
                yes &&
                void cancel(s.id).then((r) => {
                  if (!('error' in r)) {
                    toast.info('Your subscription is cancelled.');
                    void navigate('/subscriptions');
                  }
                }),
            );
          }}
        >
          Cancel subscription
        </button>
      </div>
    </div>
  );
}

export function Page() {
  return (
    <SignedInPage title="Subscription | Greeting Cards" heading="Your subscription">
      <Show />
      <Link to="/subscriptions">← All subscriptions</Link>
    </SignedInPage>
  );
}
