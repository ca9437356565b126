import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { IntentStatus, ProviderIntent } from './payment-provider.port.js';

/** A payment intent as the test provider keeps it: what Stripe would keep on its side, here in the service's schema. */
@Entity({ name: 'test_payment_intents' })
@Unique('test_payment_intents_idempotency_key_key', ['idempotency_key'])
export class TestIntentEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text', nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text' })
  status!: IntentStatus;

  @Column({ type: 'text' })
  client_secret!: string;

  @Column({ type: 'text', nullable: true })
  payment_method!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata!: Record<string, string>;

  @Column({ type: 'jsonb', nullable: true })
  last_error!: ProviderIntent['last_error'];

  @Column({ type: 'jsonb', nullable: true })
  next_action!: object | null;

  @Column({ type: 'int', default: 0 })
  charge_count!: number;

  @Column({ type: 'int', default: 0 })
  amount_refunded!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}

/** A refund of a test intent. */
@Entity({ name: 'test_refunds' })
@Unique('test_refunds_idempotency_key_key', ['idempotency_key'])
export class TestRefundEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  @ForeignKey(() => TestIntentEntity, { name: 'test_refunds_payment_intent_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  payment_intent_id!: string;

  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'text', nullable: true })
  idempotency_key!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/** A hosted checkout page of the test provider, as Stripe's Checkout Session. */
@Entity({ name: 'test_checkout_sessions' })
@Unique('test_checkout_sessions_idempotency_key_key', ['idempotency_key'])
export class TestCheckoutSessionEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text', nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'text' })
  mode!: string;

  @Column({ type: 'int', nullable: true })
  amount!: number | null;

  @Column({ type: 'text', nullable: true })
  price_ref!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata!: Record<string, string>;

  @Column({ type: 'text', default: 'open' })
  status!: 'open' | 'complete';

  @Column({ type: 'text', default: 'unpaid' })
  payment_status!: 'paid' | 'unpaid';

  @Column({ type: 'text', nullable: true })
  subscription_id!: string | null;

  @Column({ type: 'text', nullable: true })
  customer_id!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  current_period_end!: Date | null;

  @Column({ type: 'text', nullable: true })
  success_url!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/** A subscription the test provider bills, as Stripe's. */
@Entity({ name: 'test_subscriptions' })
export class TestSubscriptionEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'timestamptz', nullable: true })
  current_period_end!: Date | null;

  @Column({ type: 'boolean', default: false })
  cancel_at_period_end!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

export const TEST_PROVIDER_ENTITIES = [TestIntentEntity, TestRefundEntity, TestCheckoutSessionEntity, TestSubscriptionEntity];
