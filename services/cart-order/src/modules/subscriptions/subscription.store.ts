import type { Subscription, SubscriptionStatus } from '@cards/contracts';

export interface SubscriptionRow {
  id: number;
  account_id: number;
  user_id: number | null;
  plan_id: number;
  plan_slug: string | null;
  plan_name: string | null;
  status: SubscriptionStatus;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  provider: 'stripe' | 'test' | 'manual';
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  checkout_session_id: string | null;
  checkout_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export const toSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  account_id: r.account_id,
  user_id: r.user_id,
  plan_id: r.plan_id,
  plan_slug: r.plan_slug,
  plan_name: r.plan_name,
  status: r.status,
  current_period_start: r.current_period_start?.toISOString() ?? null,
  current_period_end: r.current_period_end?.toISOString() ?? null,
  cancel_at_period_end: r.cancel_at_period_end,
  provider: r.provider,
  provider_subscription_id: r.provider_subscription_id,
  provider_customer_id: r.provider_customer_id,
  checkout_session_id: r.checkout_session_id,
  checkout_url: r.status === 'incomplete' ? r.checkout_url : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Stripe's subscription statuses in ours. */
export function fromProviderStatus(s: string): SubscriptionStatus {
  if (s === 'active' || s === 'trialing') return 'active';
  if (s === 'past_due' || s === 'unpaid') return 'past_due';
  if (s === 'incomplete') return 'incomplete';
  if (s === 'incomplete_expired') return 'expired';
  return 'canceled';
}

export interface CheckoutSessionRow {
  id: string;
  provider: string;
  kind: 'subscription' | 'generation_pack';
  account_id: number;
  user_id: number;
  plan_id: number | null;
  card_id: number | null;
  amount: number | null;
  /** What the session sells, as the provider's page names it; null on sessions opened before it was kept. */
  description: string | null;
  interval: string | null;
  subscription_id: number | null;
  status: 'open' | 'paid' | 'expired';
  success_url: string | null;
  created_at: Date;
  updated_at: Date;
}
