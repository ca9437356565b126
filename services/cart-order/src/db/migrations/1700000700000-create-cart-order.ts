import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts, coupons, payments, orders, subscriptions, addresses and the catalogue read model.
 * Money columns are integer pence. The unique constraints carry the exactly-once rules:
 * one order per payment intent, one redemption per payment and per order, one cart per user.
 */
export class CreateCartOrder1700000700000 implements MigrationInterface {
  name = 'CreateCartOrder1700000700000';

  async up(q: QueryRunner): Promise<void> {
    // In three parts only to keep each short; the statements run in the order they always did.
    await this.catalogCouponsAddressesCarts(q);
    await this.paymentsAndOrders(q);
    await this.redemptionsSubscriptionsWebhooks(q);
  }

  private async catalogCouponsAddressesCarts(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cart_order.catalog_rows (
      entity text NOT NULL,
      id int NOT NULL,
      row jsonb,
      deleted boolean NOT NULL DEFAULT false,
      refreshed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (entity, id))`);

    await q.query(`CREATE TABLE cart_order.coupons (
      id serial PRIMARY KEY,
      key text NOT NULL,
      percent_off numeric(5,2),
      amount_off int CHECK (amount_off > 0),
      starts_at timestamptz,
      expires_at timestamptz,
      max_redemptions int CHECK (max_redemptions > 0),
      max_per_customer int CHECK (max_per_customer > 0),
      min_subtotal int CHECK (min_subtotal >= 0),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
      CHECK (percent_off IS NULL OR (percent_off > 0 AND percent_off <= 100)))`);
    await q.query(`CREATE UNIQUE INDEX coupons_key_live ON cart_order.coupons (lower(key)) WHERE deleted_at IS NULL`);

    await q.query(`CREATE TABLE cart_order.addresses (
      id serial PRIMARY KEY,
      user_id int NOT NULL,
      account_id int,
      label text NOT NULL DEFAULT '',
      name text NOT NULL,
      line1 text NOT NULL,
      line2 text NOT NULL DEFAULT '',
      city text NOT NULL,
      county text NOT NULL DEFAULT '',
      postcode text NOT NULL,
      country text NOT NULL DEFAULT 'GB',
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX addresses_user ON cart_order.addresses (user_id)`);
    await q.query(`CREATE UNIQUE INDEX addresses_one_default ON cart_order.addresses (user_id) WHERE is_default`);

    await q.query(`CREATE TABLE cart_order.carts (
      id serial PRIMARY KEY,
      user_id int NOT NULL UNIQUE,
      account_id int,
      version int NOT NULL DEFAULT 1,
      coupon_id int REFERENCES cart_order.coupons (id) ON DELETE SET NULL,
      delivery_method text NOT NULL DEFAULT 'to_me',
      postage_class text NOT NULL DEFAULT 'second',
      address_id int REFERENCES cart_order.addresses (id) ON DELETE SET NULL,
      address jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE cart_order.cart_items (
      id serial PRIMARY KEY,
      cart_id int NOT NULL REFERENCES cart_order.carts (id) ON DELETE CASCADE,
      card_instance_id int NOT NULL,
      product_id int NOT NULL,
      quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 100),
      unit_price int NOT NULL CHECK (unit_price >= 0),
      product_name text NOT NULL,
      product_size text,
      card_instance jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (cart_id, card_instance_id, product_id))`);

    // One row per checkout attempt of one cart version; the provider intent is made after
    // the row exists, with the row id as idempotency key, so a crash in between repeats safely.
  }

  private async paymentsAndOrders(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cart_order.payments (
      id serial PRIMARY KEY,
      provider text NOT NULL,
      intent_id text UNIQUE,
      client_secret text,
      cart_id int NOT NULL REFERENCES cart_order.carts (id) ON DELETE CASCADE,
      cart_version int NOT NULL,
      user_id int NOT NULL,
      account_id int,
      amount int NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'GBP',
      snapshot jsonb NOT NULL,
      status text NOT NULL DEFAULT 'creating',
      attempts int NOT NULL DEFAULT 0,
      last_error jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX payments_cart ON cart_order.payments (cart_id, cart_version)`);
    await q.query(
      `CREATE INDEX payments_open ON cart_order.payments (updated_at) WHERE status IN ('pending', 'requires_action', 'processing')`,
    );

    await q.query(`CREATE SEQUENCE cart_order.order_number_seq START 1001`);
    await q.query(`CREATE TABLE cart_order.orders (
      id serial PRIMARY KEY,
      number text NOT NULL UNIQUE,
      user_id int NOT NULL,
      account_id int,
      status text NOT NULL,
      subtotal int NOT NULL CHECK (subtotal >= 0),
      coupon_id int REFERENCES cart_order.coupons (id) ON DELETE SET NULL,
      coupon_key text,
      coupon_value int NOT NULL DEFAULT 0 CHECK (coupon_value >= 0),
      shipping int NOT NULL DEFAULT 0 CHECK (shipping >= 0),
      vat int NOT NULL DEFAULT 0,
      total int NOT NULL CHECK (total >= 0),
      refunded_amount int NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= total),
      currency text NOT NULL DEFAULT 'GBP',
      delivery_method text NOT NULL,
      postage_class text NOT NULL,
      address jsonb,
      payment_id int REFERENCES cart_order.payments (id),
      payment_intent_id text UNIQUE,
      provider text,
      refund_id text,
      tracking_number text,
      note text,
      paid_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz)`);
    await q.query(`CREATE INDEX orders_user ON cart_order.orders (user_id, created_at DESC)`);
    await q.query(`CREATE TABLE cart_order.order_lines (
      id serial PRIMARY KEY,
      order_id int NOT NULL REFERENCES cart_order.orders (id) ON DELETE CASCADE,
      position int NOT NULL,
      card_instance_id int NOT NULL,
      product_id int NOT NULL,
      product_name text NOT NULL,
      size text,
      title text,
      thumbnail_url text,
      quantity int NOT NULL CHECK (quantity > 0),
      unit_price int NOT NULL CHECK (unit_price >= 0),
      total int NOT NULL,
      print_asset_key text)`);
    await q.query(`CREATE INDEX order_lines_order ON cart_order.order_lines (order_id)`);

    // A reservation holds a redemption from the moment an amount with the discount is asked
    // for, so limits hold before any money moves; it becomes 'redeemed' in the order's transaction.
  }

