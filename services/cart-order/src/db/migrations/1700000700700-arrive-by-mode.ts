import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a chosen arrive-by day is aimed for, on the cart and on the order: `on_the_day` (held and
 * posted on the latest print day that still arrives by it, what every arrive-by order so far
 * was) or `on_or_before` (posted at once, early and safe).
 */
export class ArriveByMode1700000700700 implements MigrationInterface {
  name = 'ArriveByMode1700000700700';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['carts', 'orders'])
      await q.query(
        `ALTER TABLE cart_order.${table} ADD COLUMN arrive_by_mode text NOT NULL DEFAULT 'on_the_day' CHECK (arrive_by_mode IN ('on_the_day', 'on_or_before'))`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['carts', 'orders']) await q.query(`ALTER TABLE cart_order.${table} DROP COLUMN arrive_by_mode`);
  }
}
