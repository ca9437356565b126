import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. */
export class ArtworkHistory1700000056000 implements MigrationInterface {
  name = 'ArtworkHistory1700000056000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "card_instances" ADD "earlier_artworks" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "card_instances" DROP COLUMN "earlier_artworks"`);
  }
}
