import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Regenerating an option's words keeps its front greeting unless the owner asks for a new one
 * (`POST /card_instances/{id}/regenerate_text {"front": true}`): the request is kept on the row
 * until the words are made, so a job re-queued by the sweep still honours it.
 */
export class AddFrontRequested1700000051000 implements MigrationInterface {
  name = 'AddFrontRequested1700000051000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generation.card_instances ADD COLUMN front_requested boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generation.card_instances DROP COLUMN front_requested`);
  }
}
