import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * State of the built-in test payment provider, kept in the database so intents, charges and
 * checkout sessions survive a restart exactly as Stripe's would.
 */
export class CreateTestProvider1700000700100 implements MigrationInterface {
  name = 'CreateTestProvider1700000700100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cart_order.test_payment_intents (
      id text PRIMARY KEY,
      idempotency_key text UNIQUE,
      amount int NOT NULL,
      currency text NOT NULL,
      status text NOT NULL,
      client_secret text NOT NULL,
      payment_method text,
      metadata jsonb NOT NULL DEFAULT '{}',
      last_error jsonb,
      next_action jsonb,
      charge_count int NOT NULL DEFAULT 0,
      amount_refunded int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE cart_order.test_refunds (
      id text PRIMARY KEY,
      payment_intent_id text NOT NULL REFERENCES cart_order.test_payment_intents (id),
      amount int NOT NULL,
      idempotency_key text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE cart_order.test_checkout_sessions (
      id text PRIMARY KEY,
      idempotency_key text UNIQUE,
      mode text NOT NULL,
      amount int,
      price_ref text,
      metadata jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'open',
      payment_status text NOT NULL DEFAULT 'unpaid',
      subscription_id text,
      customer_id text,
      current_period_end timestamptz,
      success_url text,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE cart_order.test_subscriptions (
      id text PRIMARY KEY,
      status text NOT NULL,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['test_subscriptions', 'test_checkout_sessions', 'test_refunds', 'test_payment_intents'])
      await q.query(`DROP TABLE IF EXISTS cart_order.${t}`);
  }
}
