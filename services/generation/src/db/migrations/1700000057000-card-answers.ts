import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities (make migration S=generation NAME=card-answers). A card keeps the
 * guided questions its customer answered beside the notes; cards made before have none.
 */
export class CardAnswers1700000057000 implements MigrationInterface {
  name = 'CardAnswers1700000057000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "cards" ADD "answers" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "cards" DROP COLUMN "answers"`);
  }
}
