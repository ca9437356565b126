import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=cart-order NAME=envelope-tracking): each posted recipient of a list may have its own envelope's tracking number. */
export class EnvelopeTracking1796227800000 implements MigrationInterface {
  name = 'EnvelopeTracking1796227800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_recipients" ADD "tracking_number" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_recipients" DROP COLUMN "tracking_number"`);
  }
}
