import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Undo links for e-mail changes (mailed to the old address) are one-time tokens of their own purpose. */
export class AllowEmailChangeUndo1700000002100 implements MigrationInterface {
  name = 'AllowEmailChangeUndo1700000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.user_tokens DROP CONSTRAINT user_tokens_purpose_check`);
    await q.query(`ALTER TABLE identity.user_tokens ADD CONSTRAINT user_tokens_purpose_check
      CHECK (purpose IN ('confirmation', 'email_change', 'email_change_undo', 'password_reset'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM identity.user_tokens WHERE purpose = 'email_change_undo'`);
    await q.query(`ALTER TABLE identity.user_tokens DROP CONSTRAINT user_tokens_purpose_check`);
    await q.query(`ALTER TABLE identity.user_tokens ADD CONSTRAINT user_tokens_purpose_check
      CHECK (purpose IN ('confirmation', 'email_change', 'password_reset'))`);
  }
}
