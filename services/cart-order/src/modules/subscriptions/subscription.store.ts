import {
  toPounds,
  type Actor,
  type CheckoutSummary,
  type Page,
  type Purchase,
  type PurchaseListQuery,
  type Subscription,
  type SubscriptionStatus,
} from '@cards/contracts';
import { In, IsNull, MoreThan } from 'typeorm';
import { managerOf, type Db } from '../../domain/db.js';
import { CheckoutSessionEntity, SubscriptionEntity } from './subscription.entity.js';
import { checkoutNotFound, subscriptionNotFound } from './subscription.errors.js';

export const toSubscription = (r: SubscriptionEntity): Subscription => ({
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

/** The plans an account holds live: subscriptions active or past due whose period has not ended. */
export async function livePlanIds(db: Db, accountId: number): Promise<number[]> {
  const live = In(['active', 'past_due']);
  const subs = await managerOf(db)
    .getRepository(SubscriptionEntity)
    .find({
      select: { plan_id: true },
      where: [
        { account_id: accountId, status: live, current_period_end: IsNull() },
        { account_id: accountId, status: live, current_period_end: MoreThan(new Date()) },
      ],
    });
  return subs.map((s) => s.plan_id);
}

/** The subscription, if the actor may see it (their account's, or any for an admin); 404 otherwise. */
export async function ownSubscription(db: Db, actor: Actor, id: number): Promise<SubscriptionEntity> {
  const r = await managerOf(db).findOneBy(SubscriptionEntity, { id });
  if (!r || (!actor.admin && r.account_id !== actor.account_id)) throw subscriptionNotFound();
  return r;
}

/** What `cart_order.subscription.changed.v1` says of a subscription. */
export const subscriptionChanged = (s: SubscriptionEntity) => ({
  subscription_id: s.id,
  account_id: s.account_id,
  plan_id: s.plan_id,
  plan_slug: s.plan_slug,
  status: s.status,
  current_period_end: s.current_period_end ? new Date(s.current_period_end).toISOString() : null,
});

/** The checkout session, if it is the actor's account's; 404 otherwise. */
export async function ownSession(db: Db, actor: Actor, id: string): Promise<CheckoutSessionEntity> {
  const row = await managerOf(db).findOneBy(CheckoutSessionEntity, { id });
  if (!row || row.account_id !== actor.account_id) throw checkoutNotFound();
  return row;
}

/** Remembers a session the provider opened; the same session again (same idempotency key) changes nothing. */
export async function rememberSession(db: Db, row: Omit<CheckoutSessionEntity, 'status' | 'created_at' | 'updated_at'>): Promise<void> {
  // ON CONFLICT DO NOTHING: the provider answers the same session to the same idempotency key.
  await managerOf(db).createQueryBuilder().insert().into(CheckoutSessionEntity).values(row).orIgnore().execute();
}

/** What a checkout sells and its price, as the page that takes the payment shows it. */
export const toCheckoutSummary = (row: CheckoutSessionEntity): CheckoutSummary => ({
  id: row.id,
  kind: row.kind,
  description: row.description ?? (row.kind === 'subscription' ? 'A plan' : 'Card generation pack'),
  amount: row.amount == null ? null : toPounds(row.amount),
  currency: 'GBP',
  interval: row.interval,
  status: row.status,
});

/** `GET /admin/checkout_sessions`: checkouts newest first, one customer's with `user_id`. */
export async function listPurchases(db: Db, q: PurchaseListQuery): Promise<Page<Purchase>> {
  const [rows, total] = await managerOf(db)
    .getRepository(CheckoutSessionEntity)
    .findAndCount({
      where: { ...(q.user_id != null ? { user_id: q.user_id } : {}), ...(q.status ? { status: q.status } : {}) },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    });
  return {
    items: rows.map((r) => ({
      ...toCheckoutSummary(r),
      user_id: r.user_id,
      account_id: r.account_id,
      card_id: r.card_id,
      created_at: r.created_at.toISOString(),
    })),
    total,
  };
}
