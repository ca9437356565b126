import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-card sends remember their recipient (as a SHA-256 of the lower-cased address, not the
 * address), so sends to one person can be capped whoever sends them.
 */
export class UsageRecipient1700000050100 implements MigrationInterface {
  name = 'UsageRecipient1700000050100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generation.usage ADD COLUMN recipient text`);
    await q.query(`CREATE INDEX usage_recipient_time ON generation.usage (recipient, created_at) WHERE recipient IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX generation.usage_recipient_time`);
    await q.query(`ALTER TABLE generation.usage DROP COLUMN recipient`);
  }
}
