import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders keep the dispatch and arrival dates planned when they were paid (what the customer was
 * promised, even if the rules change later) and when each later status was reached, for the
 * order's timeline. Orders made before this have no plan: the columns stay empty for them.
 */
export class PlanOrderDates1700000700200 implements MigrationInterface {
  name = 'PlanOrderDates1700000700200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.orders
      ADD COLUMN planned_dispatch_date date,
      ADD COLUMN expected_arrival_date date,
      ADD COLUMN in_production_at timestamptz,
      ADD COLUMN dispatched_at timestamptz,
      ADD COLUMN delivered_at timestamptz`);
    await q.query(`CREATE INDEX orders_planned_dispatch ON cart_order.orders (planned_dispatch_date) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS cart_order.orders_planned_dispatch`);
    await q.query(`ALTER TABLE cart_order.orders DROP COLUMN planned_dispatch_date, DROP COLUMN expected_arrival_date,
      DROP COLUMN in_production_at, DROP COLUMN dispatched_at, DROP COLUMN delivered_at`);
  }
}
