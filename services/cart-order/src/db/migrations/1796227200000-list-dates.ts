import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A day per person on a list: each recipient's own arrive-by day (or `asap`) and postage, and,
 * on an order, the print day and arrival planned for them and when their card was handed on, so
 * each dispatch day releases only its own cards; and when an e-card waiting for the account's
 * allowance is expected to go. All nullable: a list without days of its own
 * (every list made before) follows its order's day as before.
 */
export class ListDates1796227200000 implements MigrationInterface {
  name = 'ListDates1796227200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "cart_recipients" ADD "arrive_by" text`);
    await q.query(`ALTER TABLE "cart_recipients" ADD "postage_class" text`);
    await q.query(`ALTER TABLE "order_recipients" ADD "arrive_by" text`);
    await q.query(`ALTER TABLE "order_recipients" ADD "postage_class" text`);
    await q.query(`ALTER TABLE "order_recipients" ADD "dispatch_date" date`);
    await q.query(`ALTER TABLE "order_recipients" ADD "arrival_date" date`);
    await q.query(`ALTER TABLE "order_recipients" ADD "released_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "order_recipients" ADD "ecard_send_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "ecard_send_at"`);
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "released_at"`);
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "arrival_date"`);
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "dispatch_date"`);
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "postage_class"`);
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "arrive_by"`);
    await q.query(`ALTER TABLE "cart_recipients" DROP COLUMN "postage_class"`);
    await q.query(`ALTER TABLE "cart_recipients" DROP COLUMN "arrive_by"`);
  }
}
