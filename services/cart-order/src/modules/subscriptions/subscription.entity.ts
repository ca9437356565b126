import { EntitySchema } from 'typeorm';

import type { CheckoutSessionRow, SubscriptionRow } from './subscription.store.js';

/** An account's subscription to a plan, as the payment provider reports it; one live per account. */
export const SubscriptionEntity = new EntitySchema<SubscriptionRow>({
  name: 'Subscription',
  tableName: 'subscriptions',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    account_id: { type: 'int' },
    user_id: { type: 'int', nullable: true },
    plan_id: { type: 'int' },
    plan_slug: { type: 'text', nullable: true },
    plan_name: { type: 'text', nullable: true },
    status: { type: 'text' },
    current_period_start: { type: 'timestamptz', nullable: true },
    current_period_end: { type: 'timestamptz', nullable: true },
    cancel_at_period_end: { type: 'boolean', default: false },
    provider: { type: 'text' },
    provider_subscription_id: { type: 'text', nullable: true },
    provider_customer_id: { type: 'text', nullable: true },
    checkout_session_id: { type: 'text', nullable: true },
    checkout_url: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** A provider checkout session this service opened, and what it buys; `paid` once, when first seen paid. */
export const CheckoutSessionEntity = new EntitySchema<CheckoutSessionRow>({
  name: 'CheckoutSession',
  tableName: 'checkout_sessions',
  columns: {
    id: { type: 'text', primary: true },
    provider: { type: 'text' },
    kind: { type: 'text' },
    account_id: { type: 'int' },
    user_id: { type: 'int' },
    plan_id: { type: 'int', nullable: true },
    card_id: { type: 'int', nullable: true },
    amount: { type: 'int', nullable: true },
    description: { type: 'text', nullable: true },
    interval: { type: 'text', nullable: true },
    subscription_id: { type: 'int', nullable: true },
    status: { type: 'text', default: 'open' },
    success_url: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
