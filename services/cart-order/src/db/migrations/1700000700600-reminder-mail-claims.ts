import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reminder mail is claimed (a short write), sent with no transaction open, then marked sent.
 * The claim is a time, so a worker that died mid-send leaves a claim that lapses and the mail
 * is tried again rather than lost.
 */
export class ReminderMailClaims1700000700600 implements MigrationInterface {
  name = 'ReminderMailClaims1700000700600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.reminder_mails ADD COLUMN claimed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_order.reminder_mails DROP COLUMN claimed_at`);
  }
}
