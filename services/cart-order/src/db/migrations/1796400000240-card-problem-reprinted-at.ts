import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. Numbered after the problem reports it adds to, so it runs after them. */
export class CardProblemReprintedAt1796400000240 implements MigrationInterface {
  name = 'CardProblemReprintedAt1796400000240';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "card_problems" ADD "reprinted_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "card_problems" DROP COLUMN "reprinted_at"`);
  }
}
