import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The writer's two new inputs: who the recipient is to the sender (`cards.relationship`, null
 * until the customer says, when the writer infers it), and every text an option had before
 * its words were regenerated (`card_instances.earlier_texts`, newest last), so the card never
 * gives an earlier text again.
 */
export class CardWordsMemory1700000054000 implements MigrationInterface {
  name = 'CardWordsMemory1700000054000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generation.cards ADD COLUMN relationship text`);
    await q.query(`ALTER TABLE generation.card_instances ADD COLUMN earlier_texts jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generation.card_instances DROP COLUMN earlier_texts`);
    await q.query(`ALTER TABLE generation.cards DROP COLUMN relationship`);
  }
}
