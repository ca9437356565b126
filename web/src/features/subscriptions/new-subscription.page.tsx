import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Icon';
import { RequireSignIn } from '../../components/RequireSignIn';
import { Seo } from '../../seo/Seo';
import { PlanPicker } from './PlanPicker';
import { useCreateSubscriptionMutation } from './subscriptions.api';

function NewSubscription() {
  const [plan, setPlan] = useState<number>();
  const [create, state] = useCreateSubscriptionMutation();
  const navigate = useNavigate();
  const submit = async () => {
    if (!plan) return;
    const r = await create({ plan_id: plan });
    if (!('data' in r) || !r.data) return;
    if (r.data.checkout_url) { window.location.assign(r.data.checkout_url); return; }
    toast.success('Your plan is active.');
    void navigate(`/subscription/${r.data.id}`);
  };
  return (
    <section className="page">
      <Seo meta={{ title: 'Choose a plan | Greeting Cards' }} />
      <header className="page-head"><h1>Choose a plan</h1><p>More card options every month and free delivery. Cancel any time.</p></header>
      <form className="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <PlanPicker value={plan} onChange={setPlan} />
        <button type="submit" className="button button-primary button-large" disabled={!plan || state.isLoading}>{state.isLoading && <Spinner label="Subscribing" />} Subscribe</button>
      </form>
    </section>
  );
}

export function Page() {
  return <RequireSignIn><NewSubscription /></RequireSignIn>;
}
