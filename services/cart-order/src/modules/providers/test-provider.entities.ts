import { EntitySchema } from 'typeorm';
import type { IntentStatus, ProviderIntent } from './payment-provider.port.js';

/** The test provider's own tables: what Stripe would keep on its side, here in the service's schema. */
export interface TestIntentRow {
  id: string;
  idempotency_key: string | null;
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_error: ProviderIntent['last_error'];
  next_action: object | null;
  charge_count: number;
  amount_refunded: number;
  created_at: Date;
  updated_at: Date;
}

export const TestIntentEntity = new EntitySchema<TestIntentRow>({
  name: 'TestPaymentIntent',
  tableName: 'test_payment_intents',
  columns: {
    id: { type: 'text', primary: true },
    idempotency_key: { type: 'text', nullable: true },
    amount: { type: 'int' },
    currency: { type: 'text' },
    status: { type: 'text' },
    client_secret: { type: 'text' },
    payment_method: { type: 'text', nullable: true },
    metadata: { type: 'jsonb' },
    last_error: { type: 'jsonb', nullable: true },
    next_action: { type: 'jsonb', nullable: true },
    charge_count: { type: 'int', default: 0 },
    amount_refunded: { type: 'int', default: 0 },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

export interface TestRefundRow {
  id: string;
  payment_intent_id: string;
  amount: number;
  idempotency_key: string | null;
  created_at: Date;
}

export const TestRefundEntity = new EntitySchema<TestRefundRow>({
  name: 'TestRefund',
  tableName: 'test_refunds',
  columns: {
    id: { type: 'text', primary: true },
    payment_intent_id: { type: 'text' },
    amount: { type: 'int' },
    idempotency_key: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export interface TestCheckoutSessionRow {
  id: string;
  idempotency_key: string | null;
  mode: string;
  amount: number | null;
  price_ref: string | null;
  metadata: Record<string, string>;
  status: 'open' | 'complete';
  payment_status: 'paid' | 'unpaid';
  subscription_id: string | null;
  customer_id: string | null;
  current_period_end: Date | null;
  success_url: string | null;
  created_at: Date;
}

export const TestCheckoutSessionEntity = new EntitySchema<TestCheckoutSessionRow>({
  name: 'TestCheckoutSession',
  tableName: 'test_checkout_sessions',
  columns: {
    id: { type: 'text', primary: true },
    idempotency_key: { type: 'text', nullable: true },
    mode: { type: 'text' },
    amount: { type: 'int', nullable: true },
    price_ref: { type: 'text', nullable: true },
    metadata: { type: 'jsonb' },
    status: { type: 'text', default: 'open' },
    payment_status: { type: 'text', default: 'unpaid' },
    subscription_id: { type: 'text', nullable: true },
    customer_id: { type: 'text', nullable: true },
    current_period_end: { type: 'timestamptz', nullable: true },
    success_url: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export interface TestSubscriptionRow {
  id: string;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  created_at: Date;
}

export const TestSubscriptionEntity = new EntitySchema<TestSubscriptionRow>({
  name: 'TestSubscription',
  tableName: 'test_subscriptions',
  columns: {
    id: { type: 'text', primary: true },
    status: { type: 'text' },
    current_period_end: { type: 'timestamptz', nullable: true },
    cancel_at_period_end: { type: 'boolean', default: false },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export const TEST_PROVIDER_ENTITIES = [TestIntentEntity, TestRefundEntity, TestCheckoutSessionEntity, TestSubscriptionEntity];
