import type { SubscriptionStatus } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

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
