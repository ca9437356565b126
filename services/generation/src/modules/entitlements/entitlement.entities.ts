import { EntitySchema } from 'typeorm';

/**
 * One request that asks the AI for something (or one e-card sent): the monthly allowance
 * counts the charged ones, the hourly limit all of them, the e-card caps the sends.
 */
export interface UsageRow {
  id: string;
  account_id: number;
  user_id: number;
  card_id: number | null;
  kind: string;
  /** `plan`, `pack` or `admin` for generations; null for sends. */
  source: string | null;
  /** A send's recipient as the SHA-256 of the lower-cased address, never the address. */
  recipient: string | null;
  created_at: Date;
}

export const UsageEntity = new EntitySchema<UsageRow>({
  name: 'Usage',
  tableName: 'usage',
  columns: {
    // bigserial: the driver hands it back as text.
    id: { type: 'bigint', primary: true, generated: 'increment' },
    account_id: { type: 'int' },
    user_id: { type: 'int' },
    card_id: { type: 'int', nullable: true },
    kind: { type: 'text' },
    source: { type: 'text', nullable: true },
    recipient: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

/** What one paid checkout session bought; the session id makes granting it idempotent. */
export interface GrantRow {
  id: number;
  account_id: number;
  session_id: string;
  kind: string;
  plan_id: number | null;
  generations: number;
  /** The card waiting for this purchase, started once (`card_started_at` claims it). */
  card_id: number | null;
  card_started_at: Date | null;
  created_at: Date;
}

export const GrantEntity = new EntitySchema<GrantRow>({
  name: 'Grant',
  tableName: 'grants',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    account_id: { type: 'int' },
    session_id: { type: 'text', unique: true },
    kind: { type: 'text' },
    plan_id: { type: 'int', nullable: true },
    generations: { type: 'int', default: 0 },
    card_id: { type: 'int', nullable: true },
    card_started_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

/**
 * Read model of cart-order's subscriptions: the plan an account is on. `updated_at` is when
 * the state was true at cart-order (the event's time), not when this row was written, so an
 * older event never overwrites a newer state.
 */
export interface AccountPlanRow {
  account_id: number;
  subscription_id: number | null;
  plan_id: number | null;
  plan_slug: string;
  status: string;
  current_period_end: Date | null;
  updated_at: Date;
}

export const AccountPlanEntity = new EntitySchema<AccountPlanRow>({
  name: 'AccountPlan',
  tableName: 'account_plans',
  columns: {
    account_id: { type: 'int', primary: true },
    subscription_id: { type: 'int', nullable: true },
    plan_id: { type: 'int', nullable: true },
    plan_slug: { type: 'text' },
    status: { type: 'text' },
    current_period_end: { type: 'timestamptz', nullable: true },
    updated_at: { type: 'timestamptz', default: () => 'now()' },
  },
});
