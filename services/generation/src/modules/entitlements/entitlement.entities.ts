import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One request that asks the AI for something (or one e-card sent): the monthly allowance
 * counts the charged ones, the hourly limit all of them, the e-card caps the sends.
 */
@Entity({ name: 'usage' })
@Index('usage_account_time', ['account_id', 'created_at'])
@Index('usage_recipient_time', ['recipient', 'created_at'], { where: 'recipient IS NOT NULL' })
export class UsageEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  card_id!: number | null;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text', nullable: true })
  source!: string | null;

  /** An e-card's recipient, as a SHA-256 of the lower-cased address (never the address). */
  @Column({ type: 'text', nullable: true })
  recipient!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/** What was bought through a checkout session; the session id makes granting idempotent. */
@Entity({ name: 'grants' })
@Unique('grants_session_id_key', ['session_id'])
export class GrantEntity {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'text' })
  session_id!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'int', nullable: true })
  plan_id!: number | null;

  @Column({ type: 'int', default: 0 })
  generations!: number;

  @Column({ type: 'int', nullable: true })
  card_id!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  card_started_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/** Read model of cart-order's subscriptions: the plan an account is on. */
@Entity({ name: 'account_plans' })
export class AccountPlanEntity {
  @PrimaryColumn({ type: 'int' })
  account_id!: number;

  @Column({ type: 'int', nullable: true })
  subscription_id!: number | null;

  @Column({ type: 'int', nullable: true })
  plan_id!: number | null;

  @Column({ type: 'text' })
  plan_slug!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'timestamptz', nullable: true })
  current_period_end!: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at!: Date;
}

export type UsageRow = UsageEntity;
export type GrantRow = GrantEntity;
export type AccountPlanRow = AccountPlanEntity;
