import { z } from 'zod';
import { Id, ListQuery, Pounds, Timestamp } from '../common.js';

export const SubscriptionStatus = z.enum(['incomplete', 'active', 'past_due', 'canceled', 'expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** An account's plan subscription, paid through a provider checkout session. */
export const Subscription = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int().nullable(),
  plan_id: z.number().int(),
  plan_slug: z.string().nullable(),
  plan_name: z.string().nullable(),
  status: SubscriptionStatus,
  current_period_start: Timestamp.nullable(),
  current_period_end: Timestamp.nullable(),
  cancel_at_period_end: z.boolean(),
  provider: z.enum(['stripe', 'test', 'manual']),
  provider_subscription_id: z.string().nullable(),
  provider_customer_id: z.string().nullable(),
  checkout_session_id: z.string().nullable(),
  checkout_url: z.string().nullable().describe('Where the customer pays, while the subscription is incomplete'),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Subscription = z.infer<typeof Subscription>;

/**
 * `POST /subscriptions {subscription:{plan_id}}`: a customer starts a checkout session for the
 * plan (the answer carries `checkout_url`); an admin may grant one directly to `account_id`.
 */
export const CreateSubscriptionBody = z.object({
  subscription: z.object({
    plan_id: Id,
    account_id: Id.optional().describe('Admin only: grant the plan to this account without payment'),
    current_period_end: z.string().datetime({ offset: true }).nullable().optional().describe('Admin only'),
    success_url: z.string().url().max(2000).optional(),
    cancel_url: z.string().url().max(2000).optional(),
  }),
});
/** `PUT /subscriptions/{id} {subscription:{...}}`: customers may only (un)schedule cancellation. */
export const UpdateSubscriptionBody = z.object({
  subscription: z.object({
    cancel_at_period_end: z.boolean().optional(),
    status: SubscriptionStatus.optional().describe('Admin only'),
    plan_id: Id.optional().describe('Admin only'),
    current_period_end: z.string().datetime({ offset: true }).nullable().optional().describe('Admin only'),
  }),
});
export const SubscriptionIdParams = z.object({ id: Id });
export const SubscriptionListQuery = ListQuery.extend({ status: SubscriptionStatus.optional(), account_id: Id.optional() });

/** `POST /checkout_sessions/{id}/test_pay {payment_method}`: the test provider's stand-in for Stripe's hosted checkout page. */
export const TestPayCheckoutBody = z.object({ payment_method: z.string().trim().min(1).max(100).default('pm_card_visa') });
export const CheckoutSessionIdParams = z.object({ id: z.string().trim().min(1).max(255) });
export const TestPayCheckoutReply = z.object({
  session_id: z.string(),
  status: z.enum(['paid', 'unpaid']),
  success_url: z.string().nullable(),
});

/**
 * `GET /checkout_sessions/{id}`: what a checkout sells and what it costs, so the page that takes
 * the payment (the test provider's, here) says both before the customer pays.
 */
export const CheckoutSummary = z.object({
  id: z.string(),
  kind: z.enum(['subscription', 'generation_pack']),
  description: z.string().describe('What is bought, e.g. "10 card designs" or "Plus plan"'),
  amount: Pounds.nullable().describe('The price in pounds; for a subscription, each interval'),
  currency: z.literal('GBP'),
  interval: z.string().nullable().describe('month or year for a subscription'),
  status: z.enum(['open', 'paid', 'expired']),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummary>;

/**
 * `GET /admin/checkout_sessions`: one checkout a customer opened outside an order (a design pack
 * or a plan), what it sold, its price, when, and whether it was paid. `open` is a checkout they
 * started and never finished (or whose payment the shop has not seen yet).
 */
export const Purchase = CheckoutSummary.extend({
  user_id: z.number().int(),
  account_id: z.number().int(),
  card_id: z.number().int().nullable().describe('The card that was waiting for a design pack, if any'),
  created_at: Timestamp,
});
export type Purchase = z.infer<typeof Purchase>;
export const PurchaseListQuery = ListQuery.extend({
  user_id: Id.optional().describe("Only that customer's checkouts"),
  status: CheckoutSummary.shape.status.optional(),
});
export type PurchaseListQuery = z.infer<typeof PurchaseListQuery>;
