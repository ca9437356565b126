import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../app/toast';
import { selectIsAdmin } from '../../api/user.state';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/icon';
import { SignedInPage } from '../../components/signed-in-page';
import { PlanPicker } from './plan-picker';
import { useGetSubscriptionQuery, useUpdateSubscriptionMutation } from './subscriptions.api';

function Edit() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data, isLoading } = useGetSubscriptionQuery(id);
  const [plan, setPlan] = useState<number>();
  const [cancelAtEnd, setCancelAtEnd] = useState(false);
  const [update, state] = useUpdateSubscriptionMutation();
  // Customers may only schedule or undo the cancellation; changing the plan is an admin's call.
  const admin = useAppSelector(selectIsAdmin);
  useEffect(() => {
    if (data) {
      setPlan(data.plan_id);
      setCancelAtEnd(!!data.cancel_at_period_end);
    }
  }, [data]);
  if (isLoading) return <Spinner />;
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!plan) return;
        void update({
          id,
          subscription: admin ? { plan_id: plan, cancel_at_period_end: cancelAtEnd } : { cancel_at_period_end: cancelAtEnd },
        }).then((r) => {
          if (!('error' in r)) {
            toast.success('Subscription updated.');
            void navigate(`/subscription/${id}`);
          }
        });
      }}
    >
      {admin ? (
        <PlanPicker value={plan} onChange={setPlan} />
      ) : (
        <p className="muted">To move to another plan, cancel this one at the end of its period and choose the new plan.</p>
      )}
      <label className="row">
        <input type="checkbox" checked={cancelAtEnd} onChange={(e) => setCancelAtEnd(e.target.checked)} /> Cancel at the end of the current
        period
      </label>
      <button type="submit" className="button button-primary" disabled={state.isLoading}>
        {state.isLoading && <Spinner label="Saving" />} Save changes
      </button>
    </form>
  );
}

export function Page() {
  return (
    <SignedInPage title="Change subscription | Greeting Cards" heading="Change your plan">
      <Edit />
    </SignedInPage>
  );
}
