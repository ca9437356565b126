import { TimestampedRow } from '@cards/kit';
import type { SubscriptionStatus } from '@cards/contracts';
import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';

/** An account's subscription to a plan, as the payment provider reports it; one live per account. */
@Entity({ name: 'subscriptions' })
@Unique('subscriptions_provider_subscription_id_key', ['provider_subscription_id'])
@Unique('subscriptions_checkout_session_id_key', ['checkout_session_id'])
@Index('subscriptions_one_live', ['account_id'], { unique: true, where: "status IN ('active', 'past_due')" })
export class SubscriptionEntity extends TimestampedRow {
  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'int', nullable: true })
  user_id!: number | null;

  @Column({ type: 'int' })
  plan_id!: number;

  @Column({ type: 'text', nullable: true })
  plan_slug!: string | null;

  @Column({ type: 'text', nullable: true })
  plan_name!: string | null;

  @Column({ type: 'text' })
  status!: SubscriptionStatus;

  @Column({ type: 'timestamptz', nullable: true })
  current_period_start!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  current_period_end!: Date | null;

  @Column({ type: 'boolean', default: false })
  cancel_at_period_end!: boolean;

  @Column({ type: 'text' })
  provider!: 'stripe' | 'test' | 'manual';

  @Column({ type: 'text', nullable: true })
  provider_subscription_id!: string | null;

  @Column({ type: 'text', nullable: true })
  provider_customer_id!: string | null;

  @Column({ type: 'text', nullable: true })
  checkout_session_id!: string | null;

  @Column({ type: 'text', nullable: true })
  checkout_url!: string | null;
}

/** A provider checkout session this service opened, and what it buys; `paid` once, when first seen paid. */
@Entity({ name: 'checkout_sessions' })
export class CheckoutSessionEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ type: 'text' })
  kind!: 'subscription' | 'generation_pack';

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  plan_id!: number | null;

  @Column({ type: 'int', nullable: true })
  card_id!: number | null;

  @Column({ type: 'int', nullable: true })
  amount!: number | null;

  /** What the session sells, as the provider's page names it; null on sessions opened before it was kept. */
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  interval!: string | null;

  @Column({ type: 'int', nullable: true })
  @ForeignKey(() => SubscriptionEntity, { name: 'checkout_sessions_subscription_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  subscription_id!: number | null;

  @Column({ type: 'text', default: 'open' })
  status!: 'open' | 'paid' | 'expired';

  @Column({ type: 'text', nullable: true })
  success_url!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
