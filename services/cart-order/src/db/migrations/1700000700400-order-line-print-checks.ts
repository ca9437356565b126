import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order line keeps how sharp the customer's photos print on its product (effective DPI and
 * the warning shown), as checked when it was paid, so the print team sees what the customer
 * was told. Lines without photos leave it empty.
 */
export class OrderLinePrintChecks1700000700400 implements MigrationInterface {
  name = 'OrderLinePrintChecks1700000700400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.order_lines ADD COLUMN print_checks jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.order_lines DROP COLUMN print_checks`);
  }
}
