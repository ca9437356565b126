import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a checkout session sells (the name the provider's page shows) and a plan's interval, so
 * the page that takes the payment can say what is bought and what it costs. Nullable: sessions
 * opened before are described by their kind.
 */
export class CheckoutSessionDescription1700000700810 implements MigrationInterface {
  name = 'CheckoutSessionDescription1700000700810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.checkout_sessions ADD COLUMN description text, ADD COLUMN "interval" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.checkout_sessions DROP COLUMN description, DROP COLUMN "interval"`);
  }
}