  private async redemptionsSubscriptionsWebhooks(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cart_order.coupon_redemptions (
      id serial PRIMARY KEY,
      coupon_id int NOT NULL REFERENCES cart_order.coupons (id),
      user_id int NOT NULL,
      payment_id int UNIQUE REFERENCES cart_order.payments (id) ON DELETE CASCADE,
      order_id int UNIQUE REFERENCES cart_order.orders (id) ON DELETE SET NULL,
      status text NOT NULL CHECK (status IN ('reserved', 'redeemed')),
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX coupon_redemptions_coupon ON cart_order.coupon_redemptions (coupon_id, user_id)`);

    await q.query(`CREATE TABLE cart_order.subscriptions (
      id serial PRIMARY KEY,
      account_id int NOT NULL,
      user_id int,
      plan_id int NOT NULL,
      plan_slug text,
      plan_name text,
      status text NOT NULL,
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      provider text NOT NULL,
      provider_subscription_id text UNIQUE,
      provider_customer_id text,
      checkout_session_id text UNIQUE,
      checkout_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(
      `CREATE UNIQUE INDEX subscriptions_one_live ON cart_order.subscriptions (account_id) WHERE status IN ('active', 'past_due')`,
    );
    await q.query(`CREATE TABLE cart_order.checkout_sessions (
      id text PRIMARY KEY,
      provider text NOT NULL,
      kind text NOT NULL,
      account_id int NOT NULL,
      user_id int NOT NULL,
      plan_id int,
      card_id int,
      amount int,
      subscription_id int REFERENCES cart_order.subscriptions (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'open',
      success_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);

    await q.query(`CREATE TABLE cart_order.webhook_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'webhook_events',
      'checkout_sessions',
      'subscriptions',
      'coupon_redemptions',
      'order_lines',
      'orders',
      'payments',
      'cart_items',
      'carts',
      'addresses',
      'coupons',
      'catalog_rows',
    ]) {
      await q.query(`DROP TABLE IF EXISTS cart_order.${t}`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS cart_order.order_number_seq`);
  }
}
