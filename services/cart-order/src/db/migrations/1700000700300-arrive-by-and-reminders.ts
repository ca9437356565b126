import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Arrive-by days and reminders. A cart and an order may carry the day the customer wants the
 * cards to arrive on or before; an order printed later than it could be is `held` and its
 * planned dispatch day is its release day: the rows of held orders are the schedule the
 * release jobs are re-armed from at every start. Reminders are people and dates; each mail
 * sent for one is a row keyed by reminder, year and lead time, which is what makes a mail go
 * once however often its job runs.
 */
export class ArriveByAndReminders1700000700300 implements MigrationInterface {
  name = 'ArriveByAndReminders1700000700300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.carts ADD COLUMN arrive_by date`);
    await q.query(`ALTER TABLE cart_order.orders ADD COLUMN arrive_by date, ADD COLUMN released_at timestamptz`);
    await q.query(`CREATE INDEX orders_held ON cart_order.orders (planned_dispatch_date) WHERE status = 'held'`);

    await q.query(`CREATE TABLE cart_order.reminders (
      id serial PRIMARY KEY,
      user_id int NOT NULL,
      account_id int,
      name text NOT NULL,
      relationship text,
      occasion text NOT NULL,
      event_slug text,
      day date NOT NULL,
      repeat text NOT NULL CHECK (repeat IN ('yearly', 'once')),
      address_id int REFERENCES cart_order.addresses (id) ON DELETE SET NULL,
      postage_class text NOT NULL DEFAULT 'second',
      lead_days int[] NOT NULL,
      mail boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz)`);
    await q.query(`CREATE INDEX reminders_user ON cart_order.reminders (user_id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE TABLE cart_order.reminder_mails (
      reminder_id int NOT NULL REFERENCES cart_order.reminders (id) ON DELETE CASCADE,
      occasion_year int NOT NULL,
      lead_days int NOT NULL,
      occasion_date date NOT NULL,
      message_id text,
      sent_at timestamptz,
      PRIMARY KEY (reminder_id, occasion_year, lead_days))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_order.reminder_mails`);
    await q.query(`DROP TABLE cart_order.reminders`);
    await q.query(`DROP INDEX IF EXISTS cart_order.orders_held`);
    await q.query(`ALTER TABLE cart_order.orders DROP COLUMN arrive_by, DROP COLUMN released_at`);
    await q.query(`ALTER TABLE cart_order.carts DROP COLUMN arrive_by`);
  }
}
